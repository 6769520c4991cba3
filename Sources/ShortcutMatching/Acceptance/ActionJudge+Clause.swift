/// The request's own clause, for a request that gives its reason too.
extension ActionJudge {
    /// The tokens outside each clause that may be the request's own, best first: everything up
    /// to the last word after which a request follows its reason ("…, so"), then up to the first
    /// such word ("止めたから、…続きから流して": the last "から" is "from"), then from the first word
    /// before which it stands ("because …"), and in Chinese everything up to the last comma or
    /// full stop. Only clauses with unmasked words on both sides; empty when there are none.
    /// Masking a set as well leaves that clause.
    func outsideRequest(_ pieces: TextPieces, masked: Set<Int>) -> [Set<Int>] {
        let all = pieces.pieces
        func matches(_ marker: [String], at start: Int) -> Bool {
            start + marker.count <= all.count
                && !all[start..<(start + marker.count)].contains { masked.contains($0.token) }
                && zip(marker, all[start..<(start + marker.count)]).allSatisfy { $0 == $1.key }
                && Self.endsWord(all, at: start + marker.count)
        }
        func hasWords(_ range: Range<Int>) -> Bool {
            all[range].contains { !masked.contains($0.token) }
        }
        // Where each clause after a reason word starts.
        var after: [Int] = []
        for start in all.indices where markerFirstKeys.contains(all[start].key) {
            for marker in requestFollows where matches(marker, at: start) && hasWords((start + marker.count)..<all.count) {
                after.append(start + marker.count)
                break
            }
        }
        var outside: [Set<Int>] = []
        for end in [after.last, after.count > 1 ? after.first : nil].compactMap({ $0 }) {
            outside.append(Set(all[..<end].map(\.token)))
        }
        if let start = all.indices.dropFirst().first(where: { start in
            markerFirstKeys.contains(all[start].key) && requestPrecedes.contains { matches($0, at: start) } && hasWords(0..<start)
        }) {
            outside.append(Set(all[start...].map(\.token)))
        }
        // In Chinese, which often joins a reason to its request with a comma alone ("刚下夜班没力气
        // 做饭，用Soup Chef给我叫一份番茄浓汤"), the last clause after a comma or a full stop. In the
        // other languages this cost paraphrases and rejection.
        if chinese, let start = pieces.clauseStarts.last(where: { hasWords($0..<all.count) && hasWords(0..<$0) }) {
            outside.append(Set(all[..<start].map(\.token)))
        }
        return outside
    }

    /// Where a second reading may cut an utterance that gives context besides its request
    /// ("put on Dune in Theater, I'm folding laundry"; "Demoの持ち物リスト出して、今スーツケース
    /// 詰めてるとこ"): the UTF-16 range of a trailing or a leading clause, best first. A clause
    /// ends at punctuation between two words, before a word of context ("while", "before") or
    /// of reason ("because"), and after a word after which the request follows ("so"). The
    /// trailing cuts come first: context follows a hurried request more often than it leads.
    /// At most `limit` cuts; each leaves words on both sides.
    ///
    /// `describes` tells a clause that starts with such a word or with the speaker as subject
    /// ("I'm cooking", "我在开车"): its action words describe, they do not ask.
    func contextCuts(_ pieces: TextPieces, limit: Int = 3) -> [(range: Range<Int>, describes: Bool)] {
        let all = pieces.pieces
        guard all.count > 1 else { return [] }
        func matches(_ marker: [String], at start: Int) -> Bool {
            start + marker.count <= all.count
                && zip(marker, all[start..<(start + marker.count)]).allSatisfy { $0 == $1.key }
                && Self.endsWord(all, at: start + marker.count)
        }
        func describes(from start: Int) -> Bool {
            (contextFollows + requestPrecedes + contextSubjects).contains { matches($0, at: start) }
        }
        // Piece indices at which a clause starts, and whether the cut there may drop what
        // comes before (a leading clause) or after (a trailing one).
        let starts = pieces.clauseStarts
        var trailing = Set(starts)
        var leading = trailing
        for start in all.indices.dropFirst() where markerFirstKeys.contains(all[start].key) {
            if (contextFollows + requestPrecedes).contains(where: { matches($0, at: start) }) { trailing.insert(start) }
            if let marker = requestFollows.first(where: { matches($0, at: start) }), start + marker.count < all.count {
                leading.insert(start + marker.count)
            }
        }
        let end = pieces.text.utf16.count
        var cuts: [(range: Range<Int>, describes: Bool)] = []
        // Offsets are clamped: a token's range lies in the text, but a cut must not trap if not.
        for start in trailing.sorted(by: >) where start > 0 && start < all.count {
            let from = min(pieces.tokenRanges[all[start - 1].token].upperBound, end)
            cuts.append((from..<end, describes(from: start)))
        }
        if let start = leading.filter({ $0 > 0 && $0 < all.count }).min() {
            // A leading clause that a reason word closes ("…, so") describes too.
            let describing = describes(from: 0) || !starts.contains(start)
            let to = max(0, min(pieces.tokenRanges[all[start].token].lowerBound, end))
            cuts.insert((0..<to, describing), at: min(1, cuts.count))
        }
        return Array(cuts.filter { !$0.range.isEmpty }.prefix(limit))
    }
}
