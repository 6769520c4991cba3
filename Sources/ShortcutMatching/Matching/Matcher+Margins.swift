import ShortcutPreviewCore
internal import TextAnalysis
import DenseEmbedding

// Which shortcuts the action check hears for an ambiguous word (its reach below the leader and
// the threshold is in `MatcherConfiguration`).
extension Matcher {
    /// The shortcuts that score at least the threshold less ``MatcherConfiguration/objectedWordSlack``, read into
    /// `heard` once, when `residual` has an ambiguous word (the only case that needs them);
    /// nil otherwise.
    func heardShortcuts(_ heard: inout Set<Int>?, for residual: ActionJudge.Residual, scratch: MatchScratch,
                        units: [(hash: UInt64, token: Int32)]) -> Set<Int>? {
        guard heard == nil else { return heard }
        guard residual.actions.contains(where: { $0.ambiguous }) else { return nil }
        let floor = configuration.threshold - configuration.objectedWordSlack
        heard = Set(rankedForResult(scratch, units: units, limit: intents.count).filter { calibrated($0.score) >= floor }.map(\.intent))
        return heard
    }
}
