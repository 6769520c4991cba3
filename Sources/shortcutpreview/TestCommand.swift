import ArgumentParser
import ShortcutCatalog
import ShortcutMatching

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

    @OptionGroup var dense: DenseOptions

    @Flag(help: "Only exact phrases match.")
    var exact = false

    func run() throws {
        let cases = try SuiteFile.load(suite)
        var session = MatchSession(catalog: try loadMatchableCatalogOrExit(catalog), dense: dense)
        var passed = 0
        var failed = 0
        for testCase in cases {
            let outcome = try session.match(testCase.utterance, tag: testCase.locale ?? session.catalog.sourceLanguage, exactOnly: exact, top: 3)
            if let failure = testCase.failure(of: outcome.result) {
                failed += 1
                print("FAIL \(suite):\(testCase.line) [\(testCase.locale ?? session.catalog.sourceLanguage)] \"\(testCase.utterance)\": \(failure)")
            } else {
                passed += 1
            }
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }
}
