import ArgumentParser
import CommandLineSupport
import PreviewSession
import StrictJSON

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

    @Option(help: "Output: text, json, github (Actions annotations on the suite's lines) or junit (JUnit XML, one test suite per locale).")
    var format: TestFormat = .text

    func run() throws {
        let cases = try SuiteFile.load(suite)
        var session = MatchSession(catalog: try projectOptions.load(catalog: catalog, matchable: true), dense: dense, acceptance: acceptance)
        try SuiteRun.checkNames(cases, suite: suite, against: session.catalog)
        let format = format
        let run = try SuiteRun(cases, session: &session, exactOnly: exact) { failure in
            guard format == .text else { return }
            print("FAIL \(suite):\(failure.line) [\(failure.locale)] \"\(failure.utterance)\": \(failure.message)")
        }
        switch format {
        case .text:
            print("\(run.passed) passed, \(run.failures.count) failed")
        case .json:
            printJSON(SuiteJSON(run: run, suite: suite), style: .pretty)
        case .junit:
            print(SuiteJUnit.document(run, suite: suite), terminator: "")
        case .github:
            for failure in run.failures {
                print(WorkflowCommand.line("error", properties: [("file", suite), ("line", String(failure.line)), ("title", "shortcutpreview test [\(failure.locale)]")],
                                           message: "\"\(failure.utterance)\": \(failure.message)"))
            }
            print("\(run.passed) passed, \(run.failures.count) failed")
        }
        if !run.failures.isEmpty { throw ExitCode(1) }
    }
}
