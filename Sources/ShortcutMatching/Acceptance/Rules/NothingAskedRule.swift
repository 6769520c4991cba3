/// Nothing asked beyond the app's name is the reason, whatever the scores say: a greeting can
/// come close to a negative phrase that shares the name, or fall below the threshold, and
/// either would explain the "no" worse. A question about the app itself ("is Demo free?") and
/// a request only to open it are turned away here too.
///
/// Re-matching for a near miss wants only a match, so there the rule applies only to a leader
/// at the threshold.
struct NothingAskedRule: AcceptanceRule {
    static let id = AcceptanceRuleID.nothingAsked

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        let leaderClears = decision.leader.map { matcher.calibrated($0.score) >= matcher.configuration.threshold } == true
        guard decision.gated || leaderClears, let judge = matcher.judge, let asked = decision.asked(matcher),
              let objection = Matcher.nothingAsked(asked, judge: judge, leader: decision.leader?.intent, intents: matcher.intents)
        else { return .next }
        if leaderClears { decision.result.nearMiss = decision.leaderAsNearMiss(matcher) }
        return decision.refuse(objection.reason, objection.explanation)
    }
}
