public import ShortcutPreviewCore

/// Static vectors for SentencePiece unigram pieces in one space shared by several languages
/// (the shipped table is distilled from multilingual-e5-small for en, ja, zh-Hans and vi): a
/// sentence is the mean of its pieces' rows, minus an optional centre, L2-normalised.
///
/// The file is one safetensors file of format `shortcutpreview-unigram-1`: `embeddings` I8
/// `[rows, dimension]`, `scales` F32 `[rows]` (a row is `embeddings[i] × scales[i]`, token
/// weights folded in), `pieces` U8 (every piece's UTF-8, concatenated), `piece_offsets` I32
/// `[pieces + 1]`, `piece_scores` F32 `[pieces]` (log-probabilities for the Viterbi search),
/// `mapping` I32 `[pieces]` (each piece's row, -1 for a piece that only tokenises), optional
/// `center` F32 `[dimension]`, and `__metadata__` with `format`, `unk_piece`,
/// `normalization`, `pooling` and `dimension`. The rows stay in the mapped file: only those
/// a text uses become resident.
public struct UnigramEmbedding: Sendable {
    /// The `format` this reader understands.
    public static let format = "shortcutpreview-unigram-1"

    /// The tokenizer over the table's pieces.
    public let tokenizer: UnigramTokenizer
    /// The length of every vector.
    public let dimension: Int
    /// The number of rows.
    public let rowCount: Int
    /// The file's `__metadata__`.
    public let metadata: [String: String]
    /// The file it was read from (for messages).
    public let file: String

    private let rows: Int8Rows
    /// Per piece: its row's scale, 0 for a piece without a row.
    private let pieceScale: [Float]
    /// Per piece: its row.
    private let pieceRow: [Int32]
    /// Subtracted from the mean before normalising; empty for none.
    private let center: [Float]

    /// Maps and reads the table at `url`, with the tokenizer's trie saved beside it
    /// (`trie.safetensors`) when there is one for this table.
    public init(contentsOf url: URL) throws(ShortcutPreviewError) {
        let saved = url.deletingLastPathComponent().appendingPathComponent(PieceTrie.fileName)
        let trie = InputFile.exists(saved) ? try? SafeTensorsFile(contentsOf: saved) : nil
        try self.init(tensors: SafeTensorsFile(contentsOf: url), savedTrie: trie)
    }

    /// Reads the table from an opened file, checking every tensor against the others; a
    /// `savedTrie` made for its pieces saves building the tokenizer's trie.
    public init(tensors: SafeTensorsFile, savedTrie: SafeTensorsFile? = nil) throws(ShortcutPreviewError) {
        let file = tensors.file
        func fail(_ reason: String) -> ShortcutPreviewError {
            ShortcutPreviewError(.invalidValue, file: file, reason: reason,
                                 remedy: "use a \(Self.format) table such as Models/multilingual/model.safetensors")
        }
        guard tensors.metadata["format"] == Self.format else {
            throw fail("__metadata__ format is \(tensors.metadata["format"].map { "\"\($0)\"" } ?? "missing"), not \"\(Self.format)\"")
        }
        let embeddings = try tensors.require("embeddings")
        guard embeddings.shape.count == 2, embeddings.shape[0] > 0, embeddings.shape[1] > 0 else {
            throw fail("\"embeddings\" has shape \(embeddings.shape), expected [rows, dimension]")
        }
        let rowCount = embeddings.shape[0]
        let dimension = embeddings.shape[1]
        if let declared = tensors.metadata["dimension"], Int(declared) != dimension {
            throw fail("__metadata__ dimension \(declared) differs from the table's \(dimension)")
        }
        let scores = try tensors.floats("piece_scores")
        let pieceCount = scores.count
        let scales = try tensors.floats("scales")
        guard scales.count == rowCount else { throw fail("\"scales\" has \(scales.count) values for \(rowCount) rows") }
        let mapping = try tensors.int32s("mapping")
        guard mapping.count == pieceCount else { throw fail("\"mapping\" has \(mapping.count) values for \(pieceCount) pieces") }
        guard mapping.allSatisfy({ $0 >= -1 && Int($0) < rowCount }) else { throw fail("\"mapping\" points outside the \(rowCount) rows") }
        guard let unknownText = tensors.metadata["unk_piece"], let unknown = Int32(unknownText) else {
            throw fail("__metadata__ lacks unk_piece (the unknown piece's id)")
        }
        var center: [Float] = []
        if tensors.tensor("center") != nil {
            center = try tensors.floats("center")
            guard center.count == dimension, center.allSatisfy(\.isFinite) else {
                throw fail("\"center\" has \(center.count) values for dimension \(dimension), or one is not finite")
            }
        }
        let offsets = try tensors.int32s("piece_offsets")
        let pieces = try tensors.byteView("pieces")
        let tokenizer = try pieces.withUnsafeBytes { bytes throws(ShortcutPreviewError) in
            try UnigramTokenizer(bytes: bytes, offsets: offsets, scores: scores, unknownID: unknown,
                                 unknownScore: tensors.metadata["unk_score"].flatMap(Float.init), file: file, savedTrie: savedTrie)
        }
        rows = try tensors.int8Rows("embeddings")
        pieceScale = mapping.map { row in row >= 0 && scales[Int(row)].isFinite ? scales[Int(row)] : 0 }
        pieceRow = mapping.map { max($0, 0) }
        self.tokenizer = tokenizer
        self.dimension = dimension
        self.rowCount = rowCount
        self.metadata = tensors.metadata
        self.file = file
        self.center = center
    }
}

extension UnigramEmbedding: SentenceEmbedding {
    /// True: the table was distilled from a multilingual teacher on translation pairs.
    public var sharesSpaceAcrossLanguages: Bool { true }

    /// Writes the sentence vector of `text` into `vector`; returns the number of pieces with
    /// a row. Allocates nothing for ordinary text.
    @discardableResult
    public func embed(_ text: String, into vector: UnsafeMutableBufferPointer<Float>) -> Int {
        let dimension = self.dimension
        let output = UnsafeMutableBufferPointer(rebasing: vector[0..<dimension])
        output.initialize(repeating: 0)
        var count = 0
        pieceScale.withUnsafeBufferPointer { scales in
            pieceRow.withUnsafeBufferPointer { mapping in
                rows.withUnsafeBufferPointer { int8 in
                    tokenizer.forEachPiece(in: text) { piece in
                        let scale = scales[Int(piece)]
                        guard scale != 0 else { return }
                        StaticEmbedding.addScaled(int8, from: Int(mapping[Int(piece)]) * dimension, scale: scale, into: output)
                        count += 1
                    }
                }
            }
        }
        guard count > 0 else { return 0 }
        if !center.isEmpty {
            let share = 1 / Float(count)
            for d in 0..<dimension { output[d] = output[d] * share - center[d] }
        }
        return StaticEmbedding.normalize(output) ? count : 0
    }
}
