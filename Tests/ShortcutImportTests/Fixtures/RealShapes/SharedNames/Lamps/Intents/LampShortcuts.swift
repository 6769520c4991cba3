import AppIntents

struct LampShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SwitchLampIntent(), phrases: ["Turn the lamp \(\.$state) in \(.applicationName)"],
                    shortTitle: "Switch", systemImageName: "lightbulb")
        AppShortcut(intent: DimLampIntent(), phrases: ["Set the lamp \(\.$state) with \(.applicationName)"],
                    shortTitle: "Dim", systemImageName: "sun.min")
        AppShortcut(intent: NewLampIntent(), phrases: ["Add a lamp \(\.$state) in \(.applicationName)"],
                    shortTitle: "New Lamp", systemImageName: "plus")
    }
}
