/// The chosen shortcut matches when it scores at least the threshold, less the slack a word
/// earned it (``OwnWordRule``, ``ActionCheckRule``); otherwise nothing is close enough.
///
/// The last rule: it always decides.
struct ThresholdRule: AcceptanceRule {
    static let id = AcceptanceRuleID.threshold

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        let configuration = matcher.configuration
        guard let chosen = decision.chosen else {
            return decision.refuse(.belowThreshold, matcher.scriptMismatch(decision.reading))
        }
        let score = matcher.calibrated(chosen.score)
        // A shortcut heard for a word may sit under the threshold: the leader for its own word,
        // another shortcut for the word the leader objected to or for the leader's topic.
        let slack = decision.byWord[chosen.intent] ?? 0
        guard score >= configuration.threshold - slack else {
            return decision.refuse(.belowThreshold, matcher.scriptMismatch(decision.reading))
        }
        var match = matcher.makeMatch(intent: matcher.intents[chosen.intent], phrase: Int(chosen.phrase), kind: .flexible,
                                      score: score, mentioned: decision.mentioned, units: decision.units, scratch: decision.scratch)
        // A match carried under the threshold by its action word is as sure as one at the
        // threshold, at least: on the regression sets (Tests/RegressionSets), 100 such matches
        // were all right, against 5 of 3,300 unrelated sentences framed with the app's name.
        if slack > 0, score < configuration.threshold {
            match.confidence = max(match.confidence, configuration.confidenceCurve.confidence(ofScore: configuration.threshold))
        }
        match.passedOver = decision.passedOver.filter { $0.candidate.score > chosen.score }
            .sorted { $0.candidate.score > $1.candidate.score }
            .map { set in
                PassedOver(intent: matcher.intents[set.candidate.intent], score: matcher.calibrated(set.candidate.score),
                           reason: Matcher.setAside(set.verdict, intent: matcher.intents[set.candidate.intent]))
            }
        // Within the margin either way: a runner-up chosen by the action check may sit far below
        // the leader it passed over.
        match.closeCalls = decision.ordered.filter {
            $0.intent != chosen.intent && abs(score - matcher.calibrated($0.score)) <= configuration.closeCallMargin
        }
        .map { matcher.intents[$0.intent] }
        decision.result.match = match
        return .decided
    }
}
