import AppIntents

struct ListyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenList(),
            phrases: [
                "Open \(\.$list) in \(.applicationName)",
                "Show me \(\.$list) in \(.applicationName)"
            ],
            shortTitle: "Open List",
            systemImageName: "list.bullet"
        )
        AppShortcut(
            intent: StartTimer(),
            phrases: [
                "Start a timer in \(.applicationName)",
                "Set a \(.applicationName) timer"
            ],
            shortTitle: "Start Timer",
            systemImageName: "timer"
        )
    }
}
