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
            return known.kind == .action && (name == "pause" || known.family.map(Self.lookingIsNot.contains) == true)
        }
    }

    /// Whether a request asks how much or how many, and to do nothing but look ("how many
    /// sessions did I finish?", "亮度是多少", "xem … bao nhiêu phút"), of a shortcut whose
    /// phrases never ask it and never look, but do something (start, stop, set, make, resume, mark done): asking
    /// to be told is no request to act.
    func asksToBeTold(_ residual: Residual, by profile: Profile) -> Bool {
        guard residual.amountAsked != nil, !profile.asksAmount,
              residual.actions.allSatisfy({ $0.classes == ["show"] && !profile.words.contains($0.text) }),
              profile.classes.isDisjoint(with: Self.tellingClasses) else { return false }
        // Only doing counts: "next" and "print" as often describe the thing asked about ("how
        // long until the next prayer", "how far along is my print").
        let actions = profile.classes.filter { ActionClass.all[$0]?.kind == .action || Self.doingWithoutFamily.contains($0) }
        return !actions.isEmpty && actions.allSatisfy { name in
            guard let family = ActionClass.all[name]?.family else { return Self.doingWithoutFamily.contains(name) }
            return Self.doingFamilies.contains(family)
        }
    }

    /// The families of action a request only to look never asks for.
    static let lookingIsNot: Set<String> = ["begin", "end"]

    /// Classes of no family that do something all the same: pausing, resuming and marking done
    /// ("how many minutes did I meditate this week?" resumes no session).
    static let doingWithoutFamily: Set<String> = ["pause", "resume", "complete"]

    /// The families of action that start, stop, make, remove, change or send something.
    static let doingFamilies: Set<String> = ["begin", "end", "make", "remove", "change", "send"]

    /// The classes of a shortcut that tells or shows something.
    static let tellingClasses: Set<String> = ["show", "search", "summarize", "about"]
}
