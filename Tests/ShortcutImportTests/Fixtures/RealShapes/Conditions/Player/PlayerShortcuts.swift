import AppIntents

/// Shortcuts behind `#if`, as apps that also build for the Mac, the watch or the simulator
/// write them.
struct PlayerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayIntent(), phrases: ["Play music in \(.applicationName)"], shortTitle: "Play", systemImageName: "play")
        #if !targetEnvironment(macCatalyst)
        AppShortcut(intent: SetModeIntent(), phrases: ["Turn on \(\SetModeIntent.$mode) in \(.applicationName)"], shortTitle: "Mode", systemImageName: "repeat")
        #endif
        #if os(macOS)
        AppShortcut(intent: MenuBarIntent(), phrases: ["Show the \(.applicationName) menu bar"], shortTitle: "Menu Bar", systemImageName: "menubar.rectangle")
        #elseif os(iOS) || os(visionOS)
        AppShortcut(intent: LockScreenIntent(), phrases: ["Show \(.applicationName) on the lock screen"], shortTitle: "Lock Screen", systemImageName: "lock")
        #else
        AppShortcut(intent: WristIntent(), phrases: ["Raise \(.applicationName) to wake"], shortTitle: "Wrist", systemImageName: "applewatch")
        #endif
        #if canImport(ActivityKit) && !targetEnvironment(simulator)
        AppShortcut(intent: LiveActivityIntent(), phrases: ["Follow \(.applicationName) live"], shortTitle: "Live", systemImageName: "livephoto")
        #endif
        #if os(watchOS)
        AppShortcut(intent: WristIntent(), phrases: ["Raise \(.applicationName) to wake"], shortTitle: "Wrist", systemImageName: "applewatch")
        #endif
        #if DEBUG
        AppShortcut(intent: ResetIntent(), phrases: ["Reset \(.applicationName)"], shortTitle: "Reset", systemImageName: "trash")
        #endif
    }

    #if os(iOS)
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Play \(.applicationName) on the radio"
        }
    }
    #endif
}

struct SetModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Mode"

    @Parameter(title: "Mode")
    var mode: PlaybackMode
}

/// `repeat` is a keyword, so the case is declared in backquotes and used as `.repeat`.
enum PlaybackMode: String, AppEnum {
    case shuffle
    case `repeat`

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playback Mode"

    #if canImport(UIKit)
    static let caseDisplayRepresentations: [PlaybackMode: DisplayRepresentation] = [
        .shuffle: DisplayRepresentation(title: "Shuffle", synonyms: ["random order"]),
        .repeat: DisplayRepresentation(title: "Repeat", synonyms: ["loop"]),
    ]
    #else
    static let caseDisplayRepresentations: [PlaybackMode: DisplayRepresentation] = [:]
    #endif
}
