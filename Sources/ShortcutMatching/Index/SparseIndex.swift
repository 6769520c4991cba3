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
        var hashes: [UInt64]
        var kinds: [FeatureKind]
        var family: Int
        /// A hash of the exact words in order: equal keys mean the same phrase, said exactly.
        var exactKey: UInt64
    }

    private(set) var stored: [StoredPhrase]
    let weights: FeatureWeights
    private var table: FeatureTable
    private var postingStart: [Int32]
    private var postingPhrase: [Int32]
    private var postingValue: [Float]
    private var slotWeight: [Float]
    private var maxIDF: Float

    /// The number of indexed phrases.
    public var phraseCount: Int { stored.count }

    /// Indexes `texts` (one family number per text) in `locale`.
    ///
    /// Complexity: O(total length of the texts) analysis plus O(total features) indexing.
    public init(texts: [String], families: [Int], locale: AnalysisLocale, weights: FeatureWeights = FeatureWeights()) throws(AnalysisError) {
        var buffer = FeatureBuffer()
        var stored: [StoredPhrase] = []
        stored.reserveCapacity(texts.count)
        for (text, family) in zip(texts, families) {
            stored.append(try Self.store(text, family: family, locale: locale, buffer: &buffer))
        }
        self.init(stored: stored, weights: weights)
    }

    init(stored: [StoredPhrase], weights: FeatureWeights) {
        self.stored = stored
        self.weights = weights
        table = FeatureTable(capacity: 0)
        postingStart = []
        postingPhrase = []
        postingValue = []
        slotWeight = []
        maxIDF = 1
        rebuildPostings()
    }

    static func store(_ text: String, family: Int, locale: AnalysisLocale, buffer: inout FeatureBuffer) throws(AnalysisError) -> StoredPhrase {
        try TextAnalyzer().extractFeatures(of: text, locale: locale, into: &buffer)
        let exactKey = Self.exactKey(of: buffer)
        var pairs = buffer.features.map { ($0.hash, $0.kind) }
        pairs.sort { $0.0 < $1.0 }
        var hashes: [UInt64] = []
        var kinds: [FeatureKind] = []
        hashes.reserveCapacity(pairs.count)
        for (hash, kind) in pairs where hashes.last != hash {
            hashes.append(hash)
            kinds.append(kind)
        }
        return StoredPhrase(hashes: hashes, kinds: kinds, family: family, exactKey: exactKey)
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

    private mutating func rebuildPostings() {
        // Document frequency with each template family counting once in all.
        var familySize: [Int: Int] = [:]
        for phrase in stored { familySize[phrase.family, default: 0] += 1 }
        let documents = Float(familySize.count)
        var slotOf = FeatureTable(capacity: stored.reduce(0) { $0 + $1.hashes.count } / 2 + 16)
        var frequency: [Float] = []
        var kindOfSlot: [FeatureKind] = []
        var postingCount: [Int32] = []
        for phrase in stored {
            let share = 1 / Float(familySize[phrase.family] ?? 1)
            for (hash, kind) in zip(phrase.hashes, phrase.kinds) {
                var slot = slotOf.slot(for: hash)
                if slot < 0 {
                    slot = Int32(frequency.count)
                    slotOf.insert(hash, slot: slot)
                    frequency.append(0)
                    kindOfSlot.append(kind)
                    postingCount.append(0)
                }
                frequency[Int(slot)] += share
                postingCount[Int(slot)] += 1
            }
        }
        maxIDF = Self.idf(frequency: 0, documents: documents)
        slotWeight = zip(frequency, kindOfSlot).map { weights.weight(of: $1) * Self.idf(frequency: $0, documents: documents) }

        var start = [Int32](repeating: 0, count: frequency.count + 1)
        for slot in 0..<frequency.count { start[slot + 1] = start[slot] + postingCount[slot] }
        var fill = start
        var phrases = [Int32](repeating: 0, count: Int(start.last ?? 0))
        var values = [Float](repeating: 0, count: phrases.count)
        for (index, phrase) in stored.enumerated() {
            var squared: Float = 0
            for hash in phrase.hashes {
                let w = slotWeight[Int(slotOf.slot(for: hash))]
                squared += w * w
            }
            let norm = squared > 0 ? squared.squareRoot() : 1
            for hash in phrase.hashes {
                let slot = Int(slotOf.slot(for: hash))
                let at = Int(fill[slot])
                phrases[at] = Int32(index)
                values[at] = slotWeight[slot] / norm
                fill[slot] += 1
            }
        }
        table = slotOf
        postingStart = start
        postingPhrase = phrases
        postingValue = values
    }

    @inline(__always)
    private static func idf(frequency: Float, documents: Float) -> Float {
        ((documents + 1) / (frequency + 1)).logNatural + 1
    }

    public func accumulate(_ query: QueryFeatures, weight: Float, into scores: inout [Float], touched: inout [Int32]) {
        // The query's own norm covers every distinct feature, known or not.
        var squared: Float = 0
        let features = query.features.features
        for (position, feature) in features.enumerated() {
            // Duplicates within one utterance count once (binary weights, as in the phrases).
            var duplicate = false
            var k = position - 1
            while k >= 0 && k >= position - 64 {
                if features[k].hash == feature.hash { duplicate = true; break }
                k -= 1
            }
            if duplicate { continue }
            let slot = table.slot(for: feature.hash)
            if slot < 0 {
                let w = weights.weight(of: feature.kind) * maxIDF * weights.unseen
                squared += w * w
                continue
            }
            let w = slotWeight[Int(slot)]
            squared += w * w
            let scaled = w * weight
            for posting in Int(postingStart[Int(slot)])..<Int(postingStart[Int(slot) + 1]) {
                let phrase = Int(postingPhrase[posting])
                if scores[phrase] == 0 { touched.append(Int32(phrase)) }
                scores[phrase] += scaled * postingValue[posting]
            }
        }
        guard squared > 0 else { return }
        let inverseNorm = 1 / squared.squareRoot()
        for phrase in touched { scores[Int(phrase)] *= inverseNorm }
    }

    /// The features of `phrase` that the query shares, as query token indices weighted by
    /// their contribution: the words that carried the match.
    func sharedTokens(_ query: FeatureBuffer, phrase: Int) -> [Int32: Float] {
        let stored = stored[phrase]
        var carried: [Int32: Float] = [:]
        for feature in query.features {
            guard binarySearch(stored.hashes, feature.hash) else { continue }
            let slot = table.slot(for: feature.hash)
            guard slot >= 0 else { continue }
            carried[feature.token, default: 0] += slotWeight[Int(slot)]
        }
        return carried
    }

    private func binarySearch(_ hashes: [UInt64], _ hash: UInt64) -> Bool {
        var low = 0
        var high = hashes.count
        while low < high {
            let mid = (low + high) / 2
            if hashes[mid] < hash { low = mid + 1 } else { high = mid }
        }
        return low < hashes.count && hashes[low] == hash
    }
}

extension Float {
    var logNatural: Float { logf(self) }
}
