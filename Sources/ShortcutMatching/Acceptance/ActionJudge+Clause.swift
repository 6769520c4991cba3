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
}
