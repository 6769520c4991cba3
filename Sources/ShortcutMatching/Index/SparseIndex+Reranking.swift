internal import TextAnalysis

// The rerank, for catalogs of many shortcuts with few phrases each (see ``RerankLayout``):
// centroids pick the leading groups, then only their phrases are compared one by one.
extension SparseIndex {
    /// Scores the group centroids, then compares the phrases of the leading groups (and every
    /// ungrouped phrase) with the query: frequent features through the phrases' masks, the rest
    /// through their posting lists (see ``RerankLayout``). `queryWeights` holds ``slotCount``
    /// zeros and is left so.
    func accumulateReranking(
        _ query: FeatureBuffer, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: UnsafeMutableBufferPointer<Float>,
        ranked: UnsafeMutableBufferPointer<Int32>
    ) {
        // Raw buffers for the inner loops: no bounds checks or retains per element.
        slotWeight.withUnsafeBufferPointer { slotWeight in
        groupPostingStart.withUnsafeBufferPointer { groupStart in
        groupPostings.withUnsafeBufferPointer { groupPostings in
        rerank.groupRowOfSlot.withUnsafeBufferPointer { groupRowOfSlot in
        rerank.groupRows.withUnsafeBufferPointer { groupRows in
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
                let row = Int(groupRowOfSlot[slot])
                if row >= 0 {
                    // Adds ww × 0 = +0 to the groups without the feature: the same sums.
                    let values = groupRows.baseAddress! + row * groupCount
                    for group in 0..<groupCount { groupScores[group] += ww * values[group] }
                    continue
                }
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
        }}}}}}
    }

    /// The leading groups by centroid score, best first (equal scores in group order): the
    /// positive scores at least as high as the `leaders.count`-th best.
    ///
    /// Keeping a sorted list while scanning every group took a branch the CPU could not guess
    /// per group. Instead: the best score, a histogram of 128 bins below it, the bins that hold
    /// the leaders, and a sort of those few groups only. O(groups), nearly branch-free.
    private func leaders(_ groupScores: UnsafeMutableBufferPointer<Float>, into leaders: UnsafeMutableBufferPointer<Int32>) -> Int {
        let top = 127
        var best: Float = 0
        for group in 0..<groupCount where groupScores[group] > best { best = groupScores[group] }
        guard best > 0 else { return 0 }
        // Adding 2^23 leaves a float in 0...127 rounded to an integer in its low mantissa bits:
        // a bin number without a conversion that could trap, and never out of order.
        let scale = Float(top) / best
        @inline(__always) func bin(_ score: Float) -> Int { Int((score * scale + 8_388_608).bitPattern & 0x7F) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: top + 1) { histogram in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: groupCount) { candidates in
            histogram.initialize(repeating: 0)
            for group in 0..<groupCount { histogram[bin(groupScores[group])] &+= 1 }
            var lowest = top
            var kept = Int(histogram[lowest])
            while kept < leaders.count && lowest > 0 {
                lowest -= 1
                kept += Int(histogram[lowest])
            }
            var count = 0
            for group in 0..<groupCount {
                let score = groupScores[group]
                candidates[count] = Int32(group)
                count += (bin(score) >= lowest && score > 0) ? 1 : 0
            }
            // Insertion sort, stable: equal scores stay in group order.
            for index in 1..<max(count, 1) {
                let group = candidates[index]
                let score = groupScores[Int(group)]
                var at = index
                while at > 0 && groupScores[Int(candidates[at - 1])] < score {
                    candidates[at] = candidates[at - 1]
                    at -= 1
                }
                candidates[at] = group
            }
            let leaderCount = min(count, leaders.count)
            for index in 0..<leaderCount { leaders[index] = candidates[index] }
            return leaderCount
        }}
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
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(querySlots.count, 1)) { queryWords in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(querySlots.count, 1)) { queryShifts in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: max(querySlots.count, 1)) { bitWeights in
        rerank.bitOfSlot.withUnsafeBufferPointer { bitOfSlot in
        rerank.chunkMasks.withUnsafeBufferPointer { masks in
        rerank.chunkStart.withUnsafeBufferPointer { chunkStart in
        rerank.phraseGroup.withUnsafeBufferPointer { phraseGroup in
        postingStart.withUnsafeBufferPointer { postingStart in
        postings.withUnsafeBufferPointer { postings in
            // Asked for every group: only the leaders need an order, the rest follow in group order.
            let everyGroup = ranked.count >= groupCount
            var rankedCount = everyGroup
                ? self.leaders(groupScores, into: UnsafeMutableBufferPointer(rebasing: list[0..<Self.rerankGroups]))
                : self.leaders(groupScores, into: list)
            let leaderCount = min(rankedCount, Self.rerankGroups)
            let leaders = UnsafeMutableBufferPointer(rebasing: list[0..<leaderCount])
            // keeps[group + 1] is 1 for a leading group and for no group (-1), else 0: a posting
            // of another group adds zero, which costs less than a branch the CPU cannot guess.
            keeps.initialize(repeating: 0)
            keeps[0] = 1
            for leader in leaders[0..<leaderCount] { keeps[Int(leader) + 1] = 1 }
            if everyGroup {
                for group in 0..<groupCount where groupScores[group] > 0 && keeps[group + 1] == 0 {
                    list[rankedCount] = Int32(group)
                    rankedCount += 1
                }
            }
            for slot in 0..<min(rankedCount, ranked.count) { ranked[slot] = list[slot] }
            // Rare features: their posting lists; frequent ones: listed for the masks.
            var bitCount = 0
            for slot in querySlots {
                let w = slotWeight[Int(slot)]
                let bit = Int(bitOfSlot[Int(slot)])
                if bit >= 0 {
                    queryWords[bitCount] = Int32(bit / 32)
                    queryShifts[bitCount] = UInt32(bit % 32)
                    bitWeights[bitCount] = w * w
                    bitCount += 1
                    continue
                }
                for posting in postings[Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1])] {
                    let keep = keeps[Int(phraseGroup[Int(posting.phrase)]) + 1]
                    scores[Int(posting.phrase)] += keep * (w * posting.value)
                }
            }
            // Frequent features through the masks, four phrases at once: one vector shift tests
            // a query bit in all of them. The same steps for every chunk, without branches on
            // its bits; each bit goes to one of four sums, in the order the query lists them.
            let lanes = RerankLayout.lanes
            let chunkWords = RerankLayout.words * lanes
            let maskBase = UnsafeRawPointer(masks.baseAddress!)
            func compare(_ list: [Int32], chunks: Int32) {
                for (offset, chunk) in (Int(chunkStart[Int(chunks)])..<Int(chunkStart[Int(chunks) + 1])).enumerated() {
                    let base = chunk * chunkWords
                    @inline(__always) func has(_ k: Int) -> SIMD4<Float> {
                        let word = maskBase.loadUnaligned(fromByteOffset: (base + Int(queryWords[k]) * lanes) * 4,
                                                          as: SIMD4<UInt32>.self)
                        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: (word &>> queryShifts[k]) & 1))
                    }
                    var sums0 = SIMD4<Float>(), sums1 = SIMD4<Float>(), sums2 = SIMD4<Float>(), sums3 = SIMD4<Float>()
                    var k = 0
                    while k + 4 <= bitCount {
                        sums0 += has(k) * bitWeights[k]
                        sums1 += has(k + 1) * bitWeights[k + 1]
                        sums2 += has(k + 2) * bitWeights[k + 2]
                        sums3 += has(k + 3) * bitWeights[k + 3]
                        k += 4
                    }
                    while k < bitCount {
                        sums0 += has(k) * bitWeights[k]
                        k += 1
                    }
                    let dots = (sums0 + sums1) + (sums2 + sums3)
                    let first = offset * lanes
                    for lane in 0..<min(lanes, list.count - first) {
                        let phrase = Int(list[first + lane])
                        let score = scores[phrase] + dots[lane] * inverseNorm[phrase]
                        guard score > 0 else { continue }
                        scores[phrase] = score * inverseQuery
                        touched[touchedCount] = Int32(phrase)
                        touchedCount += 1
                    }
                }
            }
            for leader in leaders[0..<leaderCount] { compare(groupMembers[Int(leader)], chunks: leader) }
            compare(ungrouped, chunks: Int32(groupCount))
        }}}}}}}}}}}
    }
}
