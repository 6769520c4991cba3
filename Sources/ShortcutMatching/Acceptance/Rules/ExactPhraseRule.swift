/// A phrase said as written runs its shortcut at full score, whatever else is close, as Siri
/// does with flexible matching off; a negative phrase said as written turns the utterance away.
struct ExactPhraseRule: AcceptanceRule {
    static let id = AcceptanceRuleID.exactPhrase

    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep {
        guard let exact = decision.ranking.exactPhrase else { return .next }
        let phrase = matcher.phrases[Int(exact)]
        guard let intent = phrase.intent else {
            return decision.refuse(.negativePhrase, "said exactly as the negative phrase \"\(phrase.text)\"")
        }
        decision.result.match = matcher.makeMatch(intent: intent, phrase: Int(exact), kind: .exact, score: 1, mentioned: decision.mentioned,
                                                  units: decision.units, scratch: decision.scratch)
        // Said exactly, the phrase is its shortcut's best candidate at full score.
        let shown = max(matcher.configuration.candidateCount, 1)
        decision.result.candidates.removeAll { $0.intent == intent }
        decision.result.candidates.insert(Candidate(intent: intent, phrase: phrase.text, score: 1), at: 0)
        decision.result.candidates = Array(decision.result.candidates.prefix(shown))
        return .decided
    }
}
