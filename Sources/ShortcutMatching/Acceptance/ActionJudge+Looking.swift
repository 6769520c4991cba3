/// Looking is not switching something on or off: "show me this month's distance" asks to see
/// runs, not to start one. One rule for every catalog, from the lexicon's kinds and families.
extension ActionJudge {
    /// Whether a request that only asks to look at something ("show", "見せて", "看看", "xem")
    /// is put to a shortcut whose phrases only start, stop, pause or switch something, and
    /// never look, open or play.
    func onlyLooks(_ residual: Residual, at profile: Profile) -> Bool {
        guard !residual.actions.isEmpty,
              residual.actions.allSatisfy({ $0.classes == ["show"] && !$0.ambiguous && !profile.words.contains($0.text) }),
              !profile.classes.isEmpty else { return false }
        return profile.classes.allSatisfy { name in
            guard let known = ActionClass.all[name] else { return false }
            return known.kind == .action && (name == "pause" || known.family == "begin" || known.family == "end")
        }
    }
}
