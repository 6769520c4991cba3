/// Siri runs an App Shortcut only when the utterance names the app (or a synonym): without
/// it, nothing matches, and the result says what would with the name added.
///
/// A negative phrase that applies decides instead (it is the better "no"). Catalogs without app
/// names (workloads) and ``MatcherConfiguration/requiresApplicationName`` off are never gated.
struct ApplicationNameRule: AcceptanceRule {
    static let id = AcceptanceRuleID.applicationName

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        guard !decision.exactOnly, decision.gated, matcher.configuration.requiresApplicationName,
              decision.reading != nil, !decision.mentioned, !decision.negativeApplies(matcher) else { return .next }
        let nearMiss = matcher.nearMiss(adding: matcher.applicationNameList.first ?? "", to: decision.utterance)
        decision.result.nearMiss = nearMiss
        return decision.refuse(.appNameMissing, nearMiss.map { "the app's name is missing; with it, this would trigger \($0.intent)" }
            ?? "the app's name is missing, and even with it nothing would be close enough"
            + (matcher.scriptMismatch(decision.reading).map { ": \($0)" } ?? ""))
    }
}
