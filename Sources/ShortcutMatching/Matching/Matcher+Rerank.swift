import DenseEmbedding

extension Matcher {
    /// Reorders the leading shortcuts by ``MatcherConfiguration/rerankEmbedding``: each of
    /// the `rerankCount` best gains `rerankWeight` × (its best phrase's cosine with the
    /// utterance in that table − the leaders' mean cosine).
    ///
    /// The right shortcut is among the first three for nineteen requests in twenty, and leads
    /// for three in four: what is lost is mostly order among near neighbours, which a second
    /// opinion on the leaders alone can fix. Moving scores around their mean keeps the leaders'
    /// level where the threshold expects it; a leader both tables agree on still rises by what
    /// the others lose. Cost: one embedding and one dot product
    /// per phrase of the leaders; nothing is allocated once the scratch has grown.
    func rerank(_ reranker: DenseScorer, _ utterance: String, scratch: inout MatchScratch) {
        let weight = configuration.rerankWeight
        let limit = configuration.rerankCount
        guard weight > 0, limit > 1 else { return }
        var leaders: [(intent: Int32, cosine: Float)] = []
        swap(&leaders, &scratch.rerankLeaders)
        defer { swap(&leaders, &scratch.rerankLeaders) }
        leaders.removeAll(keepingCapacity: true)
        let count = min(intents.count, scratch.intentPhrase.count)
        for intent in 0..<count where scratch.intentPhrase[intent] != -1 {
            let score = scratch.intentBest[intent]
            if leaders.count == limit, let last = leaders.last, scratch.intentBest[Int(last.intent)] >= score { continue }
            var at = leaders.count
            while at > 0 && scratch.intentBest[Int(leaders[at - 1].intent)] < score { at -= 1 }
            leaders.insert((Int32(intent), 0), at: at)
            if leaders.count > limit { leaders.removeLast() }
        }
        guard leaders.count > 1, reranker.embed(utterance, into: &scratch.rerankQuery) else { return }
        var sum: Float = 0
        scratch.rerankQuery.withUnsafeBufferPointer { query in
            for at in leaders.indices {
                let cosine = max(reranker.bestPhrase(of: Int(leaders[at].intent), query).score, -1)
                leaders[at].cosine = cosine
                sum += cosine
            }
        }
        let mean = sum / Float(leaders.count)
        for leader in leaders { scratch.intentBest[Int(leader.intent)] += weight * (leader.cosine - mean) }
    }
}

