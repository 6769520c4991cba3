/// Dense semantic similarity between an utterance and a fixed list of phrases.
///
/// Every phrase is embedded once with a ``StaticEmbedding``; the unit vectors sit in one
/// contiguous array, row after row, and a query is one embedding plus one dot product per
/// phrase (SIMD, 8 lanes). Phrases that share no word with the query still score when their
/// meaning is close ("track my hydration" ~ "log a glass of water").
///
/// Complexity: building O(total text length + phrases × dimension); a query
/// O(query length + phrases × dimension), allocating nothing.
public struct DenseIndex: Sendable {
    /// The embedding phrases and queries go through.
    public let embedding: StaticEmbedding
    /// The number of indexed phrases.
    public let phraseCount: Int
    /// The vector length.
    public var dimension: Int { embedding.dimension }
    /// `phraseCount × dimension` unit vectors (zero for a phrase with no known token).
    private let vectors: [Float]

    /// Embeds `texts`, one phrase each, in order.
    public init(texts: [String], embedding: StaticEmbedding) {
        self.embedding = embedding
        phraseCount = texts.count
        let dimension = embedding.dimension
        vectors = [Float](unsafeUninitializedCapacity: texts.count * dimension) { buffer, initialized in
            for (phrase, text) in texts.enumerated() {
                let row = UnsafeMutableBufferPointer(rebasing: buffer[(phrase * dimension)..<((phrase + 1) * dimension)])
                embedding.embed(text, into: row)
            }
            initialized = texts.count * dimension
        }
    }

    /// Bytes the phrase vectors occupy.
    public var vectorByteCount: Int { vectors.count * MemoryLayout<Float>.stride }

    /// The unit vector of `phrase` (``dimension`` floats).
    public func vector(of phrase: Int) -> ArraySlice<Float> {
        vectors[(phrase * dimension)..<((phrase + 1) * dimension)]
    }

    /// The phrase among `candidates` closest to an embedded query, and its cosine; (-1, -1)
    /// when `candidates` is empty.
    public func best(of candidates: [Int32], _ query: UnsafeBufferPointer<Float>) -> (phrase: Int32, score: Float) {
        let dimension = self.dimension
        return vectors.withUnsafeBufferPointer { all in
            var best: (phrase: Int32, score: Float) = (-1, -1)
            for phrase in candidates {
                let start = Int(phrase) * dimension
                let score = StaticEmbedding.dot(query, UnsafeBufferPointer(rebasing: all[start..<(start + dimension)]))
                if score > best.score { best = (phrase, score) }
            }
            return best
        }
    }

    /// The dot product (cosine, both being unit vectors) of an embedded query with `phrase`.
    public func dot(_ query: UnsafeBufferPointer<Float>, phrase: Int) -> Float {
        vectors.withUnsafeBufferPointer { all in
            StaticEmbedding.dot(query, UnsafeBufferPointer(rebasing: all[(phrase * dimension)..<((phrase + 1) * dimension)]))
        }
    }

    /// Adds `weight` × max(0, cosine(query, phrase)) into `scores[phrase]` for every phrase with
    /// a positive cosine, appending to `touched` each phrase whose score was zero before.
    ///
    /// `scores` must have at least ``phraseCount`` elements. Allocates nothing beyond growth of
    /// `touched`.
    public func accumulate(query text: String, weight: Float, into scores: inout [Float], touched: inout [Int32]) {
        precondition(scores.count >= phraseCount, "scores has \(scores.count) slots for \(phraseCount) phrases")
        scores.withUnsafeMutableBufferPointer { scores in
            scan(query: text, weight: weight, scores: scores) { touched.append($0) }
        }
    }

    /// Adds `weight` × max(0, cosine(query, phrase)) into `scores[phrase]` for every phrase with
    /// a positive cosine, writing each phrase whose score was zero before to
    /// `touched[touchedCount]` and incrementing `touchedCount` (the matcher's buffers).
    ///
    /// `scores` and `touched` must have at least ``phraseCount`` elements. Allocates nothing.
    public func accumulate(
        query text: String,
        weight: Float,
        scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>,
        touchedCount: inout Int
    ) {
        precondition(scores.count >= phraseCount, "scores has \(scores.count) slots for \(phraseCount) phrases")
        scan(query: text, weight: weight, scores: scores) { phrase in
            precondition(touchedCount < touched.count, "touched is full at \(touched.count)")
            touched[touchedCount] = phrase
            touchedCount += 1
        }
    }

    /// The scan behind both `accumulate`s: `touch` gets each phrase whose score leaves zero.
    @inline(__always)
    private func scan(query text: String, weight: Float, scores: UnsafeMutableBufferPointer<Float>, touch: (Int32) -> Void) {
        guard weight != 0, phraseCount > 0 else { return }
        let dimension = self.dimension
        withUnsafeTemporaryAllocation(of: Float.self, capacity: dimension) { query in
            guard embedding.embed(text, into: query) > 0 else { return }
            let queryVector = UnsafeBufferPointer(query)
            vectors.withUnsafeBufferPointer { all in
                for phrase in 0..<phraseCount {
                    let row = UnsafeBufferPointer(rebasing: all[(phrase * dimension)..<((phrase + 1) * dimension)])
                    let cosine = StaticEmbedding.dot(queryVector, row)
                    guard cosine > 0 else { continue }
                    if scores[phrase] == 0 { touch(Int32(phrase)) }
                    scores[phrase] += weight * cosine
                }
            }
        }
    }

    /// The cosine of the query text and phrase number `phrase`, in -1...1.
    public func cosine(query text: String, phrase: Int) -> Float {
        precondition(phrase >= 0 && phrase < phraseCount, "phrase \(phrase) outside 0..<\(phraseCount)")
        let dimension = self.dimension
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: dimension) { query in
            embedding.embed(text, into: query)
            return vectors.withUnsafeBufferPointer { all in
                StaticEmbedding.dot(UnsafeBufferPointer(query), UnsafeBufferPointer(rebasing: all[(phrase * dimension)..<((phrase + 1) * dimension)]))
            }
        }
    }
}
