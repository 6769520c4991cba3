import PreviewSession
import ShortcutMatching

/// How match results are shown to people; scripts get `MatchSession.Outcome`'s JSON form.
enum MatchOutput {
    /// The UTF-16 `range` of `text` (the matcher's offsets); empty when it is out of bounds.
    static func slice(_ text: String, _ range: Range<Int>) -> String {
        MatchSession.slice(text, range)
    }

    /// A few lines for a person; highlighted words in bold when `color` is on.
    static func text(_ outcome: MatchSession.Outcome, color: Bool) -> String {
        let result = outcome.result
        var lines: [String] = []
        if let match = result.match {
            let title = match.shortTitle.map { " (\($0))" } ?? ""
            let confidence = match.kind == .flexible ? ", confidence \(fixed(match.confidence))" : ""
            lines.append("\(match.intent)\(title): \(match.kind.rawValue) match, score \(fixed(match.score))\(confidence)")
            lines.append("  words: \(highlight(result.utterance, match.evidence, color: color))")
            lines.append("  closest phrase: \(match.phrase)")
            if let request = match.request {
                lines.append("  request: \"\(MatchSession.slice(result.utterance, request))\" (the rest read as context)")
            }
            for parameter in match.parameters {
                if let id = parameter.valueID {
                    lines.append("  \(parameter.name) = \(id) (\(parameter.title ?? id), by \(parameter.evidence?.rawValue ?? "title"))")
                } else if !parameter.ambiguousWith.isEmpty {
                    lines.append("  \(parameter.name) = ambiguous: \(parameter.ambiguousWith.joined(separator: ", "))")
                } else {
                    lines.append("  \(parameter.name) = (not named; Siri would ask)")
                }
            }
            for other in match.passedOver {
                lines.append("  chosen over \(other.intent) (score \(fixed(other.score))): \(other.reason)")
            }
            if !match.closeCalls.isEmpty {
                lines.append("  close call: \(match.closeCalls.joined(separator: ", ")) within \(fixed(Matcher.closeCallMargin)) of it; Siri may run any of them (make their phrases differ more)")
            }
            if !match.applicationNameMentioned {
                lines.append("  note: the app name is not said; Siri needs it to run the shortcut")
            }
        } else {
            let reason: String
            switch result.reason {
            case .negativePhrase?: reason = "turned away by a negative phrase" + (result.explanation.map { ": \($0)" } ?? "")
            case .noPhrasesInLocale?: reason = "the catalog has no phrases in \(result.locale)"
            case .appNameMissing?: reason = "the app's name is missing (Siri runs a shortcut only when it is said)"
            case .noAction?, .actionMismatch?: reason = result.explanation ?? "it asks for something no shortcut does"
            default: reason = "nothing is close enough" + (result.explanation.map { ": \($0)" } ?? "")
            }
            lines.append("No match in \(result.locale): \(reason).")
            if let near = result.nearMiss {
                let lead = result.reason == .appNameMissing ? "with the app's name said" : "closest"
                lines.append("  \(lead): \(near.intent) (\(near.kind.rawValue), score \(fixed(near.score))): \"\(near.phrase)\"")
            } else if result.reason == .appNameMissing {
                let script = result.explanation?.split(separator: ": ", maxSplits: 1).dropFirst().first.map { ": \($0)" } ?? ""
                lines.append("  even with the app's name, nothing would be close enough" + script)
            }
        }
        let others = result.candidates.filter { $0.intent != result.match?.intent }
        if !others.isEmpty {
            lines.append("  candidates: " + others.map { "\($0.intent) \(fixed($0.score))" }.joined(separator: ", "))
        }
        if outcome.crossLingual, let word = outcome.byAction, let source = outcome.sourceLanguage, let match = source.match {
            lines.append("Untranslated in \(result.locale): \"\(word)\" is what \(match.intent) does (no \(result.locale) phrase), as its \(source.locale) phrase says (score \(fixed(match.score))): \"\(match.phrase)\".")
        } else if outcome.crossLingual, let source = outcome.sourceLanguage, let match = source.match, let own = result.match {
            lines.append("Untranslated in \(result.locale): by meaning, \(match.intent) (no \(result.locale) phrase) is closer than \(own.intent), through its \(source.locale) phrase (score \(fixed(match.score))): \"\(match.phrase)\".")
        } else if outcome.crossLingual, let source = outcome.sourceLanguage, let match = source.match {
            lines.append("Untranslated in \(result.locale): by meaning, this is closest to \(match.intent)'s \(source.locale) phrase (score \(fixed(match.score))): \"\(match.phrase)\".")
        } else if let source = outcome.sourceLanguage, let match = source.match {
            lines.append("In \(source.locale) (the source language) this would trigger \(match.intent) (\(match.kind.rawValue), score \(fixed(match.score))): \"\(match.phrase)\".")
        } else if let source = outcome.sourceLanguage, let near = source.nearMiss {
            lines.append("In \(source.locale) (the source language), with the app's name said, this would trigger \(near.intent) (\(near.kind.rawValue), score \(fixed(near.score))): \"\(near.phrase)\".")
        }
        return lines.joined(separator: "\n")
    }

    private static func highlight(_ text: String, _ ranges: [Range<Int>], color: Bool) -> String {
        var output = ""
        var position = 0
        let length = text.utf16.count
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
            output += slice(text, position..<range.lowerBound)
            let word = slice(text, range)
            output += color ? "\u{1B}[1;32m\(word)\u{1B}[0m" : "[\(word)]"
            position = range.upperBound
        }
        output += slice(text, position..<length)
        return output
    }
}
