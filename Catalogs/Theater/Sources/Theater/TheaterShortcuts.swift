import AppIntents

/// The App Shortcuts of Theater, from which `shortcutpreview import` regenerates ../../AppShortcuts.json.
struct TheaterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayShow(),
            phrases: [
                "Play \(\.$show) in \(.applicationName)",
                "Watch \(\.$show) on \(.applicationName)",
                "Play something in \(.applicationName)"
            ],
            shortTitle: "shortcut.playShow.title",
            systemImageName: "play.rectangle"
        )
        AppShortcut(
            intent: ResumeWatching(),
            phrases: [
                "Resume watching in \(.applicationName)",
                "Continue watching on \(.applicationName)",
                "Keep watching my show in \(.applicationName)"
            ],
            shortTitle: "shortcut.resumeWatching.title",
            systemImageName: "play.circle"
        )
        AppShortcut(
            intent: ShowWatchlist(),
            phrases: [
                "Show my \(.applicationName) watchlist",
                "Open my watchlist in \(.applicationName)",
                "What's on my \(.applicationName) watchlist"
            ],
            shortTitle: "shortcut.showWatchlist.title",
            systemImageName: "list.star"
        )
        AppShortcut(
            intent: AddToWatchlist(),
            phrases: [
                "Add \(\.$show) to my \(.applicationName) watchlist",
                "Add this show to my watchlist in \(.applicationName)"
            ],
            shortTitle: "shortcut.addToWatchlist.title",
            systemImageName: "plus.rectangle.on.rectangle"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Buy a ticket for \(.applicationName)"
        }
    }
}
