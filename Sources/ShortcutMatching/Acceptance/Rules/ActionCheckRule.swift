import DenseEmbedding

/// What is left of the request once the app's name and the values are masked must ask for what
/// the shortcut does (``ActionJudge/verdict(_:intent:namedValue:meaning:nearestCosine:agreementCosine:wordCosine:heard:)``).
///
/// The rule weighs the leader and the runners-up within
/// ``MatcherConfiguration/actionRunnerUpMargin`` of it, best first, and chooses the first
/// whose phrases agree with the request ("check off" over "add" for 項目にチェックを入れて).
/// When one objects to an action word, the shortcuts whose phrases say that word are heard
/// from ``MatcherConfiguration/objectedWordSlack`` under the threshold, before the others; when the leader is
/// unrelated to a topic the request names ("menu", "マイル"), those that name it are heard
/// from ``MatcherConfiguration/topicSlack`` under it (`ActionCheckRule+Hearing`). A leader that
/// agrees may still give way to a runner-up whose phrases say the action it lacks
/// (`ActionCheckRule+GivingWay`). When none agrees, the leader's objection is the reason.
struct ActionCheckRule: AcceptanceRule {
    static let id = AcceptanceRuleID.actionCheck

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        let configuration = matcher.configuration
        guard let judge = matcher.judge, let reading = decision.reading, let top = decision.leader else { return .next }
        let topScore = matcher.calibrated(top.score)
        guard topScore >= configuration.threshold else { return .next }
        var objection: (reason: NoMatchReason, explanation: String)? = nil
        // The action word that ruled the first candidate out, for the candidates after it.
        var decisive: String? = nil
        let floor = max(configuration.threshold, topScore - configuration.actionRunnerUpMargin)
        var pool = decision.ordered.prefix(configuration.actionCandidates).filter { matcher.calibrated($0.score) >= floor || $0.intent == top.intent }
        var next = 0
        while next < pool.count {
            let candidate = pool[next]
            next += 1
            let values: Set<Int>
            let residual: ActionJudge.Residual
            if candidate.intent == top.intent, let asked = decision.asked(matcher) {
                (values, residual) = asked
            } else {
                values = matcher.valueTokens(of: candidate.intent, scratch: decision.scratch, units: decision.units, reading: reading)
                residual = reading.residual(masking: values, judge: judge)
            }
            // The nearest phrase alone agrees only for the leader, and only at a score where one
            // remaining word is not easily nearest to something.
            let nearest = candidate.intent == top.intent && topScore >= configuration.denseNearestMinimumScore
                ? configuration.denseNearestAgreement : .infinity
            var verdict = self.verdict(residual, intent: candidate.intent, namedValue: !values.isEmpty, nearest: nearest,
                                       decisive: decisive, judge: judge, decision: &decision, matcher: matcher)
            // A request that gives its reason ("I've got a meeting in five minutes, so give me
            // the gist of my lists") is judged by its own clause when the whole is not.
            if verdict != .agrees {
                for clause in reading.requestClauses(masking: values, judge: judge)
                where self.verdict(clause, intent: candidate.intent, namedValue: !values.isEmpty, nearest: nearest,
                                   decisive: decisive, judge: judge, decision: &decision, matcher: matcher) == .agrees {
                    verdict = .agrees
                    break
                }
            }
            if verdict == .agrees {
                objection = nil
                decision.chosen = candidate
                if candidate.intent == top.intent {
                    giveWay(candidate, residual: residual, floor: floor, topScore: topScore, reading: reading, judge: judge,
                            decision: &decision, matcher: matcher)
                }
                break
            }
            decision.passedOver.append((candidate, verdict))
            guard objection == nil else { continue }
            objection = matcher.objection(verdict, intent: candidate.intent, ordered: decision.ordered)
            if case let .otherAction(key, word, classes) = verdict {
                decisive = key
                decision.result.objectedWord = word
                decision.result.objectedClasses = classes
                hearSayers(of: key, classes: classes, verdict: verdict, pool: &pool, next: next, judge: judge, decision: &decision, matcher: matcher)
            } else if case .unrelated = verdict, candidate.intent == top.intent {
                hearTopics(residual, leader: top.intent, pool: &pool, next: next, judge: judge, decision: &decision, matcher: matcher)
            }
        }
        guard let objection else { return .next }
        decision.result.nearMiss = decision.leaderAsNearMiss(matcher)
        // Words in another script than the locale's phrases ("summarize my list" against
        // Japanese ones) may come near by meaning and still fit no phrase word for word: the
        // script is then the clearer reason to give.
        return decision.refuse(objection.reason, matcher.scriptMismatch(decision.reading) ?? objection.explanation)
    }

    /// The judge's verdict on `residual` for shortcut `intent`, by words and by meaning.
    private func verdict(
        _ residual: ActionJudge.Residual, intent: Int, namedValue: Bool, nearest: Float, decisive: String?, judge: ActionJudge,
        decision: inout AcceptanceDecision, matcher: Matcher
    ) -> ActionJudge.Verdict {
        let configuration = matcher.configuration
        let heard = matcher.heardShortcuts(&decision.heard, for: residual, scratch: decision.scratch, units: decision.units)
        return judge.verdict(residual, intent: intent, namedValue: namedValue,
                             meaning: configuration.embedding.map { embedding in { embedding.vector(of: $0) } },
                             nearestCosine: nearest, agreementCosine: configuration.denseAgreement,
                             wordCosine: configuration.denseWordAgreement, heard: heard, decisive: decisive)
    }
}
