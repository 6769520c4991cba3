extension ActionCheckRule {
    /// The word a candidate objected to names what is asked: a shortcut whose phrases say it and
    /// that comes within ``MatcherConfiguration/objectedWordSlack`` of the threshold joins the
    /// pool, wherever it ranks ("记上" for AddItem, fourth behind OpenList, SummarizeList and
    /// CreateList). Those whose phrases do not say it either are set aside for the same reason,
    /// should a lower shortcut that says it match.
    ///
    /// Among all shortcuts, so that what matches does not depend on how many candidates are
    /// shown.
    func hearSayers(
        of key: String, classes: Set<String>, verdict: ActionJudge.Verdict, pool: inout [AcceptanceDecision.Ranked], next: Int,
        judge: ActionJudge, decision: inout AcceptanceDecision, matcher: Matcher
    ) {
        let configuration = matcher.configuration
        let sayers = Set(judge.shortcuts(saying: key, classes: classes))
        let everyone = sayers.isEmpty ? [] : matcher.rankedForResult(decision.scratch, units: decision.units, limit: matcher.intents.count)
        for other in everyone where !pool.contains(where: { $0.intent == other.intent }) {
            if sayers.contains(other.intent) {
                if matcher.calibrated(other.score) >= configuration.threshold - configuration.objectedWordSlack {
                    pool.append(other)
                    decision.byWord[other.intent] = configuration.objectedWordSlack
                }
            } else {
                decision.passedOver.append((other, verdict))
            }
        }
        // The word names what is asked: the shortcuts that say it are heard before the rest
        // ("unpause my run": Resume before Start, which shares only the run).
        guard next < pool.count, !sayers.isEmpty else { return }
        let rest = pool[next...]
        pool = Array(pool[..<next]) + rest.filter { sayers.contains($0.intent) } + rest.filter { !sayers.contains($0.intent) }
    }

    /// A topic the leader's phrases never name ("menu", "マイル") names what is asked as an
    /// action word does, without ruling the leader out: the shortcuts that name it join the pool
    /// from ``MatcherConfiguration/topicSlack`` under the threshold, and are heard before the
    /// other runners-up ("我点的汤出发了没": CheckOrderStatus before OrderUsual, which only
    /// shares the soup).
    func hearTopics(
        _ residual: ActionJudge.Residual, leader: Int, pool: inout [AcceptanceDecision.Ranked], next: Int,
        judge: ActionJudge, decision: inout AcceptanceDecision, matcher: Matcher
    ) {
        let configuration = matcher.configuration
        let topics = residual.actions.filter { !$0.classes.isDisjoint(with: ActionClass.topicClasses) && !judge.says($0, intent: leader) }
        let sayers = Set(topics.flatMap { judge.shortcuts(saying: $0.text, classes: $0.classes.intersection(ActionClass.topicClasses)) })
        guard !sayers.isEmpty else { return }
        for other in matcher.rankedForResult(decision.scratch, units: decision.units, limit: matcher.intents.count)
        where sayers.contains(other.intent) && !pool.contains(where: { $0.intent == other.intent })
            && matcher.calibrated(other.score) >= configuration.threshold - configuration.topicSlack {
            pool.append(other)
            decision.byWord[other.intent] = configuration.topicSlack
        }
        let rest = pool[next...]
        pool = Array(pool[..<next]) + rest.filter { sayers.contains($0.intent) } + rest.filter { !sayers.contains($0.intent) }
    }
}
