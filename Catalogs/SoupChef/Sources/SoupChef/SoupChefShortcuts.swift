import AppIntents

/// The App Shortcuts of Soup Chef, from which `shortcutpreview import` regenerates ../../AppShortcuts.json.
struct SoupChefShortcuts: AppShortcutsProvider {
    static let appShortcuts: [AppShortcut] = [
        AppShortcut(
            intent: OrderSoup(),
            phrases: [
                "Order \(\.$soup) from \(.applicationName)",
                "Get me \(\.$soup) from \(.applicationName)",
                "I'd like \(\.$soup) from \(.applicationName)",
                "Order a soup from \(.applicationName)"
            ],
            shortTitle: "Order Soup",
            systemImageName: "takeoutbag.and.cup.and.straw"
        ),
        AppShortcut(
            intent: OrderUsual(),
            phrases: [
                "Order my usual soup in \(.applicationName)",
                "Get my usual from \(.applicationName)",
                "Reorder my last soup from \(.applicationName)"
            ],
            shortTitle: "Order the Usual",
            systemImageName: "arrow.clockwise.circle"
        ),
        AppShortcut(
            intent: ShowMenu(),
            phrases: [
                "Show the \(.applicationName) menu",
                "What soups does \(.applicationName) have",
                "Open the menu in \(.applicationName)"
            ],
            shortTitle: "Show Menu",
            systemImageName: "menucard"
        ),
        AppShortcut(
            intent: CheckOrderStatus(),
            phrases: [
                "Check my order status in \(.applicationName)",
                "Where is my \(.applicationName) order",
                "When will my soup arrive from \(.applicationName)"
            ],
            shortTitle: "Order Status",
            systemImageName: "clock"
        )
    ]

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Make \(.applicationName) soup at home"
        }
    }
}
