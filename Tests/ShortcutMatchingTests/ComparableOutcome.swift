import ShortcutMatching

/// What two results must agree on when one matcher was updated and the other built fresh.
struct ComparableOutcome: Equatable, CustomStringConvertible {
    var intent: String?
    var kind: MatchKind?
    var score: Float?
    var reason: NoMatchReason?
    var parameters: [String]

    init(_ result: MatchResult) {
        intent = result.match?.intent
        kind = result.match?.kind
        score = result.match?.score
        reason = result.reason
        parameters = result.match?.parameters.map {
            "\($0.name)=\($0.valueID ?? "nil")/\($0.evidence?.rawValue ?? "-")/\($0.ambiguousWith.joined(separator: ","))"
        } ?? []
    }

    func agrees(with other: ComparableOutcome) -> Bool {
        guard intent == other.intent, kind == other.kind, reason == other.reason, parameters == other.parameters else { return false }
        switch (score, other.score) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) <= 1e-6
        default: return false
        }
    }

    var description: String {
        "\(intent ?? "nil") \(kind?.rawValue ?? "-") \(score.map { "\($0)" } ?? "-") \(reason?.rawValue ?? "-") \(parameters)"
    }
}
