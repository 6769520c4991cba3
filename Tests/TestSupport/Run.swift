public import Foundation

/// One finished run of a process: its exit status and everything it printed.
public struct Run: CustomStringConvertible, Sendable {
    /// The exit status (or the signal's number when a signal ended it).
    public var status: Int32
    /// Standard output as UTF-8 text.
    public var stdout: String
    /// Standard error as UTF-8 text.
    public var stderr: String
    /// Standard output as bytes, for output that need not be UTF-8.
    public var stdoutBytes: Data

    /// The non-empty lines of standard output.
    public var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The non-empty lines of standard error.
    public var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// The status and the start of both outputs, for a failed expectation's message.
    public var description: String {
        "exit \(status)\nstdout: \(stdout.prefix(3000))\nstderr: \(stderr.prefix(2000))"
    }
}

/// A process that could not be started, such as an executable that was not built.
public struct RunFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String

    /// Creates the failure with its message.
    public init(_ description: String) { self.description = description }
}
