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
}
