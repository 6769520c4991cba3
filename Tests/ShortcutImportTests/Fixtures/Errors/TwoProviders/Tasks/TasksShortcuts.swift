import AppIntents

struct TasksShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenTasks(), phrases: ["Open \(.applicationName)"], shortTitle: "Open", systemImageName: "doc")
    }
}
