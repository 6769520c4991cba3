/// A negative phrase turns an utterance away when it scores above every shortcut and asks for
/// the same thing (``AcceptanceDecision/negativeApplies(_:)``): closeness alone often comes
/// from the app's name and the particles.
struct NegativePhraseRule: AcceptanceRule {
    static let id = AcceptanceRuleID.negativePhrase

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        let top = decision.leader
        if let top, matcher.calibrated(decision.ranking.negativeScore) <= matcher.calibrated(top.score) { return .next }
        guard decision.negativeApplies(matcher) else { return .next }
        return decision.refuse(.negativePhrase, matcher.negativeExplanation(decision.ranking, over: top))
    }
}
