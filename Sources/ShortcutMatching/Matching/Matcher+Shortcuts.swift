extension Matcher {
    /// The shortcuts (intent names) that have at least one phrase in this matcher's locale,
    /// in order of their first phrase.
    public var shortcutNames: [String] { intents }

    /// `found` (this matcher's result for an utterance) turned into a match for the best of its
    /// candidates whose phrases say one of `classes` of action and that `allowed` accepts, or
    /// nil: what an action word of another locale's "no" ("要約") asks for here ("summarize").
    /// The match is flexible, at that candidate's score, with no parameters or evidence.
    package func bridge(_ found: MatchResult, toShortcutsSaying classes: Set<String>, where allowed: (String) -> Bool) -> MatchResult? {
        guard let judge, !classes.isEmpty else { return nil }
        let saying = Set(judge.shortcuts(sayingAnyOf: classes).map { intents[$0] })
        guard let best = found.candidates.first(where: { saying.contains($0.intent) && allowed($0.intent) }) else { return nil }
        var bridged = found
        bridged.match = Match(intent: best.intent, shortTitle: shortTitles[best.intent], phrase: best.phrase, kind: .flexible,
                              score: best.score, parameters: [], applicationNameMentioned: found.applicationNameMentioned,
                              evidence: [], confidence: configuration.confidenceCurve.confidence(ofScore: best.score))
        bridged.reason = nil
        bridged.nearMiss = nil
        bridged.explanation = nil
        return bridged
    }
}
