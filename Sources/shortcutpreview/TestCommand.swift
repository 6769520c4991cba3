import ArgumentParser
import CommandLineSupport
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

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var dense: DenseOptions

    @OptionGroup var acceptance: AcceptanceOptions

    @Flag(help: "Only exact phrases match.")
    var exact = false

    func run() throws {
        let cases = try SuiteFile.load(suite)
        var session = MatchSession(catalog: try projectOptions.load(catalog: catalog, matchable: true), dense: dense, acceptance: acceptance)
        try checkNames(cases, against: session.catalog)
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

    /// A misspelt intent or parameter would fail every time and read as a matching problem;
    /// it is a mistake in the suite, so it exits 2 naming the line and the names there are.
    private func checkNames(_ cases: [SuiteCase], against catalog: Catalog) throws(CommandFailure) {
        for testCase in cases {
            guard let intent = testCase.intent else { continue }
            guard let shortcut = catalog.shortcuts.first(where: { $0.intent == intent }) else {
                let known = catalog.shortcuts.map(\.intent).joined(separator: ", ")
                throw CommandFailure("\(suite): line \(testCase.line): intent \"\(intent)\" is not in the catalog", remedy: "it has \(known)")
            }
            let parameters = Set(shortcut.parameters.map(\.name))
            for name in testCase.parameters.keys.sorted() where !parameters.contains(name) {
                let known = parameters.isEmpty ? "none" : parameters.sorted().joined(separator: ", ")
                throw CommandFailure("\(suite): line \(testCase.line): \(intent) has no parameter \"\(name)\"", remedy: "its parameters: \(known)")
            }
        }
    }
}
