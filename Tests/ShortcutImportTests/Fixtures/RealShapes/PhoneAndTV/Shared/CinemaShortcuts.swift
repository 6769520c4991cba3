import AppIntents

struct CinemaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShowTimesIntent(),
            phrases: ["What's on in \(.applicationName)", "\(.applicationName) show times"],
            shortTitle: "Show Times",
            systemImageName: "film"
        )
    }
}
