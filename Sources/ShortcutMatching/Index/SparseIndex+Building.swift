internal import TextAnalysis

// The steps of building a SparseIndex from analysed phrases, in the order the initialiser
// runs them: slots, IDF weights, common features, phrase postings, the rerank layout, group
// centroids and cohesion. Each is a linear pass over flat arrays.

/// Every phrase's distinct features as slot numbers, and per slot what IDF needs.
struct PhraseSlots {
    /// Feature key to slot number.
    var table: FeatureTable
    /// Per slot: its document frequency, each template family counting once in all.
    var frequency: [Float] = []
    var kind: [FeatureKind] = []
    /// Per slot: how many phrases have it (set to 0 for common slots, which have no postings).
    var postingCount: [Int32] = []
    /// All phrases' slots back to back; phrase `i` has `slots[start[i]..<start[i + 1]]`.
    var slots: [Int32] = []
    var start: [Int] = [0]
    /// The number of documents (template families).
    var documents: Float

    var slotCount: Int { frequency.count }
    var phraseCount: Int { start.count - 1 }

    /// The slots of phrase `index`.
    @inline(__always)
    func of(_ index: Int) -> ArraySlice<Int32> { slots[start[index]..<start[index + 1]] }

    init(_ stored: [SparseIndex.StoredPhrase]) {
        var familySize: [Int: Int] = [:]
        for phrase in stored { familySize[phrase.family, default: 0] += 1 }
        documents = Float(familySize.count)
        let total = stored.reduce(0) { $0 + $1.features.count }
        table = FeatureTable(capacity: min(total, 1024))
        slots.reserveCapacity(total)
        start.reserveCapacity(stored.count + 1)
        // The last phrase that had each slot: a phrase's repeated features count once.
        var lastPhrase: [Int32] = []
        for (index, phrase) in stored.enumerated() {
            let share = 1 / Float(familySize[phrase.family] ?? 1)
            for feature in phrase.features {
                var slot = table.slot(for: feature)
                if slot < 0 {
                    slot = Int32(frequency.count)
                    table.insert(feature, slot: slot)
                    frequency.append(0)
                    kind.append(SparseIndex.kind(of: feature))
                    postingCount.append(0)
                    lastPhrase.append(-1)
                }
                guard lastPhrase[Int(slot)] != Int32(index) else { continue }
                lastPhrase[Int(slot)] = Int32(index)
                frequency[Int(slot)] += share
                postingCount[Int(slot)] += 1
                slots.append(slot)
            }
            start.append(slots.count)
        }
    }
}

/// The features in more than an eighth of the phrases, as bits of a per-phrase mask.
struct CommonFeatures: Sendable {
    /// Per slot: its bit, or -1 for a feature that keeps its postings.
    var bit: [Int8]
    /// Per bit: its slot.
    var slots: [Int32] = []
    /// The distinct masks, and each phrase's mask number.
    var masks: [UInt64] = []
    var phraseMask: [Int32] = []

    /// Chooses the common features of an index big enough to care, and zeroes their posting
    /// counts in `phraseSlots`; none when phrases do not repeat a few combinations of them.
    init(choosingFrom phraseSlots: inout PhraseSlots) {
        let slotCount = phraseSlots.slotCount
        let phraseCount = phraseSlots.phraseCount
        bit = [Int8](repeating: -1, count: slotCount)
        guard phraseCount >= 64 else { return }
        let counts = phraseSlots.postingCount
        let common = Array((0..<slotCount).filter { Int(counts[$0]) * 8 > phraseCount }
            .sorted { counts[$0] > counts[$1] }.prefix(64))
        // Worth it only when phrases repeat a few combinations of common features (expanded
        // templates); with as many masks as phrases, the posting lists are cheaper.
        var bitOf = [Int8](repeating: -1, count: slotCount)
        for (bit, slot) in common.enumerated() { bitOf[slot] = Int8(bit) }
        var maskNumber: [UInt64: Int32] = [:]
        var masks: [UInt64] = []
        var phraseMask: [Int32] = []
        phraseMask.reserveCapacity(phraseCount)
        for index in 0..<phraseCount {
            var mask: UInt64 = 0
            for slot in phraseSlots.of(index) where bitOf[Int(slot)] >= 0 {
                mask |= 1 << UInt64(bitOf[Int(slot)])
            }
            if let known = maskNumber[mask] {
                phraseMask.append(known)
            } else {
                maskNumber[mask] = Int32(masks.count)
                phraseMask.append(Int32(masks.count))
                masks.append(mask)
            }
        }
        guard masks.count * 8 <= phraseCount else { return }
        bit = bitOf
        for slot in common { phraseSlots.postingCount[slot] = 0 }
        slots = common.map { Int32($0) }
        self.masks = masks
        self.phraseMask = phraseMask
    }
}

/// Sums of phrases' unit vectors over slots, from a scratch vector cleared after each sum.
struct CentroidBuilder {
    private var sum: [Float]
    private var touched: [Int32] = []

    init(slotCount: Int) { sum = [Float](repeating: 0, count: slotCount) }

    private mutating func add(_ phrases: some Sequence<Int>, slots: PhraseSlots, slotWeight: [Float], inverseNorm: [Float]) {
        for index in phrases {
            for slot in slots.of(index) {
                if sum[Int(slot)] == 0 { touched.append(slot) }
                sum[Int(slot)] += slotWeight[Int(slot)] * inverseNorm[index]
            }
        }
    }

    /// Centroids: the sum of each group's unit vectors, normalised again, so a shortcut with
    /// many phrasings supports an utterance that mixes their words. Posted per slot, by group.
    mutating func postings(
        of members: [[Int32]], slots: PhraseSlots, slotWeight: [Float], inverseNorm: [Float]
    ) -> (start: [Int32], postings: [SparseIndex.Posting]) {
        var entries: [(slot: Int32, posting: SparseIndex.Posting)] = []
        var groupCounts = [Int32](repeating: 0, count: slots.slotCount)
        for (group, indices) in members.enumerated() {
            add(indices.lazy.map { Int($0) }, slots: slots, slotWeight: slotWeight, inverseNorm: inverseNorm)
            var squared: Float = 0
            for slot in touched { squared += sum[Int(slot)] * sum[Int(slot)] }
            let inverse = squared > 0 ? 1 / squared.squareRoot() : 1
            for slot in touched {
                // Divided by the slot weight because the query multiplies it back in.
                let value = sum[Int(slot)] * inverse / max(slotWeight[Int(slot)], .leastNormalMagnitude)
                entries.append((slot, SparseIndex.Posting(phrase: Int32(group), value: value)))
                groupCounts[Int(slot)] += 1
                sum[Int(slot)] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
        let start = SparseIndex.offsets(counts: groupCounts)
        var fill = start
        var built = [SparseIndex.Posting](repeating: SparseIndex.Posting(phrase: 0, value: 0), count: entries.count)
        for entry in entries {
            built[Int(fill[Int(entry.slot)])] = entry.posting
            fill[Int(entry.slot)] += 1
        }
        return (start, built)
    }

    /// |Σv|² over the unit vectors of `phrases`, for ``SparseIndex/cohesion(groups:families:groupCount:squaredNormOfSum:)``.
    mutating func squaredNormOfSum(_ phrases: [Int], slots: PhraseSlots, slotWeight: [Float], inverseNorm: [Float]) -> Float {
        add(phrases, slots: slots, slotWeight: slotWeight, inverseNorm: inverseNorm)
        var squared: Float = 0
        for slot in touched {
            squared += sum[Int(slot)] * sum[Int(slot)]
            sum[Int(slot)] = 0
        }
        touched.removeAll(keepingCapacity: true)
        return squared
    }
}

extension SparseIndex {
    /// Each slot's weight (its kind's weight × IDF) and the IDF of a feature no phrase has.
    static func inverseDocumentFrequencies(of slots: PhraseSlots, weights: FeatureWeights) -> (slotWeight: [Float], maxIDF: Float) {
        let documents = slots.documents
        let slotWeight = zip(slots.frequency, slots.kind).map { weights.weight(of: $1) * idf(frequency: $0, documents: documents) }
        return (slotWeight, idf(frequency: 0, documents: documents))
    }

    @inline(__always)
    private static func idf(frequency: Float, documents: Float) -> Float {
        ((documents + 1) / (frequency + 1)).logNatural + 1
    }

    /// The start of each slot's run in a list posted by slot: `start[slot + 1] - start[slot] == counts[slot]`.
    static func offsets(counts: [Int32]) -> [Int32] {
        var start = [Int32](repeating: 0, count: counts.count + 1)
        for slot in 0..<counts.count { start[slot + 1] = start[slot] + counts[slot] }
        return start
    }

    /// Each phrase's norm, and its uncommon features posted by slot with weight ÷ norm.
    static func phrasePostings(
        _ slots: PhraseSlots, slotWeight: [Float], common: CommonFeatures
    ) -> (start: [Int32], postings: [Posting], inverseNorm: [Float]) {
        let start = offsets(counts: slots.postingCount)
        var fill = start
        var built = [Posting](repeating: Posting(phrase: 0, value: 0), count: Int(start[slots.slotCount]))
        var inverseNorms = [Float](repeating: 1, count: slots.phraseCount)
        for index in 0..<slots.phraseCount {
            let phraseSlots = slots.of(index)
            var squared: Float = 0
            for slot in phraseSlots { squared += slotWeight[Int(slot)] * slotWeight[Int(slot)] }
            let inverse = squared > 0 ? 1 / squared.squareRoot() : 1
            inverseNorms[index] = inverse
            for slot in phraseSlots where common.bit[Int(slot)] < 0 {
                built[Int(fill[Int(slot)])] = Posting(phrase: Int32(index), value: slotWeight[Int(slot)] * inverse)
                fill[Int(slot)] += 1
            }
        }
        return (start, built, inverseNorms)
    }

    /// The phrases of each group, and those of no group (negative phrases).
    static func members(groups: [Int32], groupCount: Int) -> (grouped: [[Int32]], ungrouped: [Int32]) {
        var grouped = [[Int32]](repeating: [], count: groupCount)
        var ungrouped: [Int32] = []
        for (index, group) in groups.enumerated() {
            if group >= 0 && Int(group) < groupCount {
                grouped[Int(group)].append(Int32(index))
            } else {
                ungrouped.append(Int32(index))
            }
        }
        return (grouped, ungrouped)
    }

    /// Median over groups of the mean pairwise cosine of their template representatives (the
    /// first phrase of each family), from one sum per group: for n unit vectors,
    /// |Σv|² = n + Σ_{i≠j} vᵢ·vⱼ. `squaredNormOfSum` gets a group's representatives.
    /// Groups with fewer than two templates are left out; 0 when none is left. The dense
    /// scorer measures its own cohesion with it too.
    ///
    /// Complexity: one pass over one phrase per template.
    static func cohesion(
        groups: [Int32], families: [Int], groupCount: Int, squaredNormOfSum: ([Int]) -> Float
    ) -> Float {
        var representatives = [[Int]](repeating: [], count: groupCount)
        var seen = Set<Int>()
        for (index, group) in groups.enumerated() where group >= 0 && Int(group) < groupCount {
            if seen.insert(families[index]).inserted { representatives[Int(group)].append(index) }
        }
        var values: [Float] = []
        for members in representatives where members.count >= 2 {
            let n = Float(members.count)
            values.append((squaredNormOfSum(members) - n) / (n * (n - 1)))
        }
        guard !values.isEmpty else { return 0 }
        values.sort()
        return values[values.count / 2]
    }
}
