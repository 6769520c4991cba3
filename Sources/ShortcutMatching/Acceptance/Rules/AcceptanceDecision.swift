internal import TextAnalysis

/// What the acceptance rules read and decide for one utterance: the ranking's leaders, the
/// utterance read once, and the result as the rules decide it.
struct AcceptanceDecision {
    /// A shortcut as the ranking scored it: its best phrase and raw score.
    typealias Ranked = (intent: Int, phrase: Int32, score: Float)
    /// What a request asks beyond the app's name and the leader's values.
    typealias Asked = (values: Set<Int>, residual: ActionJudge.Residual)

    let utterance: String
    let ranking: Matcher.Ranking
    /// Only phrases as written may match.
    let exactOnly: Bool
    /// False when re-matching with the app name added for a near miss: the gates that would
    /// turn it away for lacking the name, or for asking nothing, stand aside.
    let gated: Bool
    let scratch: MatchScratch
    let units: [(hash: UInt64, token: Int32)]
    /// The utterance's pieces and where it names the app; nil for a matcher without app names.
    let reading: Matcher.Reading?
    /// Whether the utterance names the app or a synonym.
    let mentioned: Bool
    /// The leaders, best first: at least the three the action check weighs, none when only
    /// phrases as written may match.
    let ordered: [Ranked]
    /// The result so far.
    var result: MatchResult
    /// The shortcut that matches unless a rule objects: the leader at first.
    var chosen: Ranked?
    /// Shortcuts heard below the threshold because their phrases say the request's word, with
    /// how far below they may score.
    var byWord: [Int: Float] = [:]
    /// Candidates set aside by the action check, with the reason.
    var passedOver: [(candidate: Ranked, verdict: ActionJudge.Verdict)] = []
    /// Which shortcuts score close enough to be what is asked, for ambiguous words: "決済"
    /// (payments) rules ViewRecentPurchases out only when PayBalance is in the running. Read
    /// only for a request with an ambiguous word.
    var heard: Set<Int>? = nil
    private var askedOnce: Asked?? = nil
    private var negativeOnce: Bool? = nil

    /// The best-ranked shortcut, if any may match flexibly.
    var leader: Ranked? { ordered.first }

    init(utterance: String, ranking: Matcher.Ranking, exactOnly: Bool, gated: Bool, scratch: MatchScratch,
         units: [(hash: UInt64, token: Int32)], reading: Matcher.Reading?, mentioned: Bool, ordered: [Ranked], result: MatchResult) {
        self.utterance = utterance
        self.ranking = ranking
        self.exactOnly = exactOnly
        self.gated = gated
        self.scratch = scratch
        self.units = units
        self.reading = reading
        self.mentioned = mentioned
        self.ordered = ordered
        self.result = result
        self.chosen = ordered.first
    }

    /// What the utterance asks beyond the app's name and the leader's values, read once for
    /// the negative phrases, the "nothing asked" check and the leader's action check; nil
    /// without an action judge or a reading, and when only phrases as written may match.
    /// Read on first use: an utterance without the app's name rarely needs it.
    mutating func asked(_ matcher: Matcher) -> Asked? {
        if let done = askedOnce { return done }
        let reading = exactOnly ? nil : reading
        let value: Asked? = matcher.judge.flatMap { judge in
            reading.map { reading in
                let values = ordered.first.map {
                    matcher.valueTokens(of: $0.intent, scratch: scratch, units: units, reading: reading)
                } ?? []
                return (values, reading.residual(masking: values, judge: judge))
            }
        }
        askedOnce = .some(value)
        return value
    }

    /// Whether the closest negative phrase turns the utterance away: close enough, and asking
    /// for the same thing (closeness alone often comes from the app's name and the particles).
    mutating func negativeApplies(_ matcher: Matcher) -> Bool {
        if let done = negativeOnce { return done }
        let applies = matcher.calibrated(ranking.negativeScore) >= matcher.configuration.threshold
            && matcher.negativeAgrees(ranking, asked: asked(matcher)?.residual, leader: ordered.first?.intent)
        negativeOnce = applies
        return applies
    }

    /// Ends with no match, for `reason`.
    mutating func refuse(_ reason: NoMatchReason, _ explanation: String?) -> AcceptanceStep {
        result.reason = reason
        result.explanation = explanation
        return .decided
    }

    /// The leader as a near miss: what would match but for the rule that refused it.
    func leaderAsNearMiss(_ matcher: Matcher) -> Match? {
        guard let top = leader else { return nil }
        return matcher.makeMatch(intent: matcher.intents[top.intent], phrase: Int(top.phrase), kind: .flexible,
                                 score: matcher.calibrated(top.score), mentioned: mentioned, units: units, scratch: scratch)
    }
}
