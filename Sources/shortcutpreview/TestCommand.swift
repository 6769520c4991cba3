import ArgumentParser
import CommandLineSupport
import PreviewSession

/// `shortcutpreview test SUITE.jsonl`: runs a suite of expectations against a catalog.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run a suite of utterances with their expected shortcuts (CONTRACTS.md §3).",
        discussion: "Prints each failure, then `N passed, N failed`. Exit 1 on any failure, 2 on an unreadable suite."
    )

    @Argument(help: "A JSON Lines suite: {\"utterance\", \"locale\", \"intent\" (or null), \"parameters\"}.")
    var suite: String

    @Option(help: "The catalog folder. Default: the bundled Demo catalog.")
    var catalog: String?

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var dense: DenseOptions

    @OptionGroup var acceptance: AcceptanceOptions

    @Flag(help: "Only exact phrases match.")
    var exact = false

    func run() throws {
        let cases = try SuiteFile.load(suite)
        var session = MatchSession(catalog: try projectOptions.load(catalog: catalog, matchable: true), dense: dense, acceptance: acceptance)
        try SuiteRun.checkNames(cases, suite: suite, against: session.catalog)
        let run = try SuiteRun(cases, session: &session, exactOnly: exact) { failure in
            print("FAIL \(suite):\(failure.line) [\(failure.locale)] \"\(failure.utterance)\": \(failure.message)")
        }
        print("\(run.passed) passed, \(run.failures.count) failed")
        if !run.failures.isEmpty { throw ExitCode(1) }
    }
}
