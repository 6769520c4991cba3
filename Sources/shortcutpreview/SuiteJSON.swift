import PreviewSession
import StrictJSON

/// What `test --format json` prints: the counts and every case with what it expected, what
/// came, and why it failed (null when it passed).
struct SuiteJSON: JSONRepresentable {
    var run: SuiteRun
    var suite: String

    var jsonValue: JSONValue {
        .object([
            ("suite", .string(suite)),
            ("passed", .number(Double(run.passed))),
            ("failed", .number(Double(run.failures.count))),
            ("cases", .array(run.outcomes.map { outcome in
                .object([
                    ("line", .number(Double(outcome.line))),
                    ("locale", .string(outcome.locale)),
                    ("utterance", .string(outcome.utterance)),
                    ("passed", .bool(outcome.failure == nil)),
                    ("expected", .string(outcome.expected)),
                    ("actual", .string(outcome.actual)),
                    ("failure", outcome.failure.map(JSONValue.string) ?? .null),
                ])
            })),
        ])
    }
}
