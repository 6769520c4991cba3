/// Same words, opposite action: "switch on the lamps" is no request to switch them off, and
/// "unpin this" none to pin it, however close the scores. One rule for every catalog: the
/// lexicon's classes name their opposites (on and off, lock and unlock, next and previous), and
/// in English a word that is another's with `un` or `dis` before it undoes it.
extension ActionJudge {
    /// The objection to a shortcut whose phrases say only the opposite of an action the residual
    /// asks for, or nil. An ambiguous entry ("back", "前の") objects only in the opposite's place,
    /// beside a word the phrases put beside the opposite ("前の話" for "次の話"): elsewhere it as
    /// often names something else ("前の晩", the night before).
    func opposite(in residual: Residual, to profile: Profile) -> Verdict? {
        // A shortcut that switches either way ("Play or pause", "Toggle the lamp") is no
        // opposite of either.
        let toggles = profile.classes.contains("toggle")
            || profile.classes.contains { !ActionClass.opposites(of: [$0]).isDisjoint(with: profile.classes) }
        for (index, action) in residual.actions.enumerated() where !profile.words.contains(action.text) && !toggles {
            let opposed = ActionClass.opposites(of: action.classes)
            guard !opposed.isDisjoint(with: profile.classes), action.classes.isDisjoint(with: profile.classes) else { continue }
            if !action.ambiguous || inPlaceOfOpposite(residual.neighbours[index], opposed: opposed, profile: profile) {
                return .otherAction(action.text, shown: action.shown, action.classes)
            }
        }
        guard english else { return nil }
        for word in residual.words {
            guard let piece = word.first, !profile.words.contains(piece.key) else { continue }
            if profile.words.contains(where: { Self.undoes(piece.key, $0) || Self.undoes($0, piece.key) }) {
                return .otherAction(piece.key, shown: piece.text, [])
            }
        }
        return nil
    }

    /// Whether English word `word` is `other` with a prefix that undoes it ("unpin", "dislike").
    static func undoes(_ word: String, _ other: String) -> Bool {
        other.count >= 3 && (word == "un" + other || word == "dis" + other)
    }

    /// Whether a phrase of the profile says one of the `opposed` classes beside one of
    /// `neighbours`.
    private func inPlaceOfOpposite(_ neighbours: [String], opposed: Set<String>, profile: Profile) -> Bool {
        neighbours.contains { neighbour in opposed.contains { profile.placed.contains($0 + "\u{1}" + neighbour) } }
    }
}
