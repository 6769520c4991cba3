extension Matcher {
    /// Mixes dense similarity into every shortcut's score: its centroid for all, and its best
    /// phrase for the few shortcuts leading after a first, centroid-only estimate.
    ///
    /// In a catalog of many shortcuts that the sparse index reranked, "all" means the ones it
    /// ranked (its leaders and runners-up, `MatchScratch.sparseRanked`): the others have no
    /// phrase scored and never get a dense similarity, so visiting them would change nothing.
    func fuse(_ dense: DenseScorer, _ utterance: String, scratch: inout MatchScratch) {
        guard dense.embed(utterance, into: &scratch.denseQuery) else { return }
        let weight = configuration.denseWeight
        let blend = configuration.denseCentroidWeight
        let count = intents.count
        if scratch.denseCentroid.count != count { scratch.denseCentroid = Array(repeating: 0, count: count) }
        if scratch.allIntents.count != count { scratch.allIntents = (0..<count).map { Int32($0) } }
        let rankedCount = scratch.sparseRanked.firstIndex(of: -1) ?? scratch.sparseRanked.count
        let leaderCount = min(rankedCount, SparseIndex.rerankGroups)
        // With many shortcuts, only those the sparse features already rate at least
        // `denseShortlist` of the best get a dense centroid; the rest could not win anyway.
        // Only the sparse leaders have a score, when there are any.
        var floor: Float = 0
        if count > MatcherConfiguration.manyShortcuts {
            var top: Float = 0
            if leaderCount > 0 {
                for intent in scratch.sparseRanked[0..<leaderCount] { top = max(top, scratch.intentBest[Int(intent)]) }
            } else {
                top = scratch.intentBest.max() ?? 0
            }
            floor = top * configuration.denseShortlist
        }
        // Moved out of the scratch (not copied), so that the loops below can write the scratch.
        let visitsRanked = leaderCount > 0 && floor > 0
        var visited: [Int32] = []
        if visitsRanked { swap(&visited, &scratch.sparseRanked) } else { swap(&visited, &scratch.allIntents) }
        defer { if visitsRanked { swap(&visited, &scratch.sparseRanked) } else { swap(&visited, &scratch.allIntents) } }
        let visitCount = visitsRanked ? rankedCount : count
        scratch.denseQuery.withUnsafeBufferPointer { query in
            if visitsRanked {
                visited.withUnsafeBufferPointer { ranked in
                    similarities(dense, query, ranked: UnsafeBufferPointer(rebasing: ranked[0..<rankedCount]), leaderCount: leaderCount,
                                 floor: floor, scratch: &scratch)
                }
            } else {
                scratch.denseCentroid.withUnsafeMutableBufferPointer { centroid in
                    dense.centroidSimilarities(query, into: centroid, where: scratch.intentBest, atLeast: floor)
                }
            }
            // The leading shortcuts by a first estimate, kept in a small sorted list; then every
            // visited shortcut's score takes its centroid's share. Raw buffers: one pass over
            // them is the cost of this step, so no bounds or exclusivity checks inside it.
            let limit = min(configuration.denseCandidates, count)
            // Moved out of the scratch (not copied), so that growing it never copies its storage.
            var leaders: [(intent: Int32, estimate: Float)] = []
            swap(&leaders, &scratch.denseLeaders)
            leaders.removeAll(keepingCapacity: true)
            // A hub's similarity is lowered by its hubness (zeros in small catalogs).
            scratch.intentBest.withUnsafeMutableBufferPointer { best in
                scratch.denseCentroid.withUnsafeBufferPointer { centroid in
                    dense.hubness.withUnsafeBufferPointer { hub in
                        visited.withUnsafeBufferPointer { visited in
                            for intent in visited[0..<visitCount] {
                                let intent = Int(intent)
                                let estimate = (1 - weight) * best[intent] + weight * blend * (max(centroid[intent], 0) - hub[intent])
                                if leaders.count == limit, let last = leaders.last, last.estimate >= estimate { continue }
                                var at = leaders.count
                                while at > 0 && leaders[at - 1].estimate < estimate { at -= 1 }
                                leaders.insert((Int32(intent), estimate), at: at)
                                if leaders.count > limit { leaders.removeLast() }
                            }
                            for intent in visited[0..<visitCount] {
                                let intent = Int(intent)
                                best[intent] = (1 - weight) * best[intent] + weight * blend * (max(centroid[intent], 0) - hub[intent])
                            }
                        }
                    }
                }
            }
            scratch.denseLeaders = leaders
            for leader in scratch.denseLeaders {
                let intent = Int(leader.intent)
                // Trained shortcut vectors (the default) judge alone; a leader the words
                // missed entirely still needs a phrase to show, looked up only if it is shown.
                guard blend < 1 else {
                    if scratch.intentPhrase[intent] < 0 { scratch.intentPhrase[intent] = Self.phraseByMeaning }
                    continue
                }
                // A shortcut expanded over hundreds of values is its template in every phrase:
                // its centroid says as much as its phrases, at a fraction of the cost.
                guard dense.phraseCount(of: intent) <= DenseScorer.phraseScanLimit else {
                    scratch.intentBest[intent] += weight * (1 - blend) * max(scratch.denseCentroid[intent], 0)
                    continue
                }
                let best = dense.bestPhrase(of: intent, query)
                scratch.intentBest[intent] += weight * (1 - blend) * max(best.score, 0)
                if scratch.intentPhrase[intent] < 0 { scratch.intentPhrase[intent] = best.phrase }
            }
        }
    }

    /// In `MatchScratch.intentPhrase`, a shortcut whose phrase is the one closest in meaning
    /// to the utterance, not yet looked up (see ``phrase(_:of:_:)``): comparing every phrase
    /// of a shortcut found by meaning alone costs a dot product each, wasted unless it wins.
    static let phraseByMeaning: Int32 = -2

    /// The phrase the ranking in `scratch` found for `intent`, looking up
    /// ``phraseByMeaning`` by dense similarity.
    func phrase(_ phrase: Int32, of intent: Int, _ scratch: MatchScratch) -> Int32 {
        guard phrase == Self.phraseByMeaning, let dense else { return phrase }
        return scratch.denseQuery.withUnsafeBufferPointer { dense.bestPhrase(of: intent, $0).phrase }
    }

    /// The dense similarities of the shortcuts the sparse index ranked: its leaders whose
    /// sparse score reaches `floor`, and its runners-up (`denseExtraCandidates`), which also
    /// get the centroid's share of a sparse score: their best phrase was never scored.
    private func similarities(
        _ dense: DenseScorer, _ query: UnsafeBufferPointer<Float>, ranked: UnsafeBufferPointer<Int32>, leaderCount: Int,
        floor: Float, scratch: inout MatchScratch
    ) {
        let share = configuration.centroidWeight
        scratch.groupScores.withUnsafeBufferPointer { sparse in
            scratch.intentBest.withUnsafeMutableBufferPointer { best in
                scratch.denseCentroid.withUnsafeMutableBufferPointer { centroid in
                    for intent in ranked[0..<leaderCount] {
                        let intent = Int(intent)
                        centroid[intent] = best[intent] >= floor ? dense.centroidSimilarity(query, group: intent) : 0
                    }
                    let runnersUp = UnsafeBufferPointer(rebasing: ranked[leaderCount...])
                    for intent in runnersUp { best[Int(intent)] = share * sparse[Int(intent)] }
                    dense.approximateSimilarities(query, groups: runnersUp, into: centroid)
                }
            }
        }
    }
}
