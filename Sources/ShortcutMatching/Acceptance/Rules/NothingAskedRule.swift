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
        else {
            return opensTheApp(&decision, matcher: matcher) ? .decided : .next
        }
        if opensTheApp(&decision, matcher: matcher) { return .decided }
        if leaderClears { decision.result.nearMiss = decision.leaderAsNearMiss(matcher) }
        return decision.refuse(objection.reason, objection.explanation)
    }

    /// A request only to open the app ("Launch ShotDex", "fire up Cookle") runs the app's one
    /// shortcut whose phrases ask just that, however it scores: the words leave no doubt, and
    /// a paraphrase of "Open ${applicationName}" shares little with it besides the name.
    private func opensTheApp(_ decision: inout AcceptanceDecision, matcher: Matcher) -> Bool {
        guard decision.gated, let judge = matcher.judge, let opener = judge.appOpener, let asked = decision.asked(matcher),
              asked.values.isEmpty, asked.residual.words.isEmpty, !asked.residual.actions.isEmpty,
              asked.residual.actions.allSatisfy(ActionJudge.opens) else { return false }
        let ranked = decision.ordered.first { $0.intent == opener }
            ?? matcher.rankedForResult(decision.scratch, units: decision.units, limit: matcher.intents.count).first { $0.intent == opener }
        guard let ranked else { return false }
        let score = matcher.calibrated(ranked.score)
        var match = matcher.makeMatch(intent: matcher.intents[opener], phrase: Int(ranked.phrase), kind: .flexible, score: score,
                                      mentioned: decision.mentioned, units: decision.units, scratch: decision.scratch)
        let configuration = matcher.configuration
        match.confidence = max(match.confidence, configuration.confidenceCurve.confidence(ofScore: configuration.threshold))
        decision.chosen = ranked
        decision.result.match = match
        return true
    }
}
