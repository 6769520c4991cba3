/// A statement asks for nothing, whatever words it shares with a phrase ("ByeMoney、
/// 今日はほんとに疲れたよ"): it has no form of a request (``ActionJudge/isStatement(_:)``).
struct StatementRule: AcceptanceRule {
    static let id = AcceptanceRuleID.statement

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        guard !decision.exactOnly, decision.gated, let judge = matcher.judge, judge.isStatement(decision.utterance) else { return .next }
        return decision.refuse(.noAction, "this tells something and asks for nothing: it has no form of a request")
    }
}
