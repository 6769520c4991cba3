import AppIntents

/// The App Shortcuts of Demo, from which `shortcutpreview import` regenerates ../../AppShortcuts.json.
struct DemoShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateList(),
            phrases: [
                "Create a new list in \(.applicationName)",
                "Make a new list in \(.applicationName)",
                "Start a new \(.applicationName) list",
                "Create a list with \(.applicationName)"
            ],
            shortTitle: "Create List",
            systemImageName: "text.badge.plus"
        )
        AppShortcut(
            intent: SummarizeList(),
            phrases: [
                "Summarize \(\.$list) in \(.applicationName)",
                "Summarize my lists in \(.applicationName)",
                "Give me a summary of \(\.$list) in \(.applicationName)",
                "Get a summary of my lists from \(.applicationName)"
            ],
            shortTitle: "Summarize List",
            systemImageName: "list.bullet.rectangle"
        )
        AppShortcut(
            intent: AddItem(),
            phrases: [
                "Add an item to \(\.$list) in \(.applicationName)",
                "Add something to \(\.$list) in \(.applicationName)",
                "Add an item in \(.applicationName)",
                "Add to my \(.applicationName) list"
            ],
            shortTitle: "Add Item",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: MarkItemDone(),
            phrases: [
                "Mark an item as done in \(.applicationName)",
                "Check off an item in \(.applicationName)",
                "Complete a task in \(.applicationName)",
                "Mark a task done in \(.applicationName)"
            ],
            shortTitle: "Mark Item Done",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: OpenList(),
            phrases: [
                "Open \(\.$list) in \(.applicationName)",
                "Show \(\.$list) in \(.applicationName)",
                "Show my lists in \(.applicationName)",
                "Open my lists in \(.applicationName)"
            ],
            shortTitle: "Open List",
            systemImageName: "list.bullet"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Send \(.applicationName) summary to the store"
        }
    }
}
