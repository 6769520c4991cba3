public import DenseEmbedding

/// Dense semantic similarity: static token embeddings (model2vec-style, derived from
/// all-MiniLM-L6-v2) averaged into one unit vector per phrase, per shortcut centroid and per
/// utterance. It knows that "gist" is close to "summary" where the sparse index only sees
/// different words.
///
/// Cost per query: one embedding (a few microseconds), one dot product per shortcut centroid,
/// then one per phrase of the few shortcuts still in the running. Nothing is allocated once
/// the scratch vector has its size.
struct DenseScorer: Sendable {
    let embedding: StaticEmbedding
    let phrases: DenseIndex
    private let centroids: [Float]
    private let groupPhrases: [[Int32]]
    let dimension: Int

    init(texts: [String], groups: [Int32], groupCount: Int, embedding: StaticEmbedding) {
        self.embedding = embedding
        phrases = DenseIndex(texts: texts, embedding: embedding)
        dimension = embedding.dimension
        var members = [[Int32]](repeating: [], count: groupCount)
        for (phrase, group) in groups.enumerated() where group >= 0 && Int(group) < groupCount {
            members[Int(group)].append(Int32(phrase))
        }
        groupPhrases = members
        var sums = [Float](repeating: 0, count: groupCount * dimension)
        for (group, list) in members.enumerated() {
            for phrase in list {
                for (offset, value) in phrases.vector(of: Int(phrase)).enumerated() {
                    sums[group * dimension + offset] += value
                }
            }
            var squared: Float = 0
            for offset in 0..<dimension { squared += sums[group * dimension + offset] * sums[group * dimension + offset] }
            if squared > 0 {
                let inverse = 1 / squared.squareRoot()
                for offset in 0..<dimension { sums[group * dimension + offset] *= inverse }
            }
        }
        centroids = sums
    }

    /// Embeds the utterance into `query`; false when it has no known token.
    func embed(_ text: String, into query: inout [Float]) -> Bool {
        embedding.embed(text, into: &query)
        return query.contains { $0 != 0 }
    }

    /// Cosine of the query with the centroid of every group whose `gate` value reaches
    /// `floor` (0 for the others).
    func centroidSimilarities(
        _ query: UnsafeBufferPointer<Float>, into scores: UnsafeMutableBufferPointer<Float>,
        where gate: [Float], atLeast floor: Float
    ) {
        centroids.withUnsafeBufferPointer { all in
            for group in 0..<groupPhrases.count {
                guard floor <= 0 || gate[group] >= floor else {
                    scores[group] = 0
                    continue
                }
                let row = UnsafeBufferPointer(rebasing: all[(group * dimension)..<((group + 1) * dimension)])
                scores[group] = StaticEmbedding.dot(query, row)
            }
        }
    }

    /// Above this many phrases a shortcut is judged by its centroid alone.
    static let phraseScanLimit = 64

    /// How many phrases `group` has.
    func phraseCount(of group: Int) -> Int { groupPhrases[group].count }

    /// The best phrase of `group` for the query, and its cosine.
    func bestPhrase(of group: Int, _ query: UnsafeBufferPointer<Float>) -> (phrase: Int32, score: Float) {
        phrases.best(of: groupPhrases[group], query)
    }
}
