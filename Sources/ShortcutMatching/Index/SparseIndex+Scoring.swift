internal import TextAnalysis

extension SparseIndex {
    /// Whether ``score(_:scores:touched:groupScores:queryWeights:)`` reranks the leading
    /// groups' phrases instead of walking postings: only then is the flat layout built.
    fileprivate var reranks: Bool { !rerank.isEmpty }

    /// The number of distinct features (the size of a rerank's query weight scratch).
    fileprivate var slotCount: Int { slotWeight.count }

    /// Scores the query against every phrase and every group centroid: the cosine of each
    /// phrase it shares a feature with goes to `scores[phrase]`, each such phrase is listed
    /// once in `touched`, and each group's centroid cosine goes to `groupScores[group]`.
    ///
    /// `scores` and `touched` hold ``phraseCount`` elements and `groupScores` one per group,
    /// all zero; returns how many phrases were touched. `queryWeights` is scratch the index
    /// sizes itself once and leaves all zero. Allocates nothing once it has its size.
    ///
    /// When the index reranks, `ranked` gets the leading groups by centroid score, best first:
    /// the ``rerankGroups`` whose phrases it compared, then the runners-up, whose phrases it
    /// did not; -1 fills what is left of it, and all of it when the index does not rerank.
    func score(
        _ query: FeatureBuffer, scores: UnsafeMutableBufferPointer<Float>, touched: UnsafeMutableBufferPointer<Int32>,
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: inout [Float],
        ranked: UnsafeMutableBufferPointer<Int32> = UnsafeMutableBufferPointer(start: nil, count: 0)
    ) -> Int {
        var touchedCount = 0
        ranked.initialize(repeating: -1)
        if reranks {
            if queryWeights.count != slotCount { queryWeights = Array(repeating: 0, count: slotCount) }
            queryWeights.withUnsafeMutableBufferPointer { queryWeights in
                accumulateReranking(query, scores: scores, touched: touched, touchedCount: &touchedCount,
                                    groupScores: groupScores, queryWeights: queryWeights, ranked: ranked)
            }
        } else {
            accumulate(query, scores: scores, touched: touched, touchedCount: &touchedCount, groupScores: groupScores)
        }
        return touchedCount
    }

    /// Walks the posting list of every query feature, then adds the common features by mask;
    /// scores every group's centroid into `groupScores` when it has one entry per group.
    private func accumulate(
        _ query: FeatureBuffer, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>
    ) {
        let scoreGroups = groupScores.count == groupCount && groupCount > 0
        // The query's own norm covers every distinct feature, known or not.
        var squared: Float = 0
        let firstTouched = touchedCount
        var count = touchedCount
        var queryMask: UInt64 = 0
        query.features.withUnsafeBufferPointer { features in
            postings.withUnsafeBufferPointer { postings in
                for position in features.indices {
                    let feature = features[position]
                    // Duplicates within one utterance count once (binary weights, as in phrases).
                    var duplicate = false
                    var k = position - 1
                    while k >= 0 && k >= position - 48 {
                        if features[k].hash == feature.hash { duplicate = true; break }  // same hash, same kind
                        k -= 1
                    }
                    if duplicate { continue }
                    let slot = table.slot(for: Self.key(feature))
                    if slot < 0 {
                        let w = weights.weight(of: feature.kind) * maxIDF * weights.unseen
                        squared += w * w
                        continue
                    }
                    let w = slotWeight[Int(slot)]
                    squared += w * w
                    if scoreGroups {
                        let ww = w * w
                        for index in Int(groupPostingStart[Int(slot)])..<Int(groupPostingStart[Int(slot) + 1]) {
                            let posting = groupPostings[index]
                            groupScores[Int(posting.phrase)] += ww * posting.value
                        }
                    }
                    let bit = common.bit[Int(slot)]
                    if bit >= 0 {
                        queryMask |= 1 << UInt64(bit)
                        continue
                    }
                    // A phrase is "touched" when its score leaves zero, so zero weights add nothing.
                    guard w > 0 else { continue }
                    for posting in postings[Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1])] {
                        let phrase = Int(posting.phrase)
                        if scores[phrase] == 0 {
                            touched[count] = posting.phrase
                            count += 1
                        }
                        scores[phrase] += w * posting.value
                    }
                }
            }
        }
        if queryMask != 0 {
            addCommon(queryMask, scores: scores, touched: touched, count: &count)
        }
        touchedCount = count
        guard squared > 0 else { return }
        let inverseNorm = 1 / squared.squareRoot()
        for index in firstTouched..<count { scores[Int(touched[index])] *= inverseNorm }
        if scoreGroups {
            for group in 0..<groupCount { groupScores[group] *= inverseNorm }
        }
    }

    /// Adds the common features the query has to every phrase that has them: one dot product
    /// per distinct mask, then one multiply-add per phrase.
    private func addCommon(
        _ queryMask: UInt64, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, count: inout Int
    ) {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 64) { bitWeight in
            for (bit, slot) in common.slots.enumerated() {
                bitWeight[bit] = slotWeight[Int(slot)] * slotWeight[Int(slot)]
            }
            withUnsafeTemporaryAllocation(of: Float.self, capacity: common.masks.count) { maskDot in
                for (number, mask) in common.masks.enumerated() {
                    var shared = mask & queryMask
                    var dot: Float = 0
                    while shared != 0 {
                        dot += bitWeight[shared.trailingZeroBitCount]
                        shared &= shared - 1
                    }
                    maskDot[number] = dot
                }
                for phrase in 0..<common.phraseMask.count {
                    let dot = maskDot[Int(common.phraseMask[phrase])]
                    guard dot > 0 else { continue }
                    if scores[phrase] == 0 {
                        touched[count] = Int32(phrase)
                        count += 1
                    }
                    scores[phrase] += dot * inverseNorm[phrase]
                }
            }
        }
    }

    /// Scores the group centroids, then compares the phrases of the leading groups (and every
    /// ungrouped phrase) with the query: frequent features through the phrases' masks, the rest
    /// through their posting lists (see ``RerankLayout``). `queryWeights` holds ``slotCount``
    /// zeros and is left so.
    private func accumulateReranking(
        _ query: FeatureBuffer, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: UnsafeMutableBufferPointer<Float>,
        ranked: UnsafeMutableBufferPointer<Int32>
    ) {
        // Raw buffers for the inner loops: no bounds checks or retains per element.
        slotWeight.withUnsafeBufferPointer { slotWeight in
        groupPostingStart.withUnsafeBufferPointer { groupStart in
        groupPostings.withUnsafeBufferPointer { groupPostings in
        let features = query.features
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(features.count, 1)) { querySlots in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(features.count, 1)) { found in
            // Every table probe first: they do not depend on each other, so their cache misses
            // overlap instead of waiting behind the centroid updates.
            for (position, feature) in features.enumerated() { found[position] = table.slot(for: Self.key(feature)) }
            var slotCount = 0
            var squared: Float = 0
            for (position, feature) in features.enumerated() {
                let slot = Int(found[position])
                if slot < 0 {
                    let w = weights.weight(of: feature.kind) * maxIDF * weights.unseen
                    squared += w * w
                    continue
                }
                guard queryWeights[slot] == 0 else { continue }  // said twice, counted once
                let w = slotWeight[slot]
                guard w > 0 else { continue }
                queryWeights[slot] = w
                querySlots[slotCount] = Int32(slot)
                slotCount += 1
                squared += w * w
                let ww = w * w
                for index in Int(groupStart[slot])..<Int(groupStart[slot + 1]) {
                    let posting = groupPostings[index]
                    groupScores[Int(posting.phrase)] += ww * posting.value
                }
            }
            defer { for slot in querySlots[0..<slotCount] { queryWeights[Int(slot)] = 0 } }
            guard squared > 0 else { return }
            let inverseQuery = 1 / squared.squareRoot()
            for group in 0..<groupCount { groupScores[group] *= inverseQuery }
            compareLeaders(UnsafeBufferPointer(rebasing: querySlots[0..<slotCount]), slotWeight: slotWeight,
                           inverseQuery: inverseQuery, scores: scores, touched: touched, touchedCount: &touchedCount,
                           groupScores: groupScores, ranked: ranked)
        }
        }}}}
    }

    /// The leading groups by centroid score, best first.
    private func leaders(_ groupScores: UnsafeMutableBufferPointer<Float>, into leaders: UnsafeMutableBufferPointer<Int32>) -> Int {
        var leaderCount = 0
        for group in 0..<groupCount {
            let score = groupScores[group]
            guard score > 0 else { continue }
            if leaderCount == leaders.count && groupScores[Int(leaders[leaderCount - 1])] >= score { continue }
            var at = min(leaderCount, leaders.count - 1)
            if leaderCount < leaders.count { leaderCount += 1 }
            while at > 0 && groupScores[Int(leaders[at - 1])] < score {
                leaders[at] = leaders[at - 1]
                at -= 1
            }
            leaders[at] = Int32(group)
        }
        return leaderCount
    }

    /// Scores the phrases of the leading groups and the ungrouped phrases; lists each phrase
    /// with a positive score in `touched`, in that order. The leaders and the groups next in
    /// line go to `ranked`: one list of leaders, longer, costs less than a second pass.
    private func compareLeaders(
        _ querySlots: UnsafeBufferPointer<Int32>, slotWeight: UnsafeBufferPointer<Float>, inverseQuery: Float,
        scores: UnsafeMutableBufferPointer<Float>, touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>, ranked: UnsafeMutableBufferPointer<Int32>
    ) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(Self.rerankGroups, ranked.count)) { list in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: groupCount + 1) { keeps in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(querySlots.count, 1)) { queryBits in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: max(querySlots.count, 1)) { bitWeights in
        rerank.bitOfSlot.withUnsafeBufferPointer { bitOfSlot in
        rerank.phraseMasks.withUnsafeBufferPointer { masks in
        rerank.phraseGroup.withUnsafeBufferPointer { phraseGroup in
        postingStart.withUnsafeBufferPointer { postingStart in
        postings.withUnsafeBufferPointer { postings in
            let rankedCount = self.leaders(groupScores, into: list)
            let leaderCount = min(rankedCount, Self.rerankGroups)
            let leaders = UnsafeMutableBufferPointer(rebasing: list[0..<leaderCount])
            for slot in 0..<min(rankedCount, ranked.count) { ranked[slot] = list[slot] }
            // keeps[group + 1] is 1 for a leading group and for no group (-1), else 0: a posting
            // of another group adds zero, which costs less than a branch the CPU cannot guess.
            keeps.initialize(repeating: 0)
            keeps[0] = 1
            for leader in leaders[0..<leaderCount] { keeps[Int(leader) + 1] = 1 }
            // Rare features: their posting lists; frequent ones: listed for the masks.
            var bitCount = 0
            for slot in querySlots {
                let w = slotWeight[Int(slot)]
                let bit = Int(bitOfSlot[Int(slot)])
                if bit >= 0 {
                    queryBits[bitCount] = Int32(bit)
                    bitWeights[bitCount] = w * w
                    bitCount += 1
                    continue
                }
                for posting in postings[Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1])] {
                    let keep = keeps[Int(phraseGroup[Int(posting.phrase)]) + 1]
                    scores[Int(posting.phrase)] += keep * (w * posting.value)
                }
            }
            // Frequent features through the masks, then each compared phrase's cosine. The same
            // number of steps for every phrase, without branches on its bits.
            func finish(_ phrase: Int) {
                let base = phrase * RerankLayout.words
                var sums = SIMD4<Float>()
                var k = 0
                while k + 4 <= bitCount {
                    var has = SIMD4<Float>()
                    for lane in 0..<4 {
                        let bit = Int(queryBits[k + lane])
                        has[lane] = Float((masks[base + bit >> 6] >> UInt64(bit & 63)) & 1)
                    }
                    sums += has * SIMD4(bitWeights[k], bitWeights[k + 1], bitWeights[k + 2], bitWeights[k + 3])
                    k += 4
                }
                while k < bitCount {
                    let bit = Int(queryBits[k])
                    sums[0] += Float((masks[base + bit >> 6] >> UInt64(bit & 63)) & 1) * bitWeights[k]
                    k += 1
                }
                let dot = (sums[0] + sums[1]) + (sums[2] + sums[3])
                let score = scores[phrase] + dot * inverseNorm[phrase]
                guard score > 0 else { return }
                scores[phrase] = score * inverseQuery
                touched[touchedCount] = Int32(phrase)
                touchedCount += 1
            }
            for leader in leaders[0..<leaderCount] {
                for phrase in groupMembers[Int(leader)] { finish(Int(phrase)) }
            }
            for phrase in ungrouped { finish(Int(phrase)) }
        }}}}}}}}}
    }
}
