import AppIntents

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenNotes(), phrases: ["Open \(.applicationName)"], shortTitle: "Open", systemImageName: "doc")
    }
}
