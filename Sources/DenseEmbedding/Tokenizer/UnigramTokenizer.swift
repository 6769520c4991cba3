public import ShortcutPreviewCore

/// A SentencePiece unigram tokenizer (XLM-RoBERTa's), matching the multilingual teacher's own
/// tokenisation: each code point normalised by NFKC on its own (controls dropped, every kind
/// of space and zero-width mark a space), runs of spaces collapsed, a `▁` (U+2581) put in
/// front unless the text starts with a space, every space written as `▁`, and then the
/// segmentation into pieces of the highest total log-probability (Viterbi). A character no
/// piece covers becomes the unknown piece on its own.
///
/// Built once from flat arrays (piece bytes, offsets, scores); a byte trie over the pieces is
/// built at load. Tokenising allocates nothing for text whose characters are their own NFKC
/// form (nearly all text): its scratch lives on the stack.
public struct UnigramTokenizer: Sendable {
    /// The number of pieces.
    public let pieceCount: Int
    /// The id of the unknown piece.
    public let unknownID: Int32
    /// Each piece's UTF-8 bytes, concatenated.
    let pieceBytes: [UInt8]
    /// `pieceCount + 1` offsets into ``pieceBytes``.
    let pieceOffsets: [Int32]
    /// Each piece's log-probability.
    let scores: [Float]
    /// What an unknown character scores: 10 below the least likely piece, as SentencePiece.
    let unknownScore: Float
    let trie: PieceTrie
    /// Whether ``trie`` was read from a saved copy rather than built.
    let readSavedTrie: Bool
    /// What a saved trie must have been built from (`PieceTrie.fingerprint`).
    let trieFingerprint: UInt64

    /// Texts whose normalised form exceeds this many bytes are tokenised on the heap.
    static let stackLimit = 16 * 1024

    /// The largest piece score a table may state, either sign: far beyond any log-probability,
    /// and far enough from `Float.greatestFiniteMagnitude` that a long text's sum stays finite.
    static let maximumScoreMagnitude: Float = 1_000_000

    /// A tokenizer over `pieceCount` pieces: `bytes` holds them concatenated, `offsets` their
    /// `pieceCount + 1` boundaries, `scores` their log-probabilities; `unknownID` is the
    /// unknown piece, and an unknown character scores `unknownScore` (by default 10 below the
    /// least likely piece, as SentencePiece; a pruned table states the full vocabulary's).
    /// `file` names the source in errors. A `savedTrie` saved for these very pieces is read
    /// instead of building the trie; any other is ignored.
    public init(
        bytes: UnsafeRawBufferPointer, offsets: [Int32], scores: [Float], unknownID: Int32, unknownScore: Float? = nil, file: String,
        savedTrie: SafeTensorsFile? = nil
    ) throws(ShortcutPreviewError) {
        func fail(_ reason: String) -> ShortcutPreviewError {
            ShortcutPreviewError(.invalidValue, file: file, reason: reason, remedy: "re-create the multilingual table with Tools/derive-multilingual.py")
        }
        let count = scores.count
        guard count > 0, offsets.count == count + 1 else {
            throw fail("\(offsets.count) piece offsets for \(count) piece scores (expected one more offset than pieces)")
        }
        guard offsets[0] == 0, Int(offsets[count]) == bytes.count else {
            throw fail("piece offsets run from \(offsets[0]) to \(offsets[count]), not over the \(bytes.count) piece bytes")
        }
        for index in 0..<count where offsets[index] > offsets[index + 1] {
            throw fail("piece offsets decrease at piece \(index)")
        }
        guard unknownID >= 0, Int(unknownID) < count else { throw fail("unknown piece id \(unknownID) is outside the \(count) pieces") }
        guard scores.allSatisfy(\.isFinite) else { throw fail("a piece score is not finite") }
        // Log-probabilities are small: a score this large would overflow a sentence's sum.
        guard scores.allSatisfy({ abs($0) <= Self.maximumScoreMagnitude }) else {
            throw fail("a piece score lies outside ±\(Int(Self.maximumScoreMagnitude)) (piece scores are log-probabilities)")
        }
        let pieceBytes = Array(bytes)
        let fingerprint = PieceTrie.fingerprint(bytes: bytes, offsets: offsets, excluding: unknownID)
        let saved = savedTrie.flatMap { PieceTrie(file: $0, fingerprint: fingerprint, pieceCount: count, scores: scores) }
        // A trie is only ever saved from pieces that passed this check, and the fingerprint
        // says these are those pieces: checking them again would cost a one-shot match 2 ms.
        guard saved != nil || String(validating: pieceBytes, as: UTF8.self) != nil else { throw fail("the piece bytes are not UTF-8") }
        self.pieceCount = count
        self.unknownID = unknownID
        self.pieceBytes = pieceBytes
        self.pieceOffsets = offsets
        self.scores = scores
        self.unknownScore = unknownScore.flatMap { abs($0) <= Self.maximumScoreMagnitude ? $0 : nil } ?? (scores.min() ?? 0) - 10
        trieFingerprint = fingerprint
        if let saved {
            trie = saved
            readSavedTrie = true
        } else {
            trie = PieceTrie(bytes: pieceBytes, offsets: offsets, scores: scores, excluding: unknownID)
            readSavedTrie = false
        }
    }

    /// The trie as a file to save beside the table as `trie.safetensors`, so that loading
    /// reads it instead of building it.
    public func savedTrieContents() -> [UInt8] {
        trie.fileContents(fingerprint: trieFingerprint, pieceCount: pieceCount)
    }

    /// The piece with `id`, as text (`▁` for a space).
    public func piece(_ id: Int32) -> String? {
        guard id >= 0, Int(id) < pieceCount else { return nil }
        return String(decoding: pieceBytes[Int(pieceOffsets[Int(id)])..<Int(pieceOffsets[Int(id) + 1])], as: UTF8.self)
    }

    /// The piece ids of `text`, in order.
    public func tokenize(_ text: String) -> [Int32] {
        var ids: [Int32] = []
        forEachPiece(in: text) { ids.append($0) }
        return ids
    }

    /// The pieces of `text` as strings (for tests, messages and `embed`'s debugging).
    public func pieces(_ text: String) -> [String] {
        tokenize(text).map { piece($0) ?? "?" }
    }
}

