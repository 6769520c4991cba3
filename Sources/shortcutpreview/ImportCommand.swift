import PreviewSession
import ArgumentParser
import CommandLineSupport

/// `shortcutpreview import DIR`: runs `shortcutpreview-import`, the importer built beside this
/// tool. It is a separate executable so that swift-syntax, which the importer parses Swift
/// with, is not built by `swift run shortcutpreview`.
struct ImportCommand: ParsableCommand {
    static let configuration = ImportArguments.configuration

    @OptionGroup var arguments: ImportArguments

    func run() throws {
        let run = try SiblingTool.importer.run(arguments.commandLine, captureOutput: false)
        // The importer printed its own messages; its status is ours.
        if run.status != 0 { throw ExitCode(run.status) }
    }
}
