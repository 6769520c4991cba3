/// The result of analysing one phrase or utterance: its tokens, in order, with offsets.
public struct AnalyzedText: Sendable, Hashable {
    /// The original text.
    public let text: String
    /// The locale whose rules were applied.
    public let locale: AnalysisLocale
    /// The words, in order; spaces, punctuation and emoji are not tokens.
    public let tokens: [Token]

    /// Creates an analysed text from its parts.
    public init(text: String, locale: AnalysisLocale, tokens: [Token]) {
        self.text = text
        self.locale = locale
        self.tokens = tokens
    }

    /// The exact tokens joined by single spaces: two texts with the same key say the same words.
    ///
    /// `"Summarize my Grocery List in Ｄｅｍｏ!"` and `"summarize my grocery list in Demo"`
    /// share the key `summarize my grocery list in demo`.
    public var exactKey: String { tokens.map(\.text).joined(separator: " ") }

    /// The loose tokens joined by single spaces.
    public var looseKey: String { tokens.map(\.loose).joined(separator: " ") }

    /// The range of `token` in ``text``, for highlighting. Nil if the offsets do not fall on
    /// character boundaries of ``text`` (they always do for tokens of this text).
    public func range(of token: Token) -> Range<String.Index>? {
        let utf16 = text.utf16
        guard token.utf16Range.lowerBound >= 0, token.utf16Range.upperBound <= utf16.count else {
            return nil
        }
        let start = utf16.index(utf16.startIndex, offsetBy: token.utf16Range.lowerBound)
        let end = utf16.index(start, offsetBy: token.utf16Range.count)
        guard let lower = start.samePosition(in: text.unicodeScalars),
              let upper = end.samePosition(in: text.unicodeScalars) else { return nil }
        return lower..<upper
    }

    /// The original spelling of `token` as it appears in ``text``.
    public func original(of token: Token) -> Substring? {
        range(of: token).map { text[$0] }
    }
}
