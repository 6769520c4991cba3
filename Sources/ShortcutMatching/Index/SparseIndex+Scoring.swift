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
    func score(
        _ query: FeatureBuffer, scores: UnsafeMutableBufferPointer<Float>, touched: UnsafeMutableBufferPointer<Int32>,
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: inout [Float]
    ) -> Int {
        var touchedCount = 0
        if reranks {
            if queryWeights.count != slotCount { queryWeights = Array(repeating: 0, count: slotCount) }
            queryWeights.withUnsafeMutableBufferPointer { queryWeights in
                accumulateReranking(query, scores: scores, touched: touched, touchedCount: &touchedCount,
                                    groupScores: groupScores, queryWeights: queryWeights)
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
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: UnsafeMutableBufferPointer<Float>
    ) {
        // Raw buffers for the inner loops: no bounds checks or retains per element.
        slotWeight.withUnsafeBufferPointer { slotWeight in
        groupPostingStart.withUnsafeBufferPointer { groupStart in
        groupPostings.withUnsafeBufferPointer { groupPostings in
        let features = query.features
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(features.count, 1)) { querySlots in
            var slotCount = 0
            var squared: Float = 0
            for feature in features {
                let slot = Int(table.slot(for: Self.key(feature)))
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
                           groupScores: groupScores)
        }
        }}}
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
    /// with a positive score in `touched`, in that order.
    private func compareLeaders(
        _ querySlots: UnsafeBufferPointer<Int32>, slotWeight: UnsafeBufferPointer<Float>, inverseQuery: Float,
        scores: UnsafeMutableBufferPointer<Float>, touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>
    ) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.rerankGroups) { leaders in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(groupCount, 1)) { isLeader in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: RerankLayout.bitCount) { bitWeight in
        rerank.bitOfSlot.withUnsafeBufferPointer { bitOfSlot in
        rerank.phraseMasks.withUnsafeBufferPointer { masks in
        rerank.phraseGroup.withUnsafeBufferPointer { phraseGroup in
        postingStart.withUnsafeBufferPointer { postingStart in
        postings.withUnsafeBufferPointer { postings in
            let leaderCount = self.leaders(groupScores, into: leaders)
            isLeader.initialize(repeating: false)
            for leader in leaders[0..<leaderCount] { isLeader[Int(leader)] = true }
            // Rare features: their posting lists, keeping the phrases being compared.
            var queryMask = SIMD4<UInt64>()
            for slot in querySlots {
                let w = slotWeight[Int(slot)]
                let bit = Int(bitOfSlot[Int(slot)])
                if bit >= 0 {
                    bitWeight[bit] = w * w
                    queryMask[bit / 64] |= 1 << UInt64(bit % 64)
                    continue
                }
                for posting in postings[Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1])] {
                    let group = Int(phraseGroup[Int(posting.phrase)])
                    guard group < 0 || isLeader[group] else { continue }
                    scores[Int(posting.phrase)] += w * posting.value
                }
            }
            // Frequent features through the masks, then each compared phrase's cosine.
            func finish(_ phrase: Int) {
                let base = phrase * RerankLayout.words
                var dot: Float = 0
                for word in 0..<RerankLayout.words {
                    var shared = masks[base + word] & queryMask[word]
                    while shared != 0 {
                        dot += bitWeight[word * 64 + shared.trailingZeroBitCount]
                        shared &= shared - 1
                    }
                }
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
        }}}}}}}}
    }
}
