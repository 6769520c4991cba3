import AppIntents

struct GardenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WaterBedsIntent(),
            phrases: ["Water the beds with \(.applicationName)", "\(.applicationName) watering"],
            shortTitle: "Water Beds",
            systemImageName: "drop"
        )
    }
}
