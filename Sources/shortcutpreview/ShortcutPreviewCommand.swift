import ArgumentParser

/// The `shortcutpreview` command: which App Shortcut an utterance triggers, in every locale.
@main
struct ShortcutPreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcutpreview",
        abstract: "Preview which App Shortcut an utterance triggers, in any locale.",
        subcommands: [MatchCommand.self, TestCommand.self, AnalyzeCommand.self, EvalCommand.self, LintCommand.self, ExpandCommand.self, MigrateCommand.self],
        defaultSubcommand: MatchCommand.self
    )
}
