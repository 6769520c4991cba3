import ArgumentParser
// Process and the executable's path are Foundation's; the importer runs as its own tool.
import Foundation

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
        let run = try ImporterTool.run(arguments, captureOutput: false)
        if run.status != 0 { throw ExitCode(run.status) }
    }
}

/// The `shortcutpreview-import` executable beside this one.
enum ImporterTool {
    static let name = "shortcutpreview-import"

    static var url: URL? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates: [URL] = []
        if own.path != "/proc/self/exe" { candidates.append(own.deletingLastPathComponent().appendingPathComponent(name)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the importer; its standard error goes straight through. With `captureOutput`,
    /// returns its standard output; otherwise that goes straight through too.
    static func run(_ arguments: [String], captureOutput: Bool) throws -> (status: Int32, output: Data) {
        guard let url else {
            printError("error: \(name) is not built beside shortcutpreview (run `swift build --product \(name)`, or `swift build` for every product)")
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let pipe = Pipe()
        if captureOutput { process.standardOutput = pipe }
        do {
            try process.run()
        } catch {
            printError("error: cannot run \(url.path): \(error.localizedDescription) (check that it is executable)")
            throw ExitCode(2)
        }
        let output = captureOutput ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
