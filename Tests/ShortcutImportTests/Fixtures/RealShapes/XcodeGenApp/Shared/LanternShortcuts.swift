import AppIntents

struct LanternShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LightUpIntent(),
            phrases: ["Light up \(.applicationName)", "Turn on \(.applicationName)"],
            shortTitle: "Light Up",
            systemImageName: "flashlight.on.fill"
        )
    }
}
