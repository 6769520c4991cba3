import AppIntents

struct PlayerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayNextIntent(), phrases: ["Play the next song in \(.applicationName)"],
                    shortTitle: "Next", systemImageName: "forward")
    }
}

struct PlayNextIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Song"
    func perform() async throws -> some IntentResult { .result() }
}
