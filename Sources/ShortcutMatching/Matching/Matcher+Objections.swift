import DenseEmbedding
import ShortcutPreviewCore

/// The reasons a "no" gives besides the threshold: a negative phrase, nothing asked, an
/// action the shortcut does not do; each says which words decided it.
extension Matcher {
    /// Which negative phrase turned the utterance away, and from what: a "no" that teaches
    /// says what to reword (the utterance, or the negative phrase).
    func negativeExplanation(_ ranking: Ranking, over leader: (intent: Int, phrase: Int32, score: Float)? = nil) -> String? {
        guard phrases.indices.contains(Int(ranking.negativePhrase)) else { return nil }
        let negative = "closer to the negative phrase \"\(phrases[Int(ranking.negativePhrase)].text)\" (score "
            + ScoreText.twoDecimals(calibrated(ranking.negativeScore)) + ")"
        guard let leader else { return negative + " than to any shortcut" }
        return negative + " than to \(intents[leader.intent]) (" + ScoreText.twoDecimals(calibrated(leader.score)) + ")"
    }

    /// Whether what the utterance asks (beyond the app's name and the leader's values) agrees
    /// with the closest negative phrase's words, as a shortcut's phrases must for a match, and
    /// says its action if it has one; true without the action check.
    func negativeAgrees(_ ranking: Ranking, asked residual: ActionJudge.Residual?, leader: Int?) -> Bool {
        guard let judge, let residual, let profile = judge.negativeProfiles[ranking.negativePhrase] else { return true }
        // "Send Demo summary to the store" turns away sending, not every request about a summary.
        guard judge.saysAction(of: profile, beyond: leader, in: residual) else { return false }
        let verdict = judge.verdict(residual, intent: profile, namedValue: false,
                                    meaning: configuration.embedding.map { embedding in { embedding.vector(of: $0) } },
                                    nearestCosine: .infinity, agreementCosine: configuration.denseAgreement)
        return verdict == .agrees
    }

    /// The no-action objection when the utterance asks for nothing beyond the app's name (the
    /// leader's parameter values, if it names any, count as asking), else nil.
    static func nothingAsked(
        _ asked: (values: Set<Int>, residual: ActionJudge.Residual), judge: ActionJudge, leader: Int?, intents: [String]
    ) -> (reason: NoMatchReason, explanation: String)? {
        let intent = leader ?? 0
        let verdict = judge.verdict(asked.residual, intent: intent, namedValue: !asked.values.isEmpty)
        guard verdict == .nothingAsked || verdict == .onlyOpensApp || verdict == .aboutTheApp else { return nil }
        return Self.objection(verdict, intent: intents.indices.contains(intent) ? intents[intent] : "")
    }

    /// ``objection(_:intent:)`` for candidate `intent`, naming the shortcuts whose phrases do
    /// say an action the candidate's do not, with their scores: "overview" is not what OpenList
    /// does, but SummarizeList's phrases say it.
    func objection(_ verdict: ActionJudge.Verdict, intent: Int, ordered: [(intent: Int, phrase: Int32, score: Float)]) -> (reason: NoMatchReason, explanation: String)? {
        guard case let .otherAction(key, word, classes) = verdict, let judge else { return Self.objection(verdict, intent: intents[intent]) }
        let others = judge.shortcuts(saying: key, classes: classes).filter { $0 != intent }
        guard !others.isEmpty else { return Self.objection(verdict, intent: intents[intent]) }
        let named = others.map { other in
            intents[other] + (ordered.first { $0.intent == other }.map { " (score " + ScoreText.twoDecimals(calibrated($0.score)) + ")" } ?? "")
        }
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        return (.actionMismatch, "\"\(word)\" is not what \(intents[intent]) does; \(list) \(named.count == 1 ? "says" : "say") it, but not closely enough")
    }

    /// Why a higher-scoring shortcut was set aside for the match (``Match/passedOver``).
    static func setAside(_ verdict: ActionJudge.Verdict, intent: String) -> String {
        switch verdict {
        case let .otherAction(_, word, _): return "\"\(word)\" is not what \(intent) does"
        case let .unrelated(words): return "\"\(words)\" fits none of \(intent)'s phrases"
        default: return objection(verdict, intent: intent)?.explanation ?? "its phrases do not ask for this"
        }
    }

    static func objection(_ verdict: ActionJudge.Verdict, intent: String) -> (reason: NoMatchReason, explanation: String)? {
        switch verdict {
        case .agrees:
            return nil
        case .nothingAsked:
            return (.noAction, "nothing is asked beyond the app's name: its other words are greetings, thanks, politeness or function words")
        case .onlyOpensApp:
            return (.noAction, "this opens the app itself; no shortcut runs")
        case .aboutTheApp:
            return (.noAction, "this asks about the app itself (price, offline use, safety); no shortcut runs")
        case let .otherAction(_, word, _):
            return (.actionMismatch, "\"\(word)\" is not what \(intent) does, and no shortcut's phrases say it")
        case let .unrelated(words):
            return (.actionMismatch, "\"\(words)\" fits none of \(intent)'s phrases")
        }
    }
}
