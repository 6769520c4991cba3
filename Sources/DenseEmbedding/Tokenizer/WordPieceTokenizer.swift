/// BERT's WordPiece tokenizer, read from a Hugging Face `tokenizer.json`, matching the
/// `tokenizers` library token for token.
///
/// The pipeline is the file's: special tokens (`[CLS]`, `[SEP]`, …) are matched in the raw
/// text first; `BertNormalizer` cleans the text (drops controls, turns whitespace into spaces),
/// puts spaces around CJK ideographs, strips accents (NFD, then no nonspacing marks) and
/// lowercases; `BertPreTokenizer` splits on whitespace and isolates punctuation; `WordPiece`
/// splits each word greedily into the longest known pieces, continuation pieces prefixed
/// with `##`, and a word longer than `max_input_chars_per_word` scalars or with an unknown
/// remainder becomes `[UNK]`. Character classes and the normalisation of each scalar come
/// from tables probed from the reference library, so results do not depend on the Unicode
/// version of the Swift runtime. No special tokens are added around the result, and the
/// file's padding and truncation settings are ignored.
///
/// Supported: `BertNormalizer` (or none) with accents stripped and lowercased together or
/// neither, `BertPreTokenizer`, and a `WordPiece` model. Anything else is refused when the
/// file is read.
public struct WordPieceTokenizer: Sendable {
    /// The settings read from `tokenizer.json`.
    public struct Configuration: Sendable, Equatable {
        /// `clean_text`: drop control characters, turn whitespace into spaces.
        public var cleanText: Bool
        /// `handle_chinese_chars`: put spaces around CJK ideographs.
        public var handleChineseChars: Bool
        /// `strip_accents` and `lowercase`, which this reader supports only together.
        public var uncased: Bool
        /// The unknown token, `[UNK]`.
        public var unknownToken: String
        /// The continuation prefix, `##`.
        public var continuingSubwordPrefix: String
        /// Longer words become the unknown token.
        public var maxInputCharsPerWord: Int
    }

    /// The settings read from the file.
    public let configuration: Configuration
    /// One past the largest token id: the number of rows an embedding table needs.
    public var idCount: Int { vocabulary.idCount }
    /// The id of the unknown token.
    public let unknownID: Int32
    /// The ids of special tokens (`[PAD]`, `[CLS]`, `[SEP]`, `[MASK]`, `[UNK]`, …), sorted.
    public let specialIDs: [Int32]

    let vocabulary: Vocabulary
    /// The continuation prefix's UTF-8 bytes.
    let prefix: [UInt8]
    /// Tokens matched in the raw text before normalisation, longest first.
    let addedTokens: [(scalars: [UInt32], id: Int32)]
    /// The distinct first scalars of ``addedTokens``: most text has none of them, so most
    /// scalars are ruled out with a compare or two.
    let addedTokenFirsts: [UInt32]
    let tables: BertCharacterTables
    /// What a saved copy must have been made from (``fingerprint(of:)`` of the file's bytes).
    let sourceFingerprint: UInt64
    /// Whether the tokenizer was read from a saved copy rather than parsed.
    let readSavedFile: Bool

    /// Token files larger than this are refused before reading.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// The token ids of `text`, without special tokens around them.
    public func tokenize(_ text: String) -> [Int32] {
        var ids: [Int32] = []
        forEachTokenID(in: text) { ids.append($0) }
        return ids
    }

    /// The token strings of `text` (for messages and debugging).
    public func tokens(_ text: String) -> [String] {
        tokenize(text).map { token(of: $0) ?? "?" }
    }

    /// The id of `token`, if it is in the vocabulary.
    public func id(of token: String) -> Int32? { vocabulary.id(token) }

    /// The token with `id`, if any.
    public func token(of id: Int32) -> String? { vocabulary.token(Int(id)) }
}
