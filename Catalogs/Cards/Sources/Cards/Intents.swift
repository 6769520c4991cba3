import AppIntents

struct ViewRecentPurchases: AppIntent {
    static let title: LocalizedStringResource = "Recent Purchases"

    @Parameter(title: "Card")
    var card: Card?

    @Parameter(title: "Category")
    var category: PurchaseCategory?

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PayBalance: AppIntent {
    static let title: LocalizedStringResource = "Pay Balance"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ShowRewards: AppIntent {
    static let title: LocalizedStringResource = "Rewards"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct FreezeCard: AppIntent {
    static let title: LocalizedStringResource = "Freeze Card"

    @Parameter(title: "Card")
    var card: Card?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
