@testable import ShortcutMatching
import TextAnalysis
import TestSupport
import Testing

/// The index's layout (postings, common-feature masks, the rerank layout) must score every
/// phrase it reports with the plain cosine of IDF-weighted feature sets, computed here from
/// scratch with no layout at all.
@Suite("Sparse index scoring")
struct SparseIndexTests {
    static let locale = AnalysisLocale("en")

    /// The index over `texts`, and each text's distinct feature keys.
    static func index(_ texts: [String], groups: [Int32], groupCount: Int) throws -> (SparseIndex, [Set<UInt64>]) {
        let families = Array(texts.indices)
        let index = SparseIndex(try SparseIndex.analysis(of: texts, families: families, locale: locale),
                                groups: groups, groupCount: groupCount, weights: FeatureWeights())
        var buffer = FeatureBuffer()
        let keys = try texts.map { text in
            Set(try SparseIndex.store(text, family: 0, locale: locale, buffer: &buffer).features)
        }
        return (index, keys)
    }

    /// What `score` reports: each touched phrase's score.
    static func scored(_ index: SparseIndex, _ query: FeatureBuffer, groupCount: Int) -> [Int: Float] {
        var scores = [Float](repeating: 0, count: index.phraseCount)
        var touched = [Int32](repeating: 0, count: index.phraseCount)
        var groupScores = [Float](repeating: 0, count: groupCount)
        var queryWeights: [Float] = []
        var count = 0
        scores.withUnsafeMutableBufferPointer { scores in
            touched.withUnsafeMutableBufferPointer { touched in
                groupScores.withUnsafeMutableBufferPointer { groupScores in
                    count = index.score(query, scores: scores, touched: touched, groupScores: groupScores, queryWeights: &queryWeights)
                }
            }
        }
        #expect(queryWeights.allSatisfy { $0 == 0 }, "the rerank scratch is left zeroed")
        #expect(Set(touched[0..<count]).count == count, "each phrase is touched once")
        return Dictionary(uniqueKeysWithValues: touched[0..<count].map { (Int($0), scores[Int($0)]) })
    }

    /// The cosine of the query's and each phrase's weighted feature sets.
    static func cosines(_ index: SparseIndex, _ query: FeatureBuffer, phrases: [Set<UInt64>]) -> [Float] {
        func weight(_ key: UInt64) -> Float? {
            let slot = index.table.slot(for: key)
            return slot >= 0 ? index.slotWeight[Int(slot)] : nil
        }
        let queryKeys = Set(query.features.map(SparseIndex.key))
        let queryNorm = queryKeys.reduce(Float(0)) { total, key in
            let w = weight(key) ?? index.weights.weight(of: SparseIndex.kind(of: key)) * index.maxIDF * index.weights.unseen
            return total + w * w
        }.squareRoot()
        return phrases.map { keys in
            let norm = keys.reduce(Float(0)) { $0 + (weight($1) ?? 0) * (weight($1) ?? 0) }.squareRoot()
            let dot = keys.intersection(queryKeys).reduce(Float(0)) { $0 + (weight($1) ?? 0) * (weight($1) ?? 0) }
            return norm > 0 && queryNorm > 0 ? dot / (norm * queryNorm) : 0
        }
    }

    static func features(_ text: String) throws -> FeatureBuffer {
        var buffer = FeatureBuffer()
        try TextAnalyzer().extractFeatures(of: text, locale: locale, into: &buffer)
        return buffer
    }

    static func expectCosines(_ index: SparseIndex, keys: [Set<UInt64>], queries: [String], groupCount: Int, everyPhrase: Bool) throws {
        for text in queries {
            let query = try features(text)
            let scored = scored(index, query, groupCount: groupCount)
            let expected = cosines(index, query, phrases: keys)
            for (phrase, score) in scored {
                #expect(abs(score - expected[phrase]) <= 1e-5, "\(text) / phrase \(phrase): \(score) vs \(expected[phrase])")
            }
            let best = expected.indices.max { expected[$0] < expected[$1] } ?? 0
            #expect(expected[best] <= 0 || scored[best] != nil, "\(text): the closest phrase is scored")
            if everyPhrase {
                #expect(Set(scored.keys) == Set(expected.indices.filter { expected[$0] > 0 }), "\(text)")
            }
        }
    }

    /// 96 phrases of one template: its words are common features, scored by mask.
    @Test func commonFeaturesScoreAsPostingsWould() throws {
        let items = ["milk", "eggs", "bread", "rice", "tea", "jam", "soap", "salt"]
        let texts = (0..<96).map { "add \(items[$0 % 8]) number \($0) to my packing list in Demo" } + ["open the settings"]
        let groups = texts.indices.map { Int32($0 < 96 ? $0 % 3 : -1) }
        let (index, keys) = try Self.index(texts, groups: groups, groupCount: 3)
        #expect(!index.common.slots.isEmpty, "the template's words became common features")
        try Self.expectCosines(index, keys: keys, queries: ["add milk to my packing list in Demo", "number 17", "open settings", "zzz"],
                               groupCount: 3, everyPhrase: true)
    }

    /// 30 shortcuts of two phrases: the centroids pick the leaders, whose phrases are compared.
    @Test func rerankedPhrasesScoreTheirCosine() throws {
        let words = ["alarm", "weather", "timer", "music", "flight", "hotel", "taxi", "recipe", "news", "stocks",
                     "email", "calendar", "notes", "photos", "maps", "podcast", "lights", "thermostat", "door", "garage",
                     "budget", "invoice", "workout", "sleep", "water", "coffee", "train", "bus", "parcel", "library"]
        let texts = words.flatMap { ["show my \($0) now", "open the \($0) page"] } + ["never mind"]
        let groups = texts.indices.map { Int32($0 < 60 ? $0 / 2 : -1) }
        let (index, keys) = try Self.index(texts, groups: groups, groupCount: 30)
        #expect(!index.rerank.isEmpty, "this index reranks")
        try Self.expectCosines(index, keys: keys, queries: ["show my weather", "open the taxi page please", "never mind that"],
                               groupCount: 30, everyPhrase: false)
    }

    @Test func exactPhraseIsTheFirstWithThoseWords() throws {
        let (index, _) = try Self.index(["Open the door", "open the DOOR", "close the door"], groups: [0, 0, 1], groupCount: 2)
        #expect(index.exactPhrase(of: try Self.features("open the door")) == 0)
        #expect(index.exactPhrase(of: try Self.features("close the door")) == 2)
        #expect(index.exactPhrase(of: try Self.features("the door")) == nil)
    }

    @Test func reanalysisAnalysesOnlyNewTexts() throws {
        let (index, _) = try Self.index(["open the door", "close the door"], groups: [0, 1], groupCount: 2)
        let analysis = try index.reanalysis(of: ["close the door", "lock the door", "open the door"], families: [5, 6, 7], locale: Self.locale)
        #expect(analysis.analyzedCount == 1)
        #expect(analysis.phrases.map(\.family) == [5, 6, 7])
    }
}
