/// A statement asks for nothing, whatever words it shares with a phrase ("ByeMoney、
/// 今日はほんとに疲れたよ", "Wordnook, I've had such a long day"): it has no form of a request
/// (``ActionJudge/isStatement(_:)``, ``ActionJudge/onlyTells(_:nameTokens:residual:namedValue:)``).
struct StatementRule: AcceptanceRule {
    static let id = AcceptanceRuleID.statement

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        guard !decision.exactOnly, decision.gated, let judge = matcher.judge else { return .next }
        var tells = judge.isStatement(decision.utterance)
        // Only a request that names the app is read for it: chat is said to the app, and the
        // reading is the action check's own, so it costs nothing more there.
        if !tells, decision.mentioned, !judge.statementSubjects.isEmpty, let reading = decision.reading, let asked = decision.asked(matcher) {
            tells = judge.onlyTells(reading.pieces, nameTokens: reading.nameTokens, residual: asked.residual, namedValue: !asked.values.isEmpty)
        }
        guard tells else { return .next }
        return decision.refuse(.noAction, "this tells something and asks for nothing: it has no form of a request")
    }
}
