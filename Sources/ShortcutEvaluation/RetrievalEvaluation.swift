public import DenseEmbedding
public import ShortcutPreviewCore

/// Cross-lingual retrieval with the multilingual vectors: for each held-out Tatoeba pair
/// (`Tools/heldout/tatoeba-<language>-test.txt`, 0-based line numbers into
/// `tatoeba/en-<language>.tsv`), is the English side of the same pair the nearest (by cosine)
/// of all the English sides? The table was never fitted on these pairs.
public struct RetrievalEvaluation: Sendable {
    /// One language's figures.
    public struct Language: Sendable {
        /// `ja`, `zh` or `vi`.
        public var language: String
        /// Pairs retrieved among.
        public var pairs: Int
        /// Share of pairs whose own English sentence is the nearest.
        public var top1: Double
        /// The share this language must reach (``RetrievalEvaluation/bars``).
        public var bar: Double
    }

    /// Per language, in the order asked.
    public var languages: [Language]
    /// Mean wall time to tokenise one sentence (all sentences, several rounds), in µs.
    public var tokenizeMicroseconds: Double
    /// Mean wall time to embed one sentence (tokenise, pool, normalise), in µs.
    public var embedMicroseconds: Double
    /// Mean sentence length in characters.
    public var meanCharacters: Double

    /// The top-1 share each language must reach for the multilingual table to ship:
    /// ja 80 %, zh 92 %, vi 85 %.
    public static let bars: [String: Double] = ["ja": 0.80, "zh": 0.92, "vi": 0.85]

    /// Runs the evaluation over `data/tatoeba` and `heldOut/tatoeba-<language>-test.txt`.
    public static func run(
        _ embedding: UnigramEmbedding, data: URL, heldOut: URL, languages: [String] = ["ja", "zh", "vi"]
    ) throws(ShortcutPreviewError) -> RetrievalEvaluation {
        var results: [Language] = []
        var sentences: [String] = []
        for language in languages {
            let pairs = try testPairs(language, data: data, heldOut: heldOut)
            let english = pairs.map { embedding.vector(of: $0.english) }
            var hits = 0
            for (index, pair) in pairs.enumerated() {
                let query = embedding.vector(of: pair.other)
                var best = -1
                var bestScore = -Float.infinity
                for (candidate, vector) in english.enumerated() {
                    let score = query.withUnsafeBufferPointer { q in vector.withUnsafeBufferPointer { StaticEmbedding.dot(q, $0) } }
                    if score > bestScore { (best, bestScore) = (candidate, score) }
                }
                if best == index { hits += 1 }
                sentences.append(pair.other)
                sentences.append(pair.english)
            }
            results.append(Language(language: language, pairs: pairs.count, top1: Double(hits) / Double(max(pairs.count, 1)),
                                    bar: bars[language] ?? 0))
        }
        let timing = time(embedding, sentences)
        let characters = sentences.reduce(0) { $0 + $1.count }
        return RetrievalEvaluation(languages: results, tokenizeMicroseconds: timing.tokenize, embedMicroseconds: timing.embed,
                                   meanCharacters: Double(characters) / Double(max(sentences.count, 1)))
    }

    /// The held-out test pairs of `language`: (English, other).
    static func testPairs(_ language: String, data: URL, heldOut: URL) throws(ShortcutPreviewError) -> [(english: String, other: String)] {
        let tsv = data.appendingPathComponent("tatoeba/en-\(language).tsv")
        let list = heldOut.appendingPathComponent("tatoeba-\(language)-test.txt")
        let rows = String(decoding: try InputFile.read(tsv, displayName: tsv.path), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let numbers = String(decoding: try InputFile.read(list, displayName: list.path), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        var pairs: [(english: String, other: String)] = []
        for (index, token) in numbers.enumerated() {
            guard let number = Int(token), number >= 0, number < rows.count else {
                throw ShortcutPreviewError(.invalidValue, file: list.path, line: index + 1, reason: "\"\(token)\" is not a line of \(tsv.lastPathComponent)",
                                           remedy: "regenerate the split with Tools/tatoeba-split.py")
            }
            let columns = rows[number].split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2 else {
                throw ShortcutPreviewError(.invalidValue, file: tsv.path, line: number + 1, reason: "not an English<TAB>translation pair",
                                           remedy: "restore the data set from its SOURCE.md")
            }
            pairs.append((String(columns[0]), String(columns[1])))
        }
        return pairs
    }

    /// Mean µs per sentence to tokenise and to embed, over enough rounds to take a second or so.
    private static func time(_ embedding: UnigramEmbedding, _ sentences: [String]) -> (tokenize: Double, embed: Double) {
        guard !sentences.isEmpty else { return (0, 0) }
        let clock = ContinuousClock()
        var vector = [Float](repeating: 0, count: embedding.dimension)
        var sink: Int32 = 0
        for sentence in sentences { embedding.tokenizer.forEachPiece(in: sentence) { sink &+= $0 } }  // warm-up
        let rounds = 5
        let tokenizeStart = clock.now
        for _ in 0..<rounds {
            for sentence in sentences { embedding.tokenizer.forEachPiece(in: sentence) { sink &+= $0 } }
        }
        let tokenize = clock.now - tokenizeStart
        let embedStart = clock.now
        for _ in 0..<rounds {
            for sentence in sentences { sink &+= Int32(vector.withUnsafeMutableBufferPointer { embedding.embed(sentence, into: $0) }) }
        }
        let embed = clock.now - embedStart
        if sink == 42 { print("") }  // keeps the work from being optimised away
        let calls = Double(rounds * sentences.count)
        func micro(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        }
        return (micro(tokenize) / calls, micro(embed) / calls)
    }
}
