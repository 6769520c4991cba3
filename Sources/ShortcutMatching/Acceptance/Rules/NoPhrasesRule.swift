/// A catalog with no phrases in the locale matches nothing there, and says so rather than
/// "below the threshold".
struct NoPhrasesRule: AcceptanceRule {
    static let id = AcceptanceRuleID.noPhrases

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        guard matcher.phrases.isEmpty else { return .next }
        return decision.refuse(.noPhrasesInLocale, nil)
    }
}
