import DenseEmbedding

/// Agreement by meaning: when an utterance's remaining words are new to a shortcut's phrases,
/// dense vectors can still say they ask for the same thing.
extension ActionJudge {
    /// How alike by meaning a residual's vector is to one shortcut's phrases (their best cosine;
    /// -1 without phrase texts).
    func closeness(_ vector: [Float], intent: Int) -> Float {
        var best: Float = -1
        for other in profiles[intent].vectors where other.count == vector.count {
            best = max(best, vector.withUnsafeBufferPointer { x in other.withUnsafeBufferPointer { y in StaticEmbedding.dot(x, y) } })
        }
        return best
    }

    /// Whether words the shortcut's phrases never use still ask for what it does, by meaning:
    /// the residual is at least `cosine` alike to one of its phrases, or at least `nearest`
    /// alike with no other shortcut's phrases closer ("boil down my chores" is nearer
    /// "summarize" than "open", "add" or "mark done"; "what's the weather" is near none of them).
    func agreesByMeaning(_ vector: [Float], intent: Int, cosine: Float, nearest: Float) -> Bool {
        let own = closeness(vector, intent: intent)
        if own >= cosine { return true }
        guard own >= nearest else { return false }
        return !(0..<intentCount).contains { $0 != intent && closeness(vector, intent: $0) > own }
    }

    /// Whether one word the shortcut's phrases never use is a near synonym of one of theirs:
    /// at least `cosine` alike to one of their words, and closer to them than to any other
    /// shortcut's ("出費" and "購入", "lately" and "recent").
    func wordAgreesByMeaning(_ vector: [Float], intent: Int, cosine: Float) -> Bool {
        let own = wordCloseness(vector, intent: intent)
        guard own >= cosine else { return false }
        return !(0..<intentCount).contains { $0 != intent && wordCloseness(vector, intent: $0) > own }
    }

    private func wordCloseness(_ vector: [Float], intent: Int) -> Float {
        var best: Float = -1
        for other in profiles[intent].wordVectors where other.count == vector.count {
            best = max(best, vector.withUnsafeBufferPointer { x in other.withUnsafeBufferPointer { y in StaticEmbedding.dot(x, y) } })
        }
        return best
    }

    /// The words compared by meaning: a single kana or Han character says too little alone
    /// ("点", "打"), and a Vietnamese word is often two syllables ("ưu đãi"), so adjacent
    /// Vietnamese syllables go together.
    ///
    /// A unit's `text` is its words' keys (what the thresholds were chosen on), `words` the
    /// words as written.
    func meaningUnits(_ words: [[TextPieces.Piece]]) -> [(text: String, words: [String])] {
        var units: [(text: String, words: [String])] = []
        var lastToken = -2
        for word in words {
            guard let first = word.first else { continue }
            let key = Self.key(of: word)
            let shown = Self.text(of: word)
            if first.isCJK {
                if word.count > 1 { units.append((key, [shown])) }
            } else if vietnamese, first.token == lastToken + 1, var last = units.popLast() {
                last.text += " " + key
                last.words.append(shown)
                units.append(last)
            } else {
                units.append((key, [shown]))
            }
            lastToken = first.token
        }
        return units
    }
}
