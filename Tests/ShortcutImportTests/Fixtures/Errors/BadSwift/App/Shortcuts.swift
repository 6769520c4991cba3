import AppIntents

struct BrokenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenIntent(), phrases: ["Open \(.applicationName)"
    }
}
