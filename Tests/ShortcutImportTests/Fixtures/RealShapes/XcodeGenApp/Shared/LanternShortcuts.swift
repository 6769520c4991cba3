import AppIntents

struct LanternShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LightUpIntent(),
            phrases: ["Light up \(.applicationName)", "Turn on \(.applicationName)"],
            shortTitle: "Light Up",
            systemImageName: "flashlight.on.fill"
        )
        #if DEBUG
        AppShortcut(intent: ResetIntent(), phrases: ["Reset \(.applicationName)"], shortTitle: "Reset", systemImageName: "trash")
        #elseif LANTERN_PRO
        AppShortcut(intent: StrobeIntent(), phrases: ["Strobe \(.applicationName)"], shortTitle: "Strobe", systemImageName: "light.beacon.max")
        #endif
    }
}
