extension ActionCheckRule {
    /// A leader that agrees with nothing a runner-up's phrases do not also say (the value,
    /// "list"), while the request says an action the leader's phrases do not (a weak one,
    /// "take me to", which rules nothing out), gives way to that runner-up within the margin if
    /// its phrases say the action: "Take me to my work list in Demo" opens the list, not its
    /// summary.
    ///
    /// A topic (a `topic` class of the lexicon) hears the runner-up that names it from
    /// ``MatcherConfiguration/topicSlack`` under the threshold, as when the leader is unrelated
    /// ("what's on offer": ShowMenu, behind CheckOrderStatus, which only shares "take a look").
    func giveWay(
        _ leader: AcceptanceDecision.Ranked, residual: ActionJudge.Residual, floor: Float, topScore: Float,
        reading: Matcher.Reading, judge: ActionJudge, decision: inout AcceptanceDecision, matcher: Matcher
    ) {
        let configuration = matcher.configuration
        guard let action = residual.actions.first(where: { !$0.classes.isEmpty && !judge.says($0, intent: leader.intent) }) else { return }
        // Among all shortcuts, so that what matches does not depend on how many candidates are
        // shown.
        let everyone = decision.ordered.count < matcher.intents.count
            ? matcher.rankedForResult(decision.scratch, units: decision.units, limit: matcher.intents.count) : decision.ordered
        let topic = !action.classes.isDisjoint(with: ActionClass.topicClasses)
        let giveFloor = topic ? max(configuration.threshold - configuration.topicSlack, topScore - configuration.actionRunnerUpMargin) : floor
        let scratch = decision.scratch
        let units = decision.units
        for other in everyone where other.intent != leader.intent && matcher.calibrated(other.score) >= giveFloor
            && judge.says(action, intent: other.intent) {
            let otherValues = matcher.valueTokens(of: other.intent, scratch: scratch, units: units, reading: reading)
            // The runner-up's own values count as said by it ("work tasks" names a list for
            // OpenList, while MarkItemDone's phrases say "task").
            guard !judge.saysAnything(residual, intent: leader.intent, beyond: other.intent, besides: otherValues) else { continue }
            let otherResidual = reading.residual(masking: otherValues, judge: judge)
            if matcher.agrees(otherResidual, intent: other.intent, namedValue: !otherValues.isEmpty, judge: judge,
                              heard: &decision.heard, scratch: scratch, units: units) {
                decision.passedOver.append((leader, .otherAction(action.text, shown: action.shown, action.classes)))
                decision.chosen = other
                if topic { decision.byWord[other.intent] = configuration.topicSlack }
                return
            }
        }
    }
}
