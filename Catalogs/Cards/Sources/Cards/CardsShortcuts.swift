import AppIntents

/// The App Shortcuts of Cards, from which `shortcutpreview import` regenerates ../../AppShortcuts.json.
struct CardsShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        viewRecentPurchases
        makePayBalance()
        showRewards
        makeFreezeCard()
    }

    private static var viewRecentPurchases: AppShortcut {
        AppShortcut(
            intent: ViewRecentPurchases(),
            phrases: [
                "Show my recent purchases in \(.applicationName)",
                "Show recent \(\.$card) purchases in \(.applicationName)",
                "Show my \(\.$category) purchases in \(.applicationName)",
                "What did I spend on \(\.$category) in \(.applicationName)"
            ],
            shortTitle: "Recent Purchases",
            systemImageName: "creditcard"
        )
    }

    private static func makePayBalance() -> AppShortcut {
        AppShortcut(
            intent: PayBalance(),
            phrases: [
                "Pay my balance in \(.applicationName)",
                "Pay my \(.applicationName) bill",
                "Make a payment in \(.applicationName)"
            ],
            shortTitle: "Pay Balance",
            systemImageName: "dollarsign.circle"
        )
    }

    private static var showRewards: AppShortcut {
        AppShortcut(
            intent: ShowRewards(),
            phrases: [
                "Show my rewards in \(.applicationName)",
                "How many points do I have in \(.applicationName)",
                "Check my \(.applicationName) rewards"
            ],
            shortTitle: "Rewards",
            systemImageName: "star.circle"
        )
    }

    private static func makeFreezeCard() -> AppShortcut {
        AppShortcut(
            intent: FreezeCard(),
            phrases: [
                "Freeze \(\.$card) in \(.applicationName)",
                "Lock my \(\.$card) in \(.applicationName)",
                "Freeze my card in \(.applicationName)"
            ],
            shortTitle: "Freeze Card",
            systemImageName: "snowflake"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Apply for a new \(.applicationName) card"
        }
    }
}
