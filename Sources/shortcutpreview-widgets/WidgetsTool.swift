import ShortcutPreviewCore
import ArgumentParser
import CommandLineSupport
import ShortcutImport
import StrictJSON

/// `shortcutpreview-widgets DIR` (run by `shortcutpreview widgets DIR`): an app's widgets and the
/// signals that rank them in a Smart Stack, read from its Swift sources, and the rules' findings.
@main
struct WidgetsTool: ParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = WidgetsArguments.configuration
        configuration.commandName = "shortcutpreview widgets"
        return configuration
    }()

    @OptionGroup var arguments: WidgetsArguments

    /// Runs the tool; errors exit 2 with one `error:` line, as everywhere in shortcutpreview.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error, help: "shortcutpreview widgets --help")
        }
    }

    func run() throws {
        let report = try WidgetReader(directory: URL(fileURLWithPath: arguments.directory)).read()
        if arguments.json {
            printJSON(report, style: .pretty)
        } else {
            print(Self.text(report), terminator: "")
        }
        if report.count(.error) > 0 { throw ExitCode(1) }
    }

    static func text(_ report: WidgetReport) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        func kind(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "(not constant)" }
        var lines = [[plural(report.widgets.count, "widget"), plural(report.relevantShortcuts.count, "relevant shortcut"),
                      plural(report.reloads.count, "reload"), plural(report.interactions.count, "interaction"),
                      plural(report.relevances.count, "timeline relevance")].joined(separator: ", ")]
        for widget in report.widgets {
            lines.append("widget \(kind(widget.kind)) \(widget.configuration.rawValue)\(widget.intent.map { " \($0)" } ?? "")  \(widget.file):\(widget.line)")
        }
        for shortcut in report.relevantShortcuts {
            let providers = shortcut.providers.isEmpty ? "no relevance providers" : shortcut.providers.joined(separator: ", ")
            lines.append("relevant shortcut \(kind(shortcut.widgetKind)) (\(providers))  \(shortcut.file):\(shortcut.line)")
        }
        for reload in report.reloads { lines.append("reload \(kind(reload.kind))  \(reload.file):\(reload.line)") }
        for interaction in report.interactions {
            let parameters = interaction.parameters.isEmpty ? "no parameters set" : "sets " + interaction.parameters.joined(separator: ", ")
            lines.append("interaction \(interaction.intent ?? "(intent not known)") (\(parameters))  \(interaction.file):\(interaction.line)")
        }
        for relevance in report.relevances {
            let score = relevance.score.map(NumberText.text) ?? "(not literal)"
            let duration = relevance.duration.map(NumberText.text) ?? "(not literal)"
            lines.append("relevance score \(score) duration \(duration)  \(relevance.file):\(relevance.line)")
        }
        for finding in report.findings { lines.append(finding.description) }
        lines.append("\(plural(report.count(.error), "error")), \(plural(report.count(.warning), "warning")), \(plural(report.count(.note), "note"))")
        return lines.joined(separator: "\n") + "\n"
    }
}
