import ArgumentParser

/// The `shortcutpreview` command: which App Shortcut an utterance triggers, in every locale.
@main
struct ShortcutPreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcutpreview",
        abstract: "Preview which App Shortcut an utterance triggers, in any locale.",
        discussion: "Exit status: 0 matched (or passed), 1 no match (or failures, or lint errors), 2 unusable input or usage.",
        subcommands: [MatchCommand.self, TestCommand.self, AnalyzeCommand.self, EvalCommand.self, LintCommand.self, ExpandCommand.self, MigrateCommand.self, ImportCommand.self],
        defaultSubcommand: MatchCommand.self
    )

    /// Runs the command, mapping usage errors to exit status 2 (CONTRACTS.md §2) with one
    /// `error:` line, instead of ArgumentParser's 64 and its multi-line usage text.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                printError("error: \(message) (see shortcutpreview --help)")
                self.exit(withError: ExitCode(2))
            }
            self.exit(withError: error)
        }
    }
}
