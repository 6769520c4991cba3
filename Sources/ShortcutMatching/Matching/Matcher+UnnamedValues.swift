/// A phrase expanded over a parameter value the request does not name matches less well.
///
/// "スープシェフでトマトスープを頼んで" shares "スープ" and "頼ん" with "毎回頼んでるスープ"
/// (the usual soup), and a shortcut expanded over many values has many such chances: the
/// ranking's best phrase per shortcut is a maximum, so the shortcut with the most expansions
/// draws requests that name none of its values. The result therefore takes
/// ``MatcherConfiguration/unnamedValuePenalty`` off a candidate whose best phrase names a
/// value of a parameter type of which the request names no value, and ranks again.
extension Matcher {
    /// The candidates for a result: every shortcut the ranking scored, with the penalty for
    /// unnamed values, best first, cut to `limit` (default `candidateCount`). Without parameter values (a
    /// workload) this is ``ordered(_:limit:)``.
    ///
    /// - Complexity: O(s log s) for s scored shortcuts, and one value search per parameter type.
    func rankedForResult(_ scratch: MatchScratch, units: [(hash: UInt64, token: Int32)], limit: Int? = nil) -> [(intent: Int, phrase: Int32, score: Float)] {
        let limit = limit ?? max(configuration.candidateCount, 1)
        let penalty = configuration.unnamedValuePenalty
        guard penalty > 0, !valueMatchers.isEmpty else { return ordered(scratch, limit: limit) }
        // All of them: a penalty may bring up a shortcut from below the shown few, and what
        // matches must not depend on how many candidates are shown.
        var candidates = ordered(scratch, limit: intents.count)
        var named: [String: Bool] = [:]
        for at in candidates.indices {
            let phrase = Int(candidates[at].phrase)
            guard phrases.indices.contains(phrase), phrases[phrase].parameter != nil,
                  let type = phrases[phrase].parameterType, let matcher = valueMatchers[type] else { continue }
            let isNamed = named[type] ?? !matcher.hits(in: scratch.features, units: units).isEmpty
            named[type] = isNamed
            if !isNamed { candidates[at].score -= penalty }
        }
        candidates.sort { $0.score > $1.score || ($0.score == $1.score && $0.intent < $1.intent) }
        return Array(candidates.prefix(limit))
    }
}
