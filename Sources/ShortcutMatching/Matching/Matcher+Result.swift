import ShortcutPreviewCore
internal import TextAnalysis
import DenseEmbedding

extension Matcher {
    /// Assembles the result of a ranking by running ``AcceptanceRules/pipeline``: the first
    /// rule that decides gives the match or the reason for none, and names itself in
    /// ``MatchResult/rule``.
    ///
    /// - Parameter gated: false when re-matching with the app name added for a near miss.
    func result(for utterance: String, ranking: Ranking, exactOnly: Bool, scratch: MatchScratch, gated: Bool = true) -> MatchResult {
        var decision = decision(for: utterance, ranking: ranking, exactOnly: exactOnly, scratch: scratch, gated: gated)
        for rule in AcceptanceRules.pipeline where rule.apply(to: &decision, matcher: self) == .decided {
            decision.result.rule = type(of: rule).id
            break
        }
        if let match = decision.result.match {
            decision.result.match = resolvingValuesByMeaning(match, reading: decision.reading)
        }
        return decision.result
    }

    /// What the rules start from: the utterance read once, the leaders and the candidates shown.
    private func decision(for utterance: String, ranking: Ranking, exactOnly: Bool, scratch: MatchScratch, gated: Bool) -> AcceptanceDecision {
        let units = SurfaceMatcher.units(of: scratch.features)
        let reading = nameFinder.isEmpty ? nil
            : scratch.hasTokens ? read(AnalyzedText(text: utterance, locale: locale, tokens: scratch.tokens)) : read(utterance)
        let mentioned = reading.map { !$0.nameTokens.isEmpty } ?? !applicationNames.hits(in: scratch.features, units: units).isEmpty
        var result = MatchResult(utterance: utterance, locale: localeTag, match: nil, reason: nil, candidates: [], applicationNameMentioned: mentioned)
        // At least those the action check weighs, whatever `candidateCount` shows.
        let ordered = exactOnly || phrases.isEmpty ? []
            : rankedForResult(scratch, units: units, limit: max(configuration.candidateCount, configuration.actionCandidates))
        result.candidates = ordered.prefix(max(configuration.candidateCount, 1)).map {
            Candidate(intent: intents[$0.intent], phrase: phrases[Int($0.phrase)].text, score: calibrated($0.score))
        }
        return AcceptanceDecision(utterance: utterance, ranking: ranking, exactOnly: exactOnly, gated: gated, scratch: scratch,
                                  units: units, reading: reading, mentioned: mentioned, ordered: ordered, result: result)
    }
}
