import AppIntents

// The build (CMake) writes Info.plist from ios/app/Info.plist.in and generates the string
// tables, so the titles' keys are in no file here: their defaultValue is what users see.
struct TunnelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ConnectTunnelIntent(),
            phrases: ["Connect \(.applicationName)", "Start \(.applicationName)"],
            shortTitle: LocalizedStringResource("tunnel.shortcuts.connect", defaultValue: "Connect Tunnel"),
            systemImageName: "lock.shield"
        )
        AppShortcut(
            intent: TunnelStatusIntent(),
            phrases: ["Is \(.applicationName) connected?"],
            shortTitle: LocalizedStringResource("tunnel.shortcuts.status"),
            systemImageName: "questionmark.circle"
        )
    }
}

struct ConnectTunnelIntent: AppIntent {
    static let title: LocalizedStringResource = "Connect"
    func perform() async throws -> some IntentResult { .result() }
}

struct TunnelStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Status"
    func perform() async throws -> some IntentResult { .result() }
}
