import AppIntents

struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: BrewIntent(), phrases: ["Brew tea with \(.applicationName)"])
    }
}
