import AppIntents

struct ListShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenListIntent(),
            phrases: [
                "Open my list in \(.applicationName)",
                "Open my list",
            ],
            shortTitle: "Open List",
            systemImageName: "list.bullet"
        )
    }
}
