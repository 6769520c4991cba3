import AppIntents

struct NoteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: JotIntent(), phrases: ["Jot in \(.applicationName)"], shortTitle: "Jot", systemImageName: "square.and.pencil")
    }
}

struct JotIntent: AppIntent {
    static let title: LocalizedStringResource = "Jot"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
