import ArgumentParser
import CommandLineSupport

/// The `shortcutpreview` command: which App Shortcut an utterance triggers, in every locale.
@main
struct ShortcutPreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcutpreview",
        abstract: "Preview which App Shortcut an utterance triggers, in any locale.",
        discussion: "Exit status: 0 matched (or passed), 1 no match (or failures, or lint errors), 2 unusable input or usage.",
        subcommands: [MatchCommand.self, TestCommand.self, AnalyzeCommand.self, EmbedCommand.self, EvalCommand.self, LintCommand.self, ExpandCommand.self, MigrateCommand.self, ImportCommand.self, ServeCommand.self, IntentsCommand.self, WidgetsCommand.self],
        defaultSubcommand: MatchCommand.self
    )

    /// Runs the command. Commands only throw: `exit(reporting:help:)` turns every error into
    /// the exit status and the one `error:` line of CONTRACTS.md §2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(reporting: error, help: "shortcutpreview --help")
        }
    }
}
