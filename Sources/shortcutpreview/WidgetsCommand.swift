import ArgumentParser
import CommandLineSupport
import PreviewSession
import ShortcutPreviewCore
import WidgetTimeline

/// `shortcutpreview widgets`: checks an app's widget wiring (`widgets DIR`, run by
/// `shortcutpreview-widgets`, the reader built beside this tool on swift-syntax) and previews
/// Smart Rotate for a stack's timeline entries (`widgets timeline FILE.json`, here).
struct WidgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Check an app's widget wiring, or preview Smart Rotate for a stack's timelines.",
        subcommands: [WidgetsCheckCommand.self, WidgetsTimelineCommand.self],
        defaultSubcommand: WidgetsCheckCommand.self
    )
}

/// `shortcutpreview widgets [check] DIR [--json]`.
struct WidgetsCheckCommand: ParsableCommand {
    static let configuration = WidgetsArguments.configuration

    @OptionGroup var arguments: WidgetsArguments

    func run() throws {
        let run = try SiblingTool.widgets.run(arguments.commandLine, captureOutput: false)
        // The reader printed its own messages; its status is ours.
        if run.status != 0 { throw ExitCode(run.status) }
    }
}

/// `shortcutpreview widgets timeline FILE.json [--svg OUT]`.
struct WidgetsTimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Preview, hour by hour, which widget of a Smart Stack the app's relevance scores rotate to.",
        discussion: """
            FILE.json is {"stack": [{"kind", "entries": [{"date", "score", "duration"}]}]} (CONTRACTS.md, "Widgets"): \
            the timeline entries of each widget in one stack, top first, with ISO 8601 dates in order. \
            The preview shows the consequences of the declared relevance under the stated model, not the system's ranking.
            Exit status: 0 previewed, 2 unusable input (malformed JSON, dates out of order, a span over two weeks).
            """
    )

    @Argument(help: "The stack's timeline file.")
    var file: String

    @Option(help: "Also write the preview as an SVG picture to this file.")
    var svg: String?

    func run() throws {
        let bytes = try InputFile.read(URL(fileURLWithPath: file), displayName: file, maximumSize: 4 << 20)
        let preview: SmartRotatePreview
        do {
            preview = try SmartRotatePreview(WidgetStack.parse(bytes, file: file))
        } catch {
            throw error.file.isEmpty ? error.inFile(file) : error
        }
        if let svg {
            do {
                try Data(preview.svg.utf8).write(to: URL(fileURLWithPath: svg))
            } catch {
                throw CommandFailure("\(svg): cannot write the SVG", remedy: "check that its folder exists and is writable")
            }
        }
        print(preview.text, terminator: "")
        if let svg { print("wrote \(svg)") }
    }
}
