/// Something that turns a sentence into a unit vector whose dot product with another is their
/// cosine: the English WordPiece table (``StaticEmbedding``) or the multilingual unigram
/// table (``UnigramEmbedding``). Both are a weighted mean of static token rows.
public protocol SentenceEmbedding: Sendable {
    /// The length of every vector.
    var dimension: Int { get }

    /// Writes the L2-normalised sentence vector of `text` into the first ``dimension`` floats
    /// of `vector` and returns the number of tokens averaged (0: the zero vector).
    @discardableResult
    func embed(_ text: String, into vector: UnsafeMutableBufferPointer<Float>) -> Int

    /// Whether sentences in different languages share one space (a translation lands near
    /// its original), so that a catalog's phrases in one locale can teach another's.
    var sharesSpaceAcrossLanguages: Bool { get }
}

extension SentenceEmbedding {
    /// False unless the embedding says otherwise.
    public var sharesSpaceAcrossLanguages: Bool { false }

    /// The sentence vector of `text`, in a new array.
    public func vector(of text: String) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        vector.withUnsafeMutableBufferPointer { _ = embed(text, into: $0) }
        return vector
    }

    /// The cosine similarity of two texts, in -1...1 (0 when either has no known token).
    public func similarity(_ first: String, _ second: String) -> Float {
        let a = vector(of: first)
        let b = vector(of: second)
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in StaticEmbedding.dot(x, y) } }
    }
}

extension StaticEmbedding: SentenceEmbedding {}
