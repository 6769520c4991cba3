import DenseEmbedding

/// Values by meaning: a request that names a parameter's value in words of its own ("看书" for
/// the value "阅读", "本読む" for "読書", "自転車" for "Bike") rather than by its title or a
/// synonym.
extension ActionJudge {
    /// One value recognised by meaning: its index among its type's values, the tokens of the
    /// words that name it, and how alike they are.
    struct ValueByMeaning: Equatable {
        var value: Int
        var tokens: [Int]
        var cosine: Float
    }

    /// Embeds every value's title and synonyms once, by type, so that recognising a value by
    /// meaning embeds only the request's words.
    mutating func embedValues(_ vocabulary: ParameterVocabulary, with embedding: any SentenceEmbedding) {
        valueVectors = vocabulary.values.mapValues { values in
            values.map { value in ([value.title] + value.synonyms).map { meaningful(embedding.vector(of: $0)) }.filter { !$0.isEmpty } }
        }
        valueNames = vocabulary.values.mapValues { values in
            values.flatMap { value in ([value.title] + value.synonyms).map { $0.lowercased() } }
        }
    }

    /// The value of `type` that words of `residual` the shortcut's phrases never use name by
    /// meaning: one such word (in Vietnamese, adjacent syllables together; in English, also two
    /// adjacent words) at least `cosine` alike to the value's title or a synonym, and more alike
    /// to it by `margin` than to any other value. A single kana or Han character is never read
    /// ("本" alone is a book, or only a counter).
    ///
    /// - Complexity: O(*w* × *v* × *d*) for *w* words, *v* values with their synonyms, and
    ///   vectors of dimension *d*; it runs only for a match whose parameter no surface names.
    func valueByMeaning(
        in residual: Residual, intent: Int, type: String, cosine: Float, margin: Float, meaning: (String) -> [Float]
    ) -> ValueByMeaning? {
        guard profiles.indices.contains(intent), let values = valueVectors[type], values.count > 0 else { return nil }
        let profile = profiles[intent]
        let foreign = residual.words.filter { !agrees($0, profile) }
        // Per value, its closest unit: the value's best is then compared with every other
        // value's best.
        var closest = [(cosine: Float, tokens: [Int])](repeating: (-1, []), count: values.count)
        // Part of a value's name ("danh sách" of "danh sách mua sắm") is a word the surface
        // already weighed and found too short: it names no value by meaning either.
        let names = valueNames[type] ?? []
        for unit in valueUnits(foreign) where !names.contains(where: { $0.contains(unit.text.lowercased()) }) {
            let vector = meaningful(meaning(unit.text))
            guard !vector.isEmpty else { continue }
            for (value, vectors) in values.enumerated() {
                for other in vectors where other.count == vector.count {
                    let alike = Self.dot(vector, other)
                    if alike > closest[value].cosine { closest[value] = (alike, unit.tokens) }
                }
            }
        }
        guard let top = closest.indices.max(by: { closest[$0].cosine < closest[$1].cosine }) else { return nil }
        let runnerUp = closest.indices.filter { $0 != top }.map { closest[$0].cosine }.max() ?? -1
        guard closest[top].cosine >= cosine, closest[top].cosine - runnerUp >= margin else { return nil }
        return ValueByMeaning(value: top, tokens: closest[top].tokens, cosine: closest[top].cosine)
    }

    /// The units compared with values: each word, adjacent Vietnamese syllables together, and
    /// in English each pair of adjacent words besides ("two wheeler").
    private func valueUnits(_ words: [[TextPieces.Piece]]) -> [(text: String, tokens: [Int])] {
        var units: [(text: String, tokens: [Int])] = []
        var previous: (text: String, tokens: [Int])? = nil
        for word in words {
            guard let first = word.first else { continue }
            let key = Self.text(of: word)
            let tokens = Array(Set(word.map(\.token))).sorted()
            if first.isCJK {
                if word.count > 1 { units.append((key, tokens)) }
                previous = nil
                continue
            }
            if let last = previous, let lastToken = last.tokens.last, first.token == lastToken + 1 {
                if vietnamese, !units.isEmpty {
                    units[units.count - 1] = (last.text + " " + key, last.tokens + tokens)
                    previous = units[units.count - 1]
                    continue
                }
                units.append((last.text + " " + key, last.tokens + tokens))
            }
            units.append((key, tokens))
            previous = (key, tokens)
        }
        return units
    }

    private static func dot(_ x: [Float], _ y: [Float]) -> Float {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in StaticEmbedding.dot(x, y) } }
    }
}
