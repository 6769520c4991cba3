/// One word of an analysed text.
///
/// ``text`` is the exact form used for exact matching (NFKC_Casefold, ASCII digits), and
/// ``loose`` the folded form used for flexible matching (katakana as hiragana, Latin letters
/// without diacritics). Offsets point into the original text.
public struct Token: Sendable, Hashable {
    /// What a token is made of, from ICU's word-break rule status.
    public enum Kind: UInt8, Sendable, Hashable {
        /// Letters of an alphabetic or syllabic script (Latin, Hangul, Thai…).
        case letters
        /// A number (`30`, `3.5`).
        case number
        /// Kana (Japanese).
        case kana
        /// Ideographs (Han).
        case ideographic
        /// A `${name}` placeholder in a phrase template.
        case placeholder
    }

    /// The exact normalised form, or `${name}` for a placeholder.
    public let text: String
    /// The loosely folded form (equal to ``text`` for placeholders).
    public let loose: String
    /// UTF-16 offsets into the original text, end exclusive.
    public let utf16Range: Range<Int>
    /// What the token is made of.
    public let kind: Kind

    /// Creates a token.
    public init(text: String, loose: String, utf16Range: Range<Int>, kind: Kind) {
        self.text = text
        self.loose = loose
        self.utf16Range = utf16Range
        self.kind = kind
    }

    /// The placeholder's parameter name (`list` for `${list}`), or nil for a word.
    public var placeholderName: String? {
        guard kind == .placeholder else { return nil }
        return String(text.dropFirst(2).dropLast())
    }

    /// Whether the token is written in a script without spaces between words (kana, Han).
    public var isCJK: Bool { kind == .kana || kind == .ideographic }
}
