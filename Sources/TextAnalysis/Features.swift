/// What a similarity feature was made from. The index weighs each kind separately.
public enum FeatureKind: UInt8, Sendable, Hashable, CaseIterable {
    /// A word in its exact form (keeps Vietnamese tones: "ma" ≠ "má").
    case word
    /// A word in its loose form (no diacritics, katakana as hiragana).
    case looseWord
    /// Two adjacent words (loose); for Vietnamese, two adjacent syllables.
    case wordBigram
    /// Three letters inside a word with its boundaries (`#gr`, `gro`…), tolerant of
    /// inflection and small misspellings.
    case charTrigram
    /// One kana or Han character: Japanese and Chinese segmentation is dictionary-based,
    /// not morphological, so characters carry meaning that words split wrongly would lose.
    case cjkUnigram
    /// Two adjacent kana or Han characters, across word boundaries.
    case cjkBigram
}

/// One similarity feature: a 64-bit hash of its text and kind, and the token it came from.
public struct Feature: Sendable, Hashable {
    /// A hash of the feature's kind and text; equal features have equal hashes.
    public let hash: UInt64
    /// What the feature was made from.
    public let kind: FeatureKind
    /// The index of the token it came from (the later one, for a bigram).
    public let token: Int32

    /// Creates a feature.
    public init(hash: UInt64, kind: FeatureKind, token: Int32) {
        self.hash = hash
        self.kind = kind
        self.token = token
    }
}

/// A reusable buffer of features and token offsets, filled by
/// ``TextAnalyzer/extractFeatures(of:locale:into:)``.
///
/// Keep one per thread or task and reuse it: after it has grown to the longest text, filling
/// it allocates nothing.
public struct FeatureBuffer: Sendable {
    /// The features, in the order of the tokens they came from.
    public private(set) var features: [Feature] = []
    /// The original UTF-16 range of each token, by token index.
    public private(set) var tokenRanges: [Range<Int>] = []

    /// Creates an empty buffer.
    public init() {}

    /// Empties the buffer, keeping its capacity.
    public mutating func removeAll() {
        features.removeAll(keepingCapacity: true)
        tokenRanges.removeAll(keepingCapacity: true)
    }

    mutating func append(_ feature: Feature) { features.append(feature) }

    mutating func appendToken(_ range: Range<Int>) { tokenRanges.append(range) }
}

/// FNV-1a over UTF-16 units, seeded by the feature kind so kinds never collide.
struct FeatureHasher {
    private(set) var value: UInt64

    init(_ kind: FeatureKind) {
        value = 0xcbf2_9ce4_8422_2325 ^ (UInt64(kind.rawValue) &* 0x9E37_79B9_7F4A_7C15)
    }

    mutating func combine(_ unit: UInt16) {
        value = (value ^ UInt64(unit & 0xFF)) &* 0x100_0000_01B3
        value = (value ^ UInt64(unit >> 8)) &* 0x100_0000_01B3
    }

    mutating func combine(_ units: UnsafeBufferPointer<UInt16>.SubSequence) {
        for unit in units { combine(unit) }
    }

    /// Mixes in a whole earlier hash (a previous word, for bigrams).
    mutating func combine(hash: UInt64) {
        value = (value ^ hash) &* 0x2545_F491_4F6C_DD1D
    }
}
