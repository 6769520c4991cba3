import ShortcutMatching
public import StrictJSON

/// What `match --json` prints for one utterance (CONTRACTS.md §2): the result, and the
/// source language's when that was tried too.
extension MatchSession.Outcome: JSONRepresentable {
    /// The object of CONTRACTS.md §2, which `match --json` prints and `serve`'s `/api/match` answers.
    public var jsonValue: JSONValue {
        var members = Self.members(result)
        if let sourceLanguage {
            var source = Self.members(sourceLanguage)
            if crossLingual { source.append(("crossLingual", .bool(true))) }
            if crossLingual, let byAction { source.append(("byAction", .string(byAction))) }
            members.append(("sourceLanguageMatch", .object(source)))
        }
        return .object(members)
    }

    private static func members(_ result: MatchResult) -> [(String, JSONValue)] {
        [
            ("utterance", .string(result.utterance)),
            ("locale", .string(result.locale)),
            ("match", result.match.map { match(result.utterance, $0) } ?? .null),
            ("reason", result.reason.map { .string($0.rawValue) } ?? .null),
            ("candidates", .array(result.candidates.map {
                .object([("intent", .string($0.intent)), ("phrase", .string($0.phrase)), ("score", score($0.score))])
            })),
            ("applicationNameMentioned", .bool(result.applicationNameMentioned)),
            ("nearMiss", result.nearMiss.map { match(result.utterance, $0) } ?? .null),
            ("explanation", result.explanation.map { .string($0) } ?? .null),
            ("rule", result.rule.map { .string($0.rawValue) } ?? .null),
        ]
    }

    private static func match(_ utterance: String, _ match: Match) -> JSONValue {
        .object([
            ("intent", .string(match.intent)),
            ("shortTitle", match.shortTitle.map { .string($0) } ?? .null),
            ("phrase", .string(match.phrase)),
            ("kind", .string(match.kind.rawValue)),
            ("score", score(match.score)),
            ("confidence", score(match.confidence)),
            ("parameters", .object(match.parameters.map { parameter in
                (parameter.name, parameterValue(utterance, parameter))
            })),
            ("applicationNameMentioned", .bool(match.applicationNameMentioned)),
            ("closeCalls", .array(match.closeCalls.map { .string($0) })),
            ("passedOver", .array(match.passedOver.map {
                .object([("intent", .string($0.intent)), ("score", score($0.score)), ("reason", .string($0.reason))])
            })),
            ("ambiguous", .bool(match.isAmbiguous)),
            ("evidence", .array(match.evidence.map { range in
                .object([("start", .number(Double(range.lowerBound))), ("end", .number(Double(range.upperBound))),
                         ("text", .string(MatchSession.slice(utterance, range)))])
            })),
            ("request", match.request.map { range in
                .object([("start", .number(Double(range.lowerBound))), ("end", .number(Double(range.upperBound))),
                         ("text", .string(MatchSession.slice(utterance, range)))])
            } ?? .null),
        ])
    }

    private static func parameterValue(_ utterance: String, _ parameter: ResolvedParameter) -> JSONValue {
        if !parameter.ambiguousWith.isEmpty {
            return .object([("id", .null), ("ambiguous", .array(parameter.ambiguousWith.map { .string($0) }))])
        }
        guard let id = parameter.valueID else { return .null }
        var members: [(String, JSONValue)] = [("id", .string(id)), ("title", parameter.title.map { .string($0) } ?? .null)]
        if let range = parameter.utf16Range {
            members.append(("text", .string(MatchSession.slice(utterance, range))))
            members.append(("start", .number(Double(range.lowerBound))))
            members.append(("end", .number(Double(range.upperBound))))
        }
        if let evidence = parameter.evidence { members.append(("matchedBy", .string(evidence.rawValue))) }
        return .object(members)
    }

    private static func score(_ value: Float) -> JSONValue {
        .number((Double(value) * 10_000).rounded() / 10_000)
    }
}

extension MatchSession {
    /// The UTF-16 `range` of `text` (the matcher's offsets); empty when it is out of bounds.
    public static func slice(_ text: String, _ range: Range<Int>) -> String {
        let utf16 = text.utf16
        guard range.lowerBound >= 0, range.upperBound <= utf16.count else { return "" }
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }
}
