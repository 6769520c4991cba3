internal import TextAnalysis

/// Finds the app's name, or one of its synonyms, in an utterance, the way a listener would
/// accept it: case-, width- and kana-folded, with or without its inner spaces ("Soup Chef",
/// "SoupChef", "soupchef", "スープシェフ" for "スープ シェフ").
///
/// Names are compared as the concatenated loose forms of their words. An occurrence must
/// start and end on word boundaries, except next to Japanese or Chinese characters, whose
/// word cuts inside a sentence are not reliable ("汤厨里" may be one word).
struct ApplicationNameFinder: Sendable {
    private let names: [[Unicode.Scalar]]

    /// Whether there is any name to look for.
    var isEmpty: Bool { names.isEmpty }

    init(names spelled: [String], locale: AnalysisLocale) {
        var folded: [[Unicode.Scalar]] = []
        for name in spelled {
            guard let analyzed = try? TextAnalyzer().analyze(name, locale: locale) else { continue }
            let scalars = Array(analyzed.tokens.map(\.loose).joined().unicodeScalars)
            if !scalars.isEmpty && !folded.contains(scalars) { folded.append(scalars) }
        }
        // Longer names first, so "Soup Chef App" wins over "Soup Chef" where both occur.
        names = folded.sorted { $0.count > $1.count }
    }

    /// The token numbers covered by every occurrence of a name, first and last inclusive.
    func occurrences(in pieces: TextPieces) -> [ClosedRange<Int>] {
        guard !names.isEmpty, !pieces.looseTokens.isEmpty else { return [] }
        // Sized once: grown one scalar at a time they were most of a match's allocations.
        let length = pieces.looseTokens.reduce(0) { $0 + $1.unicodeScalars.count }
        var text: [Unicode.Scalar] = []
        var owner: [Int] = []            // token of each scalar
        var startsToken: [Bool] = []
        text.reserveCapacity(length)
        owner.reserveCapacity(length)
        startsToken.reserveCapacity(length)
        for (token, loose) in pieces.looseTokens.enumerated() {
            for (position, scalar) in loose.unicodeScalars.enumerated() {
                text.append(scalar)
                owner.append(token)
                startsToken.append(position == 0)
            }
        }
        func boundary(_ at: Int) -> Bool {
            if at <= 0 || at >= text.count { return true }
            return startsToken[at] || Self.isCJK(text[at - 1]) || Self.isCJK(text[at])
        }
        // "Soup Chef's list": the name, then 's closing its token.
        func possessive(_ at: Int) -> Bool {
            at + 1 < text.count && (text[at] == "'" || text[at] == "\u{2019}") && text[at + 1] == "s" && boundary(at + 2)
        }
        var found: [ClosedRange<Int>] = []
        var taken = [Bool](repeating: false, count: text.count)
        for name in names where name.count <= text.count {
            var start = 0
            while start + name.count <= text.count {
                let end = start + name.count
                if !taken[start], text[start..<end].elementsEqual(name), boundary(start), boundary(end) || possessive(end) {
                    for at in start..<end { taken[at] = true }
                    found.append(owner[start]...owner[end - 1])
                    start = end
                } else {
                    start += 1
                }
            }
        }
        return found
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF66...0xFF9F).contains(value)
    }
}
