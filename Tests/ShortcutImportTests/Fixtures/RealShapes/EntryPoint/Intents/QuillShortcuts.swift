import AppIntents

/// A provider in a folder of its own, in a project with no Info.plist and no Xcode project (an
/// app kept as sources only).
struct QuillShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New Note", systemImageName: "square.and.pencil")
    }
}
