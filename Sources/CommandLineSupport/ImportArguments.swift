public import ArgumentParser

/// The arguments of `shortcutpreview import`, declared once for both tools that take them:
/// `shortcutpreview-import` reads them, and `shortcutpreview import` forwards them unchanged.
public struct ImportArguments: ParsableArguments, Sendable {
    /// The help text both tools print, so the forwarding command and the importer cannot drift.
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read an app's App Shortcuts from its Swift sources into a catalog.",
        discussion: """
            DIR is an Xcode project or Swift package folder. Without --out, prints what it found \
            (and, with --json, the manifest). With --out, writes AppShortcuts.json there and \
            copies the String Catalog or legacy .strings files beside it, each whole or not at all.
            Exit status: 0 imported (findings are warnings), 2 when the project cannot be imported.
            """
    )

    /// The app's project folder.
    @Argument(help: "The app's project folder.")
    public var directory: String

    /// The catalog folder to write, if any.
    @Option(help: "The catalog folder to write (created when missing).")
    public var out: String?

    /// The provider or app target to import when the folder has several.
    @Option(help: "Which provider or app target to import when the folder has several (a provider type, Xcode target or folder name).")
    public var target: String?

    /// A JSON file with the values of entity types.
    @Option(help: "A JSON file with the values of entity types (CONTRACTS.md, values file).")
    public var values: String?

    /// Whether to print one JSON object instead of text.
    @Flag(help: "Print one JSON object: what was found, the findings and the manifest.")
    public var json = false

    /// Creates empty arguments (ArgumentParser fills them in).
    public init() {}

    /// The same arguments as a command line, for running `shortcutpreview-import`.
    public var commandLine: [String] {
        var arguments = [directory]
        if let out { arguments += ["--out", out] }
        if let target { arguments += ["--target", target] }
        if let values { arguments += ["--values", values] }
        if json { arguments.append("--json") }
        return arguments
    }
}
