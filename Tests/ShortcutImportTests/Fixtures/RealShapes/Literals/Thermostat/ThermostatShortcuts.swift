import AppIntents

struct ThermostatShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SetModeIntent(),
            phrases: ["Switch \(.applicationName) to \(\.$mode)", "\(\.$mode) in \(.applicationName)"],
            shortTitle: "Set Mode",
            systemImageName: "thermometer.medium"
        )
    }
}

struct SetModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Mode"

    @Parameter(title: "Mode")
    var mode: HeatingMode

    func perform() async throws -> some IntentResult {
        .result()
    }
}
