import ShortcutPreviewCore
internal import TextAnalysis
import DenseEmbedding

// How far the action check reaches: below the leader and below the threshold, and which
// shortcuts it hears for an ambiguous word.
extension Matcher {
    /// How far below the leader a runner-up whose phrases agree with the utterance's action
    /// may score and still be chosen instead ("check off" over "add" for 項目にチェックを入れて).
    static let actionRunnerUpMargin: Float = 0.1
    /// How far below the threshold a shortcut whose phrases say the word the leader objected to,
    /// or a leader whose phrases alone say the request's action word, may score and still
    /// match: the word names what is asked ("记到" adds), which the scores, carried by the
    /// shared list and app name, do not see. Chosen on the Calibration
    /// paraphrases (0.05, 0.1, 0.15: 0.1 and 0.15 gave the same, no wrong match more and no
    /// unrelated sentence more; Docs/accuracy.md).
    static let objectedWordSlack: Float = 0.1
    /// How far below the threshold a shortcut whose phrases name the topic of a request the
    /// leader's phrases do not agree with ("menu", "マイル") is heard. Chosen on the Calibration
    /// paraphrases (0.1, 0.2 and 0.3 gave 335, 336 and 336 right of 346, one
    /// more of 1,800 unrelated Tatoeba sentences accepted from 0.2). Ambiguous words keep
    /// ``objectedWordSlack`` for which shortcuts are in the running: at 0.2, "決済" (payments)
    /// ruled out ViewRecentPurchases for PayBalance at 0.39.
    static let topicSlack: Float = 0.2

    /// The shortcuts that score at least the threshold less ``objectedWordSlack``, read into
    /// `heard` once, when `residual` has an ambiguous word (the only case that needs them);
    /// nil otherwise.
    func heardShortcuts(_ heard: inout Set<Int>?, for residual: ActionJudge.Residual, scratch: MatchScratch,
                        units: [(hash: UInt64, token: Int32)]) -> Set<Int>? {
        guard heard == nil else { return heard }
        guard residual.actions.contains(where: { $0.ambiguous }) else { return nil }
        let floor = configuration.threshold - Self.objectedWordSlack
        heard = Set(rankedForResult(scratch, units: units, limit: intents.count).filter { calibrated($0.score) >= floor }.map(\.intent))
        return heard
    }
}
