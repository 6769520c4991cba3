internal import TextAnalysis

extension Matcher {
    /// An utterance read for the acceptance checks: its pieces and where the app is named.
    struct Reading {
        var pieces: TextPieces
        var nameTokens: Set<Int>

        /// What is left once the app name and the tokens in `values` are masked.
        func residual(masking values: Set<Int>, judge: ActionJudge) -> ActionJudge.Residual {
            judge.residual(of: pieces, masked: nameTokens.union(values))
        }

        /// What is left of each clause that may be the request's own when the utterance gives a
        /// reason too (``ActionJudge/outsideRequest(_:masked:)``), best first; only clauses that
        /// ask something beyond the app's name and the values.
        func requestClauses(masking values: Set<Int>, judge: ActionJudge) -> [ActionJudge.Residual] {
            let masked = nameTokens.union(values)
            return judge.outsideRequest(pieces, masked: masked)
                .map { judge.residual(of: pieces, masked: masked.union($0)) }
                .filter { !$0.actions.isEmpty || !$0.words.isEmpty }
        }
    }

    /// Reads an utterance for the gate and the action check; nil when it cannot be analysed
    /// (it already was, by the ranking, so this does not happen in practice).
    func read(_ text: String) -> Reading? {
        guard let analyzed = try? TextAnalyzer().analyze(text, locale: locale) else { return nil }
        return read(analyzed)
    }

    /// Reads an already analysed utterance.
    func read(_ analyzed: AnalyzedText) -> Reading {
        let pieces = TextPieces(analyzed, vietnamese: locale.language == "vi")
        var names = Set<Int>()
        for range in nameFinder.occurrences(in: pieces) { names.formUnion(range) }
        return Reading(pieces: pieces, nameTokens: names)
    }

    /// How many of `texts` are written with kana or Han characters, and how many without: by
    /// text, not by letter, since a Latin app name ("在Theater播放夜") can outnumber a short
    /// phrase's Chinese letters.
    static func scripts(_ texts: some Sequence<String>) -> (cjk: Int, other: Int) {
        var cjk = 0
        var other = 0
        for text in texts {
            if text.unicodeScalars.contains(where: TextPieces.isCJK) { cjk += 1 } else { other += 1 }
        }
        return (cjk, other)
    }

    /// Why nothing is close, when the words are in another script than this locale's phrases
    /// ("summarize my grocery list" against Japanese phrases), else nil. A locale whose phrases
    /// are written in both (an app whose English phrases keep some of its Chinese source
    /// phrases) has no other script: at least a quarter of them must be in the request's own
    /// for that.
    func scriptMismatch(_ reading: Reading?) -> String? {
        guard let reading else { return nil }
        let words = reading.pieces.pieces.filter { !reading.nameTokens.contains($0.token) }
        guard !words.isEmpty else { return nil }
        let cjk = words.contains(where: \.isCJK)
        let allCJK = words.allSatisfy(\.isCJK)
        let (cjkPhrases, otherPhrases) = phraseScripts
        let total = cjkPhrases + otherPhrases
        let mismatch = !cjk && Set(words.map(\.token)).count >= 2
            ? otherPhrases * 4 < total
            : allCJK && cjkPhrases * 4 < total
        guard mismatch else { return nil }
        return "its words are not in the script of the \(localeTag) phrases; say it in \(localeTag)"
    }

    /// The tokens of the utterance (in ``TextPieces`` numbering, which follows the analyser's
    /// token order) that name a value of one of the shortcut's parameters.
    /// A value found across the app's name ("Open Theater" read as a misspelt "Open Water")
    /// is not a value.
    func valueTokens(of intent: Int, scratch: MatchScratch, units: [(hash: UInt64, token: Int32)], reading: Reading) -> Set<Int> {
        var tokens = Set<Int>()
        for slot in vocabulary.slots[intents[intent]] ?? [] {
            guard let matcher = valueMatchers[slot.type] else { continue }
            for hit in matcher.hits(in: scratch.features, units: units) {
                let span = Self.pieceTokens(of: hit, features: scratch.features, pieces: reading.pieces)
                if span.contains(where: reading.nameTokens.contains) { continue }
                tokens.formUnion(span)
            }
        }
        return tokens
    }

    /// The ``TextPieces`` tokens a hit covers, mapped through UTF-16 offsets (the feature
    /// buffer and the analysed tokens number words alike, but offsets need no such promise).
    static func pieceTokens(of hit: SurfaceMatcher.Hit, features: FeatureBuffer, pieces: TextPieces) -> [Int] {
        let ranges = features.tokenRanges
        guard hit.firstToken <= hit.lastToken, ranges.indices.contains(Int(hit.firstToken)),
              ranges.indices.contains(Int(hit.lastToken)) else { return [] }
        return pieces.tokens(overlapping: ranges[Int(hit.firstToken)].lowerBound..<ranges[Int(hit.lastToken)].upperBound)
    }

    /// Learns what each shortcut's phrases ask for, from one phrase per template with its app
    /// name and parameter value masked.
    static func actionJudge(
        phrases: [IndexedPhrase], intentNumbers: [Int32], intentCount: Int, locale: AnalysisLocale,
        names: ApplicationNameFinder, values: [String: SurfaceMatcher]
    ) -> ActionJudge {
        var judge = ActionJudge(locale: locale, intentCount: intentCount)
        var seen = Set<Int>()
        var firstNegative: [Int: Int32] = [:]
        var buffer = FeatureBuffer()
        for (number, phrase) in phrases.enumerated() {
            // A negative phrase said with another of the app's names is the same phrase: the
            // ranking may find either (once only the first had a profile, and the others
            // turned utterances away whatever they asked).
            if intentNumbers[number] < 0, let first = firstNegative[phrase.family] {
                judge.shareNegative(phrase: Int32(number), with: first)
                continue
            }
            guard seen.insert(phrase.family).inserted,
                  let analyzed = try? TextAnalyzer().analyze(phrase.text, locale: locale) else { continue }
            if intentNumbers[number] < 0 { firstNegative[phrase.family] = Int32(number) }
            let pieces = TextPieces(analyzed, vietnamese: locale.language == "vi")
            var masked = Set<Int>()
            for range in names.occurrences(in: pieces) { masked.formUnion(range) }
            if let type = phrase.parameterType, let matcher = values[type],
               (try? TextAnalyzer().extractFeatures(of: phrase.text, locale: locale, into: &buffer)) != nil {
                for hit in matcher.hits(in: buffer) {
                    masked.formUnion(pieceTokens(of: hit, features: buffer, pieces: pieces))
                }
            }
            if intentNumbers[number] >= 0 {
                judge.learn(intent: Int(intentNumbers[number]), pieces: pieces, masked: masked, namesValue: phrase.parameter != nil)
            } else {
                judge.learnNegative(phrase: Int32(number), pieces: pieces, masked: masked)
            }
        }
        return judge
    }
}
