import AppIntents

struct KettleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: BoilIntent(), phrases: ["Boil water with \(.applicationName)"], shortTitle: "Boil", systemImageName: "cup.and.saucer")
    }
}

struct BoilIntent: AppIntent {
    static let title: LocalizedStringResource = "Boil"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
