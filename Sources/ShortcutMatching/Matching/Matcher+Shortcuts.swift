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

    /// The classes of action of each lexicon word `utterance` says beyond the app's name, read
    /// with this matcher's locale and lexicon (empty without the action check): what another
    /// locale's shortcut can be compared with, since classes are shared across languages.
    /// `rulesOut` is whether the word rules out a shortcut whose phrases do not say it (not
    /// ambiguous, weak or a topic).
    package func actionClasses(in utterance: String) -> [(classes: Set<String>, rulesOut: Bool)] {
        guard let judge, let reading = read(utterance) else { return [] }
        return reading.residual(masking: [], judge: judge).actions.map {
            ($0.classes, !$0.ambiguous && !$0.classes.isSubset(of: ActionClass.neverConflicting))
        }
    }

    /// The classes of action shortcut `intent`'s phrases say in this matcher's locale.
    package func actionClasses(ofShortcut intent: String) -> Set<String> {
        guard let judge, let number = intents.firstIndex(of: intent), judge.profiles.indices.contains(number) else { return [] }
        return judge.profiles[number].classes
    }
}
