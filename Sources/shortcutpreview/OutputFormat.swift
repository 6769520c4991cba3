import ArgumentParser

/// What `lint --format` prints.
enum LintFormat: String, CaseIterable, ExpressibleByArgument {
    /// One line per finding, then the counts (the default).
    case text
    /// One JSON object: `{errors, warnings, infos, findings, rules}` (what `--json` prints).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// GitHub Actions workflow commands, which show as annotations on the pull request.
    case github
}

/// What `test --format` prints.
enum TestFormat: String, CaseIterable, ExpressibleByArgument {
    /// Each failure as a `FAIL` line, then the counts (the default).
    case text
    /// One JSON object with every case, passed or not.
    case json
    /// GitHub Actions workflow commands for the failures, then the counts.
    case github
    /// JUnit XML: one test suite per locale, one test case per suite line.
    case junit
}

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), escaped as the
/// runner expects: in the message `%`, CR and LF; in a property also `:` and `,`.
enum WorkflowCommand {
    /// One command line.
    static func line(_ command: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        escape(text, also: [])
    }

    static func escapeProperty(_ text: String) -> String {
        escape(text, also: [":", ","])
    }

    /// By scalar, because CR LF is one `Character` in Swift.
    private static func escape(_ text: String, also extra: Set<Unicode.Scalar>) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where extra.contains(scalar): output += "%3A"
            case "," where extra.contains(scalar): output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
