import PreviewSession

/// What `test --format junit` prints: JUnit XML as CI test tabs read it. One `testsuite` per
/// locale, in the order the suite first uses it; one `testcase` per suite line, named by the
/// utterance; a failed case holds a `failure` with the expected and the actual result.
enum SuiteJUnit {
    static func document(_ run: SuiteRun, suite: String) -> String {
        var locales: [String] = []
        for outcome in run.outcomes where !locales.contains(outcome.locale) { locales.append(outcome.locale) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(suite))\" tests=\"\(run.outcomes.count)\" failures=\"\(run.failures.count)\" errors=\"0\">\n"
        for locale in locales {
            let cases = run.outcomes.filter { $0.locale == locale }
            let failed = cases.filter { $0.failure != nil }.count
            xml += "  <testsuite name=\"\(escape(locale))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            for outcome in cases {
                let attributes = "classname=\"\(escape(locale))\" name=\"\(escape(outcome.utterance))\" file=\"\(escape(suite))\" line=\"\(outcome.line)\""
                guard let failure = outcome.failure else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
                xml += "    <testcase \(attributes)>\n"
                xml += "      <failure message=\"\(escape(failure))\" type=\"mismatch\">"
                xml += escape("\(suite):\(outcome.line) [\(locale)]\nexpected: \(outcome.expected)\nactual: \(outcome.actual)", inAttribute: false)
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text for an attribute or element: the five markup characters as entities, line breaks
    /// kept readable in attributes, and the characters XML 1.0 cannot hold (C0 controls other
    /// than tab, LF and CR; U+FFFE, U+FFFF) as U+FFFD, since a suite may say anything.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r" where inAttribute: output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n", "\r", "\t": output.unicodeScalars.append(scalar)
            case "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default:
                output.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
            }
        }
        return output
    }
}
