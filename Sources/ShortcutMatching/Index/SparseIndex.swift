import ShortcutPreviewCore
public import TextAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A sparse, IDF-weighted feature index over a locale's phrases, compared by cosine.
///
/// Each phrase becomes a vector of its distinct features, each weighted by its kind and by its
/// inverse document frequency over the catalog's own phrases (so "in", "の" and "the" count
/// little). Phrases expanded from one template count as one document together.
///
/// Layout: an open-addressing table from feature hash to a posting list, postings stored
/// contiguously with each weight already divided by the phrase's norm. Scoring a query costs
/// one table probe per query feature plus one multiply-add per posting, and allocates
/// nothing. Building costs O(total features); the analysed features of every phrase are kept,
/// so replacing some phrases re-analyses only those.
public struct SparseIndex: PhraseSimilarity {
    /// A phrase's distinct features, sorted by hash.
    struct StoredPhrase: Sendable {
        /// Feature keys (see ``key(_:)``), in text order, repeats included.
        var features: [UInt64]
        var family: Int
        /// A hash of the exact words in order: equal keys mean the same phrase, said exactly.
        var exactKey: UInt64
    }

    /// A feature as the index stores it: its hash with the kind in the low three bits, so a
    /// phrase's features compare as plain integers and still know their kind.
    @inline(__always)
    static func key(_ feature: Feature) -> UInt64 {
        (feature.hash & ~7) | UInt64(feature.kind.rawValue & 7)
    }

    @inline(__always)
    static func kind(of key: UInt64) -> FeatureKind {
        FeatureKind(rawValue: UInt8(key & 7)) ?? .word
    }

    private(set) var stored: [StoredPhrase]
    let weights: FeatureWeights
    private var table: FeatureTable
    private var postingStart: [Int32]
    /// One phrase's share of a feature: its weight divided by the phrase's norm.
    struct Posting: Sendable {
        var phrase: Int32
        var value: Float
    }

    private var postings: [Posting]
    /// Centroid postings per feature slot: `phrase` holds the group number.
    private var groupPostingStart: [Int32]
    private var groupPostings: [Posting]
    /// The number of groups (shortcuts) with a centroid.
    let groupCount: Int
    private var slotWeight: [Float]
    private var maxIDF: Float

    // Features most phrases share (the app name, "in", "my", a template's words repeated over
    // hundreds of parameter values) would make every query walk posting lists as long as the
    // index. Instead each phrase keeps a bit mask of the common features it has; phrases with
    // equal masks share one dot product per query, added in one dense pass.
    private var commonBit: [Int8] = []
    private var commonSlots: [Int32] = []
    private var masks: [UInt64] = []
    private var phraseMask: [Int32] = []
    private var inverseNorm: [Float] = []

    // For catalogs of many shortcuts with few phrases each (CLINC-like), walking the phrase
    // postings of common words costs more than it tells: the shortcuts' centroids pick the
    // leaders first, and only their phrases (and the negative phrases) are compared one by one.
    private var flatSlots: [Int32] = []
    /// Per entry of `flatSlots`: the slot's weight divided by the phrase's norm.
    private var flatWeights: [Float] = []
    private var flatStart: [Int32] = []
    private var groupMembers: [[Int32]] = []
    private var ungrouped: [Int32] = []
    /// Whether ``accumulate`` reranks the leading groups' phrases instead of walking postings.
    private(set) var reranks = false
    /// How many groups a rerank compares phrase by phrase.
    static let rerankGroups = 12

    /// The number of indexed phrases.
    public var phraseCount: Int { stored.count }

    /// Indexes `texts` (one family number per text) in `locale`.
    ///
    /// Complexity: O(total length of the texts) analysis plus O(total features) indexing.
    public init(texts: [String], families: [Int], locale: AnalysisLocale, weights: FeatureWeights = FeatureWeights()) throws(ShortcutPreviewError) {
        var buffer = FeatureBuffer()
        var stored: [StoredPhrase] = []
        stored.reserveCapacity(texts.count)
        for (text, family) in zip(texts, families) {
            stored.append(try Self.store(text, family: family, locale: locale, buffer: &buffer))
        }
        self.init(stored: stored, groups: Array(repeating: -1, count: stored.count), groupCount: 0, weights: weights)
    }

    /// Indexes stored phrases; `groups` gives each phrase's group (its shortcut, or -1), and
    /// every group also gets a centroid vector: the mean direction of its phrases.
    init(stored: [StoredPhrase], groups: [Int32], groupCount: Int, weights: FeatureWeights) {
        self.stored = stored
        self.weights = weights
        self.groupCount = groupCount
        groupPostingStart = []
        groupPostings = []
        table = FeatureTable(capacity: 0)
        postingStart = []
        postings = []
        slotWeight = []
        maxIDF = 1
        rebuild(groups: groups)
    }

    static func store(_ text: String, family: Int, locale: AnalysisLocale, buffer: inout FeatureBuffer) throws(ShortcutPreviewError) -> StoredPhrase {
        try TextAnalyzer().extractFeatures(of: text, locale: locale, into: &buffer)
        let exactKey = Self.exactKey(of: buffer)
        // One allocation per phrase; repeats are dropped when the index is built.
        var features: [UInt64] = []
        features.reserveCapacity(buffer.features.count)
        for feature in buffer.features { features.append(key(feature)) }
        return StoredPhrase(features: features, family: family, exactKey: exactKey)
    }

    /// A hash of the exact word sequence of an analysed text.
    static func exactKey(of buffer: FeatureBuffer) -> UInt64 {
        var key: UInt64 = 0x9E37_79B9_7F4A_7C15
        for feature in buffer.features where feature.kind == .word {
            key = (key ^ feature.hash) &* 0x100_0000_01B3
            key ^= key >> 31
        }
        return key
    }

    /// Builds the table, the IDF weights, the phrase postings and the group centroids from the
    /// stored features, in a few linear passes over flat arrays.
    private mutating func rebuild(groups: [Int32]) {
        // Document frequency with each template family counting once in all.
        var familySize: [Int: Int] = [:]
        for phrase in stored { familySize[phrase.family, default: 0] += 1 }
        let documents = Float(familySize.count)
        let total = stored.reduce(0) { $0 + $1.features.count }
        var slotOf = FeatureTable(capacity: min(total, 1024))
        var frequency: [Float] = []
        var kindOfSlot: [FeatureKind] = []
        var postingCount: [Int32] = []
        var phraseSlots: [Int32] = []
        phraseSlots.reserveCapacity(total)
        var phraseStart: [Int] = [0]
        phraseStart.reserveCapacity(stored.count + 1)
        // The last phrase that had each slot: a phrase's repeated features count once.
        var lastPhrase: [Int32] = []
        for (index, phrase) in stored.enumerated() {
            let share = 1 / Float(familySize[phrase.family] ?? 1)
            for feature in phrase.features {
                var slot = slotOf.slot(for: feature)
                if slot < 0 {
                    slot = Int32(frequency.count)
                    slotOf.insert(feature, slot: slot)
                    frequency.append(0)
                    kindOfSlot.append(Self.kind(of: feature))
                    postingCount.append(0)
                    lastPhrase.append(-1)
                }
                guard lastPhrase[Int(slot)] != Int32(index) else { continue }
                lastPhrase[Int(slot)] = Int32(index)
                frequency[Int(slot)] += share
                postingCount[Int(slot)] += 1
                phraseSlots.append(slot)
            }
            phraseStart.append(phraseSlots.count)
        }
        let slotCount = frequency.count
        maxIDF = Self.idf(frequency: 0, documents: documents)
        slotWeight = zip(frequency, kindOfSlot).map { weights.weight(of: $1) * Self.idf(frequency: $0, documents: documents) }

        // Common: in more than an eighth of the phrases of an index big enough to care.
        commonBit = [Int8](repeating: -1, count: slotCount)
        commonSlots = []
        if stored.count >= 64 {
            let common = Array((0..<slotCount).filter { Int(postingCount[$0]) * 8 > stored.count }
                .sorted { postingCount[$0] > postingCount[$1] }.prefix(64))
            // Worth it only when phrases repeat a few combinations of common features (expanded
            // templates); with as many masks as phrases, the posting lists are cheaper.
            var bitOf = [Int8](repeating: -1, count: slotCount)
            for (bit, slot) in common.enumerated() { bitOf[slot] = Int8(bit) }
            var distinct = Set<UInt64>()
            for index in stored.indices {
                var mask: UInt64 = 0
                for slot in phraseSlots[phraseStart[index]..<phraseStart[index + 1]] where bitOf[Int(slot)] >= 0 {
                    mask |= 1 << UInt64(bitOf[Int(slot)])
                }
                distinct.insert(mask)
            }
            if distinct.count * 8 <= stored.count {
                commonBit = bitOf
                for slot in common { postingCount[slot] = 0 }
                commonSlots = common.map { Int32($0) }
            }
        }

        var start = [Int32](repeating: 0, count: slotCount + 1)
        for slot in 0..<slotCount { start[slot + 1] = start[slot] + postingCount[slot] }
        var fill = start
        var built = [Posting](repeating: Posting(phrase: 0, value: 0), count: Int(start[slotCount]))
        var inverseNorms = [Float](repeating: 1, count: stored.count)
        var maskNumber: [UInt64: Int32] = [:]
        masks = []
        phraseMask = []
        phraseMask.reserveCapacity(stored.count)
        for index in stored.indices {
            let slots = phraseSlots[phraseStart[index]..<phraseStart[index + 1]]
            var squared: Float = 0
            for slot in slots { squared += slotWeight[Int(slot)] * slotWeight[Int(slot)] }
            let inverse = squared > 0 ? 1 / squared.squareRoot() : 1
            inverseNorms[index] = inverse
            var mask: UInt64 = 0
            for slot in slots {
                let bit = commonBit[Int(slot)]
                if bit >= 0 {
                    mask |= 1 << UInt64(bit)
                    continue
                }
                built[Int(fill[Int(slot)])] = Posting(phrase: Int32(index), value: slotWeight[Int(slot)] * inverse)
                fill[Int(slot)] += 1
            }
            if let known = maskNumber[mask] {
                phraseMask.append(known)
            } else {
                maskNumber[mask] = Int32(masks.count)
                phraseMask.append(Int32(masks.count))
                masks.append(mask)
            }
        }
        inverseNorm = inverseNorms
        reranks = groupCount >= 2 * Self.rerankGroups && stored.count <= groupCount * 32
        if reranks {
            // Only the rerank layout compares phrases one by one, from flat arrays.
            flatSlots = phraseSlots
            var unitWeights = [Float](repeating: 0, count: phraseSlots.count)
            for index in stored.indices {
                for entry in phraseStart[index]..<phraseStart[index + 1] {
                    unitWeights[entry] = slotWeight[Int(phraseSlots[entry])] * inverseNorms[index]
                }
            }
            flatWeights = unitWeights
            flatStart = phraseStart.map { Int32($0) }
        } else {
            flatSlots = []
            flatWeights = []
            flatStart = []
        }
        table = slotOf
        postingStart = start
        postings = built

        // Centroids: the sum of each group's unit vectors, normalised again, so a shortcut
        // with many phrasings supports an utterance that mixes their words.
        var members = [[Int]](repeating: [], count: groupCount)
        ungrouped = []
        for (index, group) in groups.enumerated() {
            if group >= 0 && Int(group) < groupCount {
                members[Int(group)].append(index)
            } else {
                ungrouped.append(Int32(index))
            }
        }
        groupMembers = members.map { $0.map { Int32($0) } }
        var sum = [Float](repeating: 0, count: slotCount)
        var touched: [Int32] = []
        var entries: [(slot: Int32, posting: Posting)] = []
        var groupCounts = [Int32](repeating: 0, count: slotCount)
        for (group, indices) in members.enumerated() {
            for index in indices {
                for slot in phraseSlots[phraseStart[index]..<phraseStart[index + 1]] {
                    if sum[Int(slot)] == 0 { touched.append(slot) }
                    sum[Int(slot)] += slotWeight[Int(slot)] * inverseNorms[index]
                }
            }
            var squared: Float = 0
            for slot in touched { squared += sum[Int(slot)] * sum[Int(slot)] }
            let inverse = squared > 0 ? 1 / squared.squareRoot() : 1
            for slot in touched {
                // Divided by the slot weight because the query multiplies it back in.
                let value = sum[Int(slot)] * inverse / max(slotWeight[Int(slot)], .leastNormalMagnitude)
                entries.append((slot, Posting(phrase: Int32(group), value: value)))
                groupCounts[Int(slot)] += 1
                sum[Int(slot)] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
        var groupStart = [Int32](repeating: 0, count: slotCount + 1)
        for slot in 0..<slotCount { groupStart[slot + 1] = groupStart[slot] + groupCounts[slot] }
        var groupFill = groupStart
        var groupBuilt = [Posting](repeating: Posting(phrase: 0, value: 0), count: entries.count)
        for entry in entries {
            groupBuilt[Int(groupFill[Int(entry.slot)])] = entry.posting
            groupFill[Int(entry.slot)] += 1
        }
        groupPostingStart = groupStart
        groupPostings = groupBuilt
        // Sparse sums reuse the centroids' scratch vector, clearing only the slots touched.
        cohesion = Self.cohesion(groups: groups, families: stored.map(\.family), groupCount: groupCount) { phrases in
            var squared: Float = 0
            for index in phrases {
                for slot in phraseSlots[phraseStart[index]..<phraseStart[index + 1]] {
                    if sum[Int(slot)] == 0 { touched.append(slot) }
                    sum[Int(slot)] += slotWeight[Int(slot)] * inverseNorms[index]
                }
            }
            for slot in touched {
                squared += sum[Int(slot)] * sum[Int(slot)]
                sum[Int(slot)] = 0
            }
            touched.removeAll(keepingCapacity: true)
            return squared
        }
    }

    /// The median over shortcuts of the mean cosine between two of its phrasings from
    /// different templates: how alike a shortcut's own phrasings are in this catalog.
    private(set) var cohesion: Float = 0

    /// Median over groups of the mean pairwise cosine of their template representatives (the
    /// first phrase of each family), from one sum per group: for n unit vectors,
    /// |Σv|² = n + Σ_{i≠j} vᵢ·vⱼ. `squaredNormOfSum` gets a group's representatives.
    /// Groups with fewer than two templates are left out; 0 when none is left.
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

    @inline(__always)
    private static func idf(frequency: Float, documents: Float) -> Float {
        ((documents + 1) / (frequency + 1)).logNatural + 1
    }

    public func accumulate(
        _ query: QueryFeatures, weight: Float, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int
    ) {
        accumulate(query, weight: weight, scores: scores, touched: touched, touchedCount: &touchedCount,
                   groupScores: UnsafeMutableBufferPointer(start: nil, count: 0))
    }

    /// ``accumulate(_:weight:scores:touched:touchedCount:)`` that also scores every group's
    /// centroid into `groupScores` (one per group, zeroed by the caller), when it is not empty.
    func accumulate(
        _ query: QueryFeatures, weight: Float, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>
    ) {
        let scoreGroups = groupScores.count == groupCount && groupCount > 0
        // The query's own norm covers every distinct feature, known or not.
        var squared: Float = 0
        let firstTouched = touchedCount
        var count = touchedCount
        var queryMask: UInt64 = 0
        query.features.features.withUnsafeBufferPointer { features in
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
                        let ww = w * w * weight
                        for index in Int(groupPostingStart[Int(slot)])..<Int(groupPostingStart[Int(slot) + 1]) {
                            let posting = groupPostings[index]
                            groupScores[Int(posting.phrase)] += ww * posting.value
                        }
                    }
                    let bit = commonBit[Int(slot)]
                    if bit >= 0 {
                        queryMask |= 1 << UInt64(bit)
                        continue
                    }
                    let scaled = w * weight
                    // A phrase is "touched" when its score leaves zero, so zero weights add nothing.
                    guard scaled > 0 else { continue }
                    for posting in postings[Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1])] {
                        let phrase = Int(posting.phrase)
                        if scores[phrase] == 0 {
                            touched[count] = posting.phrase
                            count += 1
                        }
                        scores[phrase] += scaled * posting.value
                    }
                }
            }
        }
        if queryMask != 0 {
            addCommon(queryMask, weight: weight, scores: scores, touched: touched, count: &count)
        }
        touchedCount = count
        guard squared > 0 else { return }
        let inverseNorm = 1 / squared.squareRoot()
        for index in firstTouched..<count { scores[Int(touched[index])] *= inverseNorm }
        if scoreGroups {
            for group in 0..<groupCount { groupScores[group] *= inverseNorm }
        }
    }

    /// The number of distinct features (the size of a rerank's query weight scratch).
    var slotCount: Int { slotWeight.count }

    /// Scores the group centroids, then compares the phrases of the leading groups (and every
    /// ungrouped phrase) one by one. `queryWeights` holds ``slotCount`` zeros and is left so.
    func accumulateReranking(
        _ query: QueryFeatures, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, touchedCount: inout Int,
        groupScores: UnsafeMutableBufferPointer<Float>, queryWeights: UnsafeMutableBufferPointer<Float>
    ) {
        // Raw buffers for the inner loops: no bounds checks or retains per element.
        slotWeight.withUnsafeBufferPointer { slotWeight in
        groupPostingStart.withUnsafeBufferPointer { groupStart in
        groupPostings.withUnsafeBufferPointer { groupPostings in
        flatSlots.withUnsafeBufferPointer { flatSlots in
        flatStart.withUnsafeBufferPointer { flatStart in
        flatWeights.withUnsafeBufferPointer { flatWeights in
        let features = query.features.features
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

            withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.rerankGroups) { leaders in
                var leaderCount = 0
                for group in 0..<groupCount {
                    let score = groupScores[group]
                    guard score > 0 else { continue }
                    if leaderCount == Self.rerankGroups && groupScores[Int(leaders[leaderCount - 1])] >= score { continue }
                    var at = min(leaderCount, Self.rerankGroups - 1)
                    if leaderCount < Self.rerankGroups { leaderCount += 1 }
                    while at > 0 && groupScores[Int(leaders[at - 1])] < score {
                        leaders[at] = leaders[at - 1]
                        at -= 1
                    }
                    leaders[at] = Int32(group)
                }
                func compare(_ phrase: Int) {
                    var dot: Float = 0
                    for entry in Int(flatStart[phrase])..<Int(flatStart[phrase + 1]) {
                        dot += queryWeights[Int(flatSlots[entry])] * flatWeights[entry]
                    }
                    guard dot > 0 else { return }
                    scores[phrase] = dot * inverseQuery
                    touched[touchedCount] = Int32(phrase)
                    touchedCount += 1
                }
                for leader in leaders[0..<leaderCount] {
                    for phrase in groupMembers[Int(leader)] { compare(Int(phrase)) }
                }
                for phrase in ungrouped { compare(Int(phrase)) }
            }
        }
        }}}}}}
    }

    /// Adds the common features the query has to every phrase that has them: one dot product
    /// per distinct mask, then one multiply-add per phrase.
    private func addCommon(
        _ queryMask: UInt64, weight: Float, scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>, count: inout Int
    ) {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 64) { bitWeight in
            for (bit, slot) in commonSlots.enumerated() {
                bitWeight[bit] = slotWeight[Int(slot)] * slotWeight[Int(slot)] * weight
            }
            withUnsafeTemporaryAllocation(of: Float.self, capacity: masks.count) { maskDot in
                for (number, mask) in masks.enumerated() {
                    var shared = mask & queryMask
                    var dot: Float = 0
                    while shared != 0 {
                        dot += bitWeight[shared.trailingZeroBitCount]
                        shared &= shared - 1
                    }
                    maskDot[number] = dot
                }
                for phrase in 0..<phraseMask.count {
                    let dot = maskDot[Int(phraseMask[phrase])]
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

    /// How much each query token (by index) contributes to the features `phrase` shares with
    /// the query: the words that carried the match.
    func sharedTokens(_ query: FeatureBuffer, phrase: Int) -> [Float] {
        let stored = stored[phrase]
        var carried = [Float](repeating: 0, count: query.tokenRanges.count)
        for feature in query.features where carried.indices.contains(Int(feature.token)) {
            let key = Self.key(feature)
            guard stored.features.contains(key) else { continue }
            let slot = table.slot(for: key)
            guard slot >= 0 else { continue }
            carried[Int(feature.token)] += slotWeight[Int(slot)]
        }
        return carried
    }
}

extension Float {
    var logNatural: Float { logf(self) }
}
