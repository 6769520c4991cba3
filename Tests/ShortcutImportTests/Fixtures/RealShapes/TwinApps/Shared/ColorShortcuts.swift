import AppIntents

struct ColorShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PaintIntent(), phrases: ["Paint with \(.applicationName)"], shortTitle: "Paint", systemImageName: "paintbrush")
    }
}
