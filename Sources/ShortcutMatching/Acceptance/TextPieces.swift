internal import TextAnalysis

/// An analysed text as the acceptance checks read it: words for spaced scripts, characters
/// for Japanese and Chinese (whose in-sentence word cuts vary), each tied to its token.
///
/// Keys are the loose form (kana as hiragana, Latin without diacritics), except in
/// Vietnamese, where tones tell words apart ("hủy" cancels, "huy" does not).
struct TextPieces {
    struct Piece {
        /// What lexicon entries and phrase words are compared by.
        var key: String
        /// The character or word as written, for meaning and for explanations: kana folding
        /// makes "チェック" the key "ちぇっく", which no reader expects and no vector knows.
        var text: String
        /// The token it comes from.
        var token: Int
        /// A character of a Japanese or Chinese word.
        var isCJK: Bool
        /// Hiragana, whose single characters are inflection and particles, not meaning.
        var isHiragana: Bool
        /// Katakana (or the prolonged sound mark): a katakana word is one word, whatever
        /// particles its folded key seems to contain ("ストップ" is not "す", "と", "っぷ").
        var isKatakana: Bool { isCJK && !isHan && !isHiragana }
        /// A Han character.
        var isHan: Bool
    }

    var pieces: [Piece] = []
    /// The UTF-16 ranges of the tokens, by token number.
    var tokenRanges: [Range<Int>] = []
    /// The loose form of each token, for the app-name search.
    var looseTokens: [String] = []
    /// The text the pieces were read from.
    var text: String = ""

    init(_ analyzed: AnalyzedText, vietnamese: Bool) {
        tokenRanges.reserveCapacity(analyzed.tokens.count)
        looseTokens.reserveCapacity(analyzed.tokens.count)
        pieces.reserveCapacity(analyzed.tokens.count)
        text = analyzed.text
        for token in analyzed.tokens where token.kind != .placeholder {
            tokenRanges.append(token.utf16Range)
            looseTokens.append(token.loose)
            let index = tokenRanges.count - 1
            if token.isCJK {
                let exact = Array(token.text)
                for (position, character) in token.loose.enumerated() {
                    let shown = position < exact.count ? exact[position] : character
                    let scalar = shown.unicodeScalars.first?.value ?? 0
                    pieces.append(Piece(key: String(character), text: String(shown), token: index, isCJK: true,
                                        isHiragana: (0x3040...0x309F).contains(scalar),
                                        isHan: (0x3400...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)))
                }
            } else {
                pieces.append(Piece(key: vietnamese ? token.text : token.loose, text: token.text, token: index, isCJK: false,
                                    isHiragana: false, isHan: false))
            }
        }
    }

    /// The pieces that start a clause: the first piece after a comma, a semicolon or a full
    /// stop between two tokens ("刚下夜班没力气做饭，用Soup Chef…"). O(n) in the text's length;
    /// read only when a request is judged by its clauses.
    var clauseStarts: [Int] {
        let utf16 = Array(text.utf16)
        var starts: [Int] = []
        var previous: Int? = nil
        for (index, piece) in pieces.enumerated() where piece.token != previous {
            defer { previous = piece.token }
            guard let last = previous else { continue }
            // Two tokens may share a range (a letter the analyser splits off a word), so the gap
            // can be empty or reversed.
            let (from, to) = (tokenRanges[last].upperBound, tokenRanges[piece.token].lowerBound)
            guard from < to, to <= utf16.count else { continue }
            if utf16[from..<to].contains(where: Self.clauseBreaks.contains) { starts.append(index) }
        }
        return starts
    }

    /// Punctuation that ends a clause, as UTF-16 code units: , ; : . ! ? and their full-width
    /// and ideographic forms.
    static let clauseBreaks: Set<UInt16> = [0x2C, 0x3B, 0x3A, 0x2E, 0x21, 0x3F, 0xFF0C, 0x3001, 0xFF1B, 0xFF1A, 0x3002, 0xFF01, 0xFF1F]

    /// Whether a letter is kana or a Han character (what ``Piece/isCJK`` pieces are made of).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D, 0x3400...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// The tokens that overlap a UTF-16 range of the text.
    func tokens(overlapping range: Range<Int>) -> [Int] {
        tokenRanges.indices.filter { tokenRanges[$0].overlaps(range) }
    }

    /// The keys of a lexicon entry, analysed like an utterance.
    static func keys(of text: String, locale: AnalysisLocale) -> [String] {
        guard let analyzed = try? TextAnalyzer().analyze(text, locale: locale) else { return [] }
        return TextPieces(analyzed, vietnamese: locale.language == "vi").pieces.map(\.key)
    }
}
