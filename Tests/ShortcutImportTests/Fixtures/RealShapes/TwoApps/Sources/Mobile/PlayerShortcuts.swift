import AppIntents

struct PlayerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayNextIntent(), phrases: ["Play the next song in \(.applicationName)"],
                    shortTitle: "Next", systemImageName: "forward")
        // The same intent again, as one real app does to offer a second parameter presentation.
        AppShortcut(intent: PlayNextIntent(), phrases: ["Skip ahead in \(.applicationName)"],
                    shortTitle: "Skip", systemImageName: "forward.end")
    }
}

struct PlayNextIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Song"
    func perform() async throws -> some IntentResult { .result() }
}
