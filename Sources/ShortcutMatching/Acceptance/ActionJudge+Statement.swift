/// Statements: an utterance that tells something and asks for nothing ("今日はほんとに疲れたよ",
/// I'm really tired today) is small talk, whatever words it shares with a phrase.
extension ActionJudge {
    /// Whether `text` is a statement by the lexicon's `statements` clause lists: it ends with
    /// one of ``ActionLexicon/statementEndings`` (sentence-final particles of telling, such as
    /// "よ", "ね", "かな") and holds none of ``ActionLexicon/requestMarkers`` (the forms a
    /// request takes: "て", "たい", "ください", a question mark). Only languages whose requests
    /// always show such a form have the lists; elsewhere nothing is a statement.
    ///
    /// - Complexity: O(*n*) in the length of `text` for each marker.
    func isStatement(_ text: String) -> Bool {
        guard !statementEndings.isEmpty else { return false }
        var end = text.endIndex
        while end > text.startIndex, Self.closingMarks.contains(text[text.index(before: end)]) {
            end = text.index(before: end)
        }
        let body = text[..<end]
        guard statementEndings.contains(where: { body.hasSuffix($0) }) else { return false }
        return !requestMarkers.contains { body.contains($0) }
    }

    /// Whether a request that opens with the speaker as subject only tells ("Wordnook, I've
    /// had such a long day today"): by the lexicon's ``ActionLexicon/statementSubjects`` and
    /// ``ActionLexicon/requestWords``, with no question mark, no value and no action beyond
    /// weak ones left in `residual`.
    ///
    /// - Complexity: O(*n*) in the number of pieces.
    func onlyTells(_ pieces: TextPieces, nameTokens: Set<Int>, residual: Residual, namedValue: Bool) -> Bool {
        guard !statementSubjects.isEmpty, !namedValue, !pieces.text.contains("?"), !pieces.text.contains("？"),
              residual.actions.allSatisfy({ $0.classes.isSubset(of: ActionClass.neverConflicting) }),
              let first = pieces.pieces.firstIndex(where: { !nameTokens.contains($0.token) }),
              statementSubjects.contains(pieces.pieces[first].key) else { return false }
        // One clause: "I'm cooking, throw on a playlist" tells its reason, then asks.
        guard !pieces.clauseStarts.contains(where: { $0 > first }) else { return false }
        return !pieces.pieces.contains { requestWords.contains($0.key) || $0.key.first?.isNumber == true }
    }

    /// Marks that may close a statement after its last word.
    static let closingMarks: Set<Character> = ["。", "！", "!", "…", "〜", "~", " ", "　", ".", "♪", "w"]
}
