import PreviewSession
import ArgumentParser

/// `shortcutpreview import DIR`: runs `shortcutpreview-import`, the importer built beside this
/// tool. It is a separate executable so that swift-syntax, which the importer parses Swift
/// with, is not built by `swift run shortcutpreview`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read an app's App Shortcuts from its Swift sources into a catalog.",
        discussion: """
            DIR is an Xcode project or Swift package folder. Without --out, prints what it found \
            (and, with --json, the manifest). With --out, writes AppShortcuts.json there and \
            copies the String Catalog or legacy .strings files beside it, each whole or not at all.
            Exit status: 0 imported (findings are warnings), 2 when the project cannot be imported.
            """
    )

    @Argument(help: "The app's project folder.")
    var directory: String

    @Option(help: "The catalog folder to write (created when missing).")
    var out: String?

    @Option(help: "Which provider or app target to import when the folder has several (a provider type, Xcode target or folder name).")
    var target: String?

    @Option(help: "A JSON file with the values of entity types (CONTRACTS.md, values file).")
    var values: String?

    @Flag(help: "Print one JSON object: what was found, the findings and the manifest.")
    var json = false

    func run() throws {
        var arguments = [directory]
        if let out { arguments += ["--out", out] }
        if let target { arguments += ["--target", target] }
        if let values { arguments += ["--values", values] }
        if json { arguments.append("--json") }
        let run = try SiblingTool.importer.run(arguments, captureOutput: false)
        // The importer printed its own messages; its status is ours.
        if run.status != 0 { throw ExitCode(run.status) }
    }
}
