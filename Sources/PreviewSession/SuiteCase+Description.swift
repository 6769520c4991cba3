public import ShortcutMatching

extension SuiteCase {
    /// What the case expects, in one line: `OpenList`, `OpenList (list=groceries)`,
    /// `OpenList (a close call)`, `no match` or `no match (below-threshold)`.
    public var expectation: String {
        guard let intent else { return "no match" + (reason.map { " (\($0.rawValue))" } ?? "") }
        var details = parameters.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }
        if let ambiguous { details.append(ambiguous ? "a close call" : "alone") }
        return intent + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }

    /// What `result` gave, in the same form: `OpenList (score 0.82, list=groceries)` or
    /// `no match (below-threshold)`.
    public static func outcome(of result: MatchResult) -> String {
        guard let match = result.match else { return "no match (\(result.reason?.rawValue ?? "?"))" }
        var details = ["\(match.kind.rawValue), score \((match.score * 100).rounded() / 100)"]
        details += match.parameters.map { "\($0.name)=\($0.valueID ?? "none")" }
        if match.isAmbiguous { details.append("a close call with " + match.closeCalls.joined(separator: ", ")) }
        return match.intent + " (" + details.joined(separator: ", ") + ")"
    }
}
