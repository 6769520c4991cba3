/// A word the request says names what is asked when the scores, carried by the shared list and
/// the app's name, do not see it (`Matcher+OwnWord`): a leader within
/// ``MatcherConfiguration/ownWordSlack`` under the threshold whose phrases alone say the
/// request's action is heard, or else the one runner-up whose phrases alone say it.
///
/// It never decides: the action check and the threshold judge the shortcut it hears.
/// (No runner-up scores above the leader, so under the slack nothing else is heard.)
struct OwnWordRule: AcceptanceRule {
    static let id = AcceptanceRuleID.ownWord

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        let configuration = matcher.configuration
        guard let judge = matcher.judge, let reading = decision.reading, let top = decision.leader else { return .next }
        let score = matcher.calibrated(top.score)
        guard score < configuration.threshold, score >= configuration.threshold - configuration.ownWordSlack,
              let asked = decision.asked(matcher) else { return .next }
        let scratch = decision.scratch
        let units = decision.units
        if matcher.leaderSaysOwnWord(asked, leader: top.intent, judge: judge, heard: &decision.heard, scratch: scratch, units: units) {
            decision.byWord[top.intent] = configuration.ownWordSlack
        } else if let other = matcher.runnerUpSayingOwnWord(asked.residual, leader: top.intent, reading: reading, judge: judge,
                                                            heard: &decision.heard, scratch: scratch, units: units) {
            decision.chosen = other
            decision.byWord[other.intent] = configuration.ownWordSlack
        }
        return .next
    }
}
