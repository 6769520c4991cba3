public import ArgumentParser

extension ParsableCommand {
    /// Ends the process for an error that `parseAsRoot()` or `run()` threw: the one place that
    /// maps errors to exit statuses and to the line on standard error (CONTRACTS.md §2).
    ///
    /// - `ExitCode`: that status, nothing printed (1 for no match, failed suites and lint
    ///   errors; a child tool's status, whose message it printed itself).
    /// - Usage errors (ArgumentParser's, and `ValidationError` from `validate()`): 2 with
    ///   `error: <first line> (see <help>)` instead of ArgumentParser's 64 and its usage text.
    /// - `--help` and `--version`: ArgumentParser's own output and status 0.
    /// - Every other error (``CommandFailure`` and the libraries' errors, which print as one
    ///   line naming file, key or locale with a remedy): 2 with `error: <description>`.
    ///
    /// Call it on the root command type, whose name ArgumentParser puts in usage messages.
    public static func exit(reporting error: any Error, help: String) -> Never {
        if error is ExitCode { self.exit(withError: error) }
        switch exitCode(for: error) {
        case .validationFailure:
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            printError("error: \(message) (see \(help))")
        case .success:
            self.exit(withError: error)
        default:
            printError("error: \(error)")
        }
        self.exit(withError: ExitCode(2))
    }
}
