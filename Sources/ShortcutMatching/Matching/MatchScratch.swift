public import TextAnalysis

/// Reusable working memory for matching: keep one per thread or task and pass it to every
/// ``Matcher/match(_:exactOnly:scratch:)``. After the first few calls it has grown to size and
/// matching allocates nothing more in it.
public struct MatchScratch: Sendable {
    var features = FeatureBuffer()
    var scores: [Float] = []
    var touched: [Int32] = []
    var touchedCount = 0
    var intentBest: [Float] = []
    var intentPhrase: [Int32] = []
    var groupScores: [Float] = []
    var queryWeights: [Float] = []
    var denseQuery: [Float] = []
    var denseCentroid: [Float] = []
    var denseLeaders: [(intent: Int32, estimate: Float)] = []
    /// The utterance in the rerank's table, and the shortcuts it reorders.
    var rerankQuery: [Float] = []
    var rerankLeaders: [(intent: Int32, cosine: Float)] = []
    /// The sparse index's leading shortcuts by centroid, then its runners-up (-1: none; see
    /// `SparseIndex.score`).
    var sparseRanked: [Int32] = []
    /// 0, 1, 2, … one per shortcut: the intents dense fusion visits when the sparse index did
    /// not rank them.
    var allIntents: [Int32] = []
    /// The utterance's tokens, read in the same pass as ``features`` by a catalog's matcher,
    /// whose acceptance checks need words; valid when ``hasTokens``.
    var tokens: [Token] = []
    var hasTokens = false

    /// Creates empty scratch space.
    public init() {}

    /// Zeroes only what the previous query touched, so resetting costs what it used.
    mutating func prepare(phraseCount: Int, intentCount: Int) {
        if scores.count != phraseCount {
            scores = Array(repeating: 0, count: phraseCount)
            touched = Array(repeating: 0, count: phraseCount)
        } else {
            for index in 0..<touchedCount { scores[Int(touched[index])] = 0 }
        }
        touchedCount = 0
        if intentBest.count != intentCount {
            intentBest = Array(repeating: 0, count: intentCount)
            intentPhrase = Array(repeating: -1, count: intentCount)
            groupScores = Array(repeating: 0, count: intentCount)
        } else {
            for intent in 0..<intentCount {
                intentBest[intent] = 0
                intentPhrase[intent] = -1
                groupScores[intent] = 0
            }
        }
    }

    /// The features of the last utterance matched with this scratch.
    public var lastFeatures: FeatureBuffer { features }
}
