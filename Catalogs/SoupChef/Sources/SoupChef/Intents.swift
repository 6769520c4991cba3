import AppIntents

struct OrderSoup: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"

    @Parameter(title: "Soup")
    var soup: Soup?

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct OrderUsual: AppIntent {
    static let title: LocalizedStringResource = "Order the Usual"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ShowMenu: AppIntent {
    static let title: LocalizedStringResource = "Show Menu"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct CheckOrderStatus: AppIntent {
    static let title: LocalizedStringResource = "Order Status"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
