public import CommandLineSupport

/// Refuses a command-line argument that is not valid UTF-8, which Swift would otherwise
/// repair with U+FFFD before anything could tell.
public func requireUTF8Arguments() throws(CommandFailure) {
    for index in 1..<Int(CommandLine.argc) {
        guard let argument = CommandLine.unsafeArgv[index] else { continue }
        if String(validatingCString: argument) == nil {
            throw CommandFailure("argument \(index) is not valid UTF-8", remedy: "pass the utterance as UTF-8")
        }
    }
}
