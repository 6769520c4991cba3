import AppIntents

// Phrase lists kept in static properties, as apps do to keep the builder quick to type-check.
extension RemoteShortcuts {
    static var playPhrases: [AppShortcutPhrase<PlayIntent>] {
        [
            "Press play with \(.applicationName)",
            "Pause \(\.$device) with \(.applicationName)",
        ]
    }

    static var powerPhrases: [AppShortcutPhrase<PowerIntent>] {
        get {
            return ["Turn off the TV with \(.applicationName)"]
        }
    }
}

struct RemoteShortcuts: AppShortcutsProvider {
    static let mutePhrases: [AppShortcutPhrase<MuteIntent>] = ["Mute the TV with \(.applicationName)"]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayIntent(), phrases: playPhrases, shortTitle: "Play", systemImageName: "playpause")
        AppShortcut(intent: PowerIntent(), phrases: Self.powerPhrases, shortTitle: "Power", systemImageName: "power")
        AppShortcut(intent: MuteIntent(), phrases: RemoteShortcuts.mutePhrases, shortTitle: "Mute", systemImageName: "speaker.slash")
    }
}

struct PlayIntent: AppIntent {
    static let title: LocalizedStringResource = "Play"
    @Parameter(title: "Device") var device: String?
    func perform() async throws -> some IntentResult { .result() }
}
