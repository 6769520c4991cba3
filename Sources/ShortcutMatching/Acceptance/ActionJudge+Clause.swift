/// The request's own clause, for a request that gives its reason too.
extension ActionJudge {
    /// The tokens outside the request's own clause: everything up to the last word after which
    /// the request follows its reason ("…, so"), or else from the first word before which it
    /// stands ("because …"); nil when there is no such word with unmasked words on the request's
    /// side. Masking them as well leaves the clause that asks.
    func outsideRequest(_ pieces: TextPieces, masked: Set<Int>) -> Set<Int>? {
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
        for start in all.indices.reversed() {
            for marker in requestFollows where matches(marker, at: start) && hasWords((start + marker.count)..<all.count) {
                return Set(all[..<(start + marker.count)].map(\.token))
            }
        }
        for start in all.indices where start > 0 {
            for marker in requestPrecedes where matches(marker, at: start) && hasWords(0..<start) {
                return Set(all[start...].map(\.token))
            }
        }
        // Without a word for it, in Chinese, which often joins a reason to its request with a
        // comma alone, the last clause after a comma or a full stop ("刚下夜班没力气做饭，用Soup
        // Chef给我叫一份番茄浓汤"). In the other languages this cost paraphrases and rejection.
        if chinese, let start = pieces.clauseStarts.last(where: { hasWords($0..<all.count) && hasWords(0..<$0) }) {
            return Set(all[..<start].map(\.token))
        }
        return nil
    }
}
