/// A problem the command line finds in what it was given (an option's value, a suite line, a
/// path), reported as one `error:` line and exit status 2, like a library error.
///
/// Commands throw it instead of printing and exiting themselves, so that one place
/// (`ParsableCommand.exit(reporting:help:)`) decides what reaches standard
/// error and which status the process ends with, as swift-argument-parser's own
/// `ValidationError` does for usage.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the input: `suite.jsonl: line 3: "intent" must be a string`.
    public var message: String
    /// What to do instead, shown in parentheses after the message; nil when the message says it.
    public var remedy: String?

    /// A failure with what is wrong and, optionally, what to do instead.
    public init(_ message: String, remedy: String? = nil) {
        self.message = message
        self.remedy = remedy
    }

    /// A library error seen in a context the error itself cannot name (the workload being
    /// evaluated, the utterance being analysed): `context: error`.
    public init(_ context: String, _ error: any Error) {
        self.init("\(context): \(error)")
    }

    /// The line after `error: `.
    public var description: String {
        remedy.map { "\(message) (\($0))" } ?? message
    }
}
