import ArgumentParser
import CommandLineSupport
import ShortcutCatalog

/// `shortcutpreview migrate`: legacy `.lproj/AppShortcuts.strings` files into one String
/// Catalog in Xcode's extracted format.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn *.lproj/AppShortcuts.strings into one AppShortcuts.xcstrings.",
        discussion: """
            DIR must hold AppShortcuts.json (the shortcuts and their source phrases) and the \
            .lproj folders. The catalog is written beside them, whole or not at all.
            """
    )

    @Argument(help: "The catalog folder holding AppShortcuts.json and the .lproj folders.")
    var directory: String

    @Flag(help: "Replace an existing AppShortcuts.xcstrings.")
    var force = false

    func run() throws {
        let result = try StringCatalogMigrator.migrate(directory: CatalogLocation.directory(directory), force: force)
        for unused in result.unusedKeys {
            printError("warning: \(unused.source): key matches no phrase in AppShortcuts.json and was not migrated")
        }
        print("wrote \(result.output): \(result.keys) keys, locales \(result.locales.joined(separator: ", "))")
    }
}
