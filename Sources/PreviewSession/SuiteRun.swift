public import CommandLineSupport
public import ShortcutCatalog
import ShortcutMatching

/// A suite run against a catalog (`shortcutpreview test`, and `serve`'s `/api/test`).
public struct SuiteRun: Sendable {
    /// One case that did not meet its expectation.
    public struct Failure: Sendable {
        /// The case's line in the suite file.
        public var line: Int
        /// The locale it was matched in.
        public var locale: String
        /// What was said.
        public var utterance: String
        /// What was expected and what came instead.
        public var message: String
    }

    /// One case as it ran, passed or not.
    public struct Outcome: Sendable {
        /// The case's line in the suite file.
        public var line: Int
        /// The locale it was matched in.
        public var locale: String
        /// What was said.
        public var utterance: String
        /// What the case expects (``SuiteCase/expectation``).
        public var expected: String
        /// What came (``SuiteCase/outcome(of:)``).
        public var actual: String
        /// Why it failed; nil when it passed.
        public var failure: String?
    }

    /// How many cases met their expectation.
    public var passed = 0
    /// The others, in suite order.
    public var failures: [Failure] = []
    /// Every case, in suite order.
    public var outcomes: [Outcome] = []

    /// Runs `cases` in `session`; `onFailure` sees each failure as it happens.
    public init(_ cases: [SuiteCase], session: inout MatchSession, exactOnly: Bool, onFailure: (Failure) -> Void = { _ in }) throws {
        for testCase in cases {
            let locale = testCase.locale ?? session.catalog.sourceLanguage
            let outcome = try session.match(testCase.utterance, tag: locale, exactOnly: exactOnly, top: 3)
            let message = testCase.failure(of: outcome.result)
            outcomes.append(Outcome(line: testCase.line, locale: locale, utterance: testCase.utterance, expected: testCase.expectation,
                                    actual: SuiteCase.outcome(of: outcome.result), failure: message))
            if let message {
                let failure = Failure(line: testCase.line, locale: locale, utterance: testCase.utterance, message: message)
                failures.append(failure)
                onFailure(failure)
            } else {
                passed += 1
            }
        }
    }

    /// A misspelt intent or parameter would fail every time and read as a matching problem;
    /// it is a mistake in the suite, so it throws naming the line and the names there are.
    public static func checkNames(_ cases: [SuiteCase], suite: String, against catalog: Catalog) throws(CommandFailure) {
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
