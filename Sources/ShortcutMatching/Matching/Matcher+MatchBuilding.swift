import ShortcutPreviewCore
internal import TextAnalysis
import DenseEmbedding

// The `Match` a result reports, and the match a "no" for a missing app name would have been.
extension Matcher {
    func makeMatch(
        intent: String, phrase: Int, kind: MatchKind, score: Float, mentioned: Bool,
        units: [(hash: UInt64, token: Int32)], scratch: MatchScratch
    ) -> Match {
        let carried = index.sharedTokens(scratch.features, phrase: phrase)
        let strongest = carried.max() ?? 0
        let evidence = carried.indices.filter { carried[$0] > 0 && carried[$0] >= strongest * 0.25 }
            .map { scratch.features.tokenRanges[$0] }
        var match = Match(intent: intent, shortTitle: shortTitles[intent], phrase: phrases[phrase].text, kind: kind, score: score,
                          parameters: resolveParameters(of: intent, in: scratch.features, units: units), applicationNameMentioned: mentioned,
                          evidence: evidence)
        match.confidence = kind == .exact ? 1 : configuration.confidenceCurve.confidence(ofScore: score)
        return match
    }

    /// What the utterance would trigger with the app's name said after it: the preview's
    /// answer to "what did I mean?", computed only for a "no" because the name was missing.
    func nearMiss(adding name: String, to utterance: String) -> Match? {
        guard !name.isEmpty else { return nil }
        let extended = utterance + " " + name
        var scratch = MatchScratch()
        guard let ranking = try? rank(extended, exactOnly: false, scratch: &scratch, readsWords: true) else { return nil }
        guard var match = result(for: extended, ranking: ranking, exactOnly: false, scratch: scratch, gated: false).match else { return nil }
        // Ranges past the utterance point into the added name.
        let length = utterance.utf16.count
        match.evidence = match.evidence.filter { $0.upperBound <= length }
        match.applicationNameMentioned = false
        for number in match.parameters.indices where (match.parameters[number].utf16Range?.upperBound ?? 0) > length {
            match.parameters[number].utf16Range = nil
        }
        return match
    }
}
