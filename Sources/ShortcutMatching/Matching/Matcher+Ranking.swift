public import ShortcutPreviewCore
import TextAnalysis

extension Matcher {
    /// What ``rank(_:exactOnly:scratch:)`` found besides the per-shortcut scores it leaves in
    /// the scratch.
    struct Ranking {
        var exactPhrase: Int32? = nil
        var negativeScore: Float = 0
        var negativePhrase: Int32 = -1
    }

    /// The best shortcut and its score, without building a full result: the ranking alone,
    /// which is what `shortcutpreview eval` and the benchmarks time.
    public func topIntent(_ utterance: String, scratch: inout MatchScratch) throws(ShortcutPreviewError) -> (intent: String?, score: Float) {
        _ = try rank(utterance, exactOnly: false, scratch: &scratch)
        guard let top = best(scratch) else { return (nil, 0) }
        return (intentName(top.intent), calibrated(top.score))
    }

    /// The hot path: features, index, per-shortcut best phrase. No strings, no allocation
    /// once `scratch` has grown.
    ///
    /// - Parameter readsWords: also keep the utterance's tokens in `scratch`, from the same
    ///   pass, for the acceptance checks of a catalog's matcher.
    func rank(_ utterance: String, exactOnly: Bool, scratch: inout MatchScratch, readsWords: Bool = false) throws(ShortcutPreviewError) -> Ranking {
        // UTF-8 length is O(1) and never below the UTF-16 length, so short texts skip the count.
        if utterance.utf8.count > Self.maximumUtteranceLength, utterance.utf16.count > Self.maximumUtteranceLength {
            throw .textTooLong(utf16Length: utterance.utf16.count)
        }
        if !readsWords || nameFinder.isEmpty {
            try TextAnalyzer().extractFeatures(of: utterance, locale: locale, into: &scratch.features)
            scratch.hasTokens = false
        } else {
            try TextAnalyzer().extractFeatures(of: utterance, locale: locale, into: &scratch.features, tokens: &scratch.tokens)
            scratch.hasTokens = true
        }
        var ranking = Ranking()
        if let exact = index.exactPhrase(of: scratch.features), !scratch.features.tokenRanges.isEmpty {
            ranking.exactPhrase = exact
        }
        if exactOnly { return ranking }

        scratch.prepare(phraseCount: phrases.count, intentCount: intents.count)
        // With dense vectors, many shortcuts: dense fusion visits the sparse index's leaders and runners-up only.
        let ranked = dense != nil && intents.count > MatcherConfiguration.manyShortcuts
            ? min(SparseIndex.rerankGroups + min(max(configuration.denseExtraCandidates, 0), intents.count), intents.count) : 0
        if scratch.sparseRanked.count != ranked { scratch.sparseRanked = Array(repeating: -1, count: ranked) }
        let features = scratch.features
        var touchedCount = 0
        scratch.scores.withUnsafeMutableBufferPointer { scores in
            scratch.touched.withUnsafeMutableBufferPointer { touched in
                scratch.groupScores.withUnsafeMutableBufferPointer { groupScores in
                    scratch.sparseRanked.withUnsafeMutableBufferPointer { ranked in
                        touchedCount = index.score(features, scores: scores, touched: touched, groupScores: groupScores,
                                                   queryWeights: &scratch.queryWeights, ranked: ranked)
                    }
                }
            }
        }
        scratch.touchedCount = touchedCount
        scratch.scores.withUnsafeBufferPointer { scores in
            scratch.touched.withUnsafeBufferPointer { touched in
                scratch.intentBest.withUnsafeMutableBufferPointer { intentBest in
                    scratch.intentPhrase.withUnsafeMutableBufferPointer { intentPhrase in
                        for phrase in touched[0..<touchedCount] {
                            let score = scores[Int(phrase)]
                            let intent = phraseIntent[Int(phrase)]
                            if intent < 0 {
                                if score > ranking.negativeScore {
                                    ranking.negativeScore = score
                                    ranking.negativePhrase = phrase
                                }
                            } else if score > intentBest[Int(intent)] {
                                intentBest[Int(intent)] = score
                                intentPhrase[Int(intent)] = phrase
                            }
                        }
                        // A shortcut's score blends its best phrase with its centroid.
                        let blend = configuration.centroidWeight
                        if blend > 0 {
                            for intent in 0..<intentBest.count where intentPhrase[intent] >= 0 {
                                intentBest[intent] = (1 - blend) * intentBest[intent] + blend * scratch.groupScores[intent]
                            }
                        }
                    }
                }
            }
        }
        if let dense { fuse(dense, utterance, scratch: &scratch) }
        if readsWords, let reranker { rerank(reranker, utterance, scratch: &scratch) }
        return ranking
    }

    /// The intents in order of their best phrase's score, best first, with that phrase and
    /// their score less their self-calibration offset (the order is the ranking's).
    /// (`intentPhrase` is -1 for a shortcut out of the running, see ``phraseByMeaning``.)
    package func ordered(_ scratch: MatchScratch, limit: Int) -> [(intent: Int, phrase: Int32, score: Float)] {
        var best: [(intent: Int, phrase: Int32, score: Float)] = []
        for intent in 0..<intents.count where scratch.intentPhrase.indices.contains(intent) && scratch.intentPhrase[intent] != -1 {
            best.append((intent, scratch.intentPhrase[intent], scratch.intentBest[intent]))
        }
        best.sort { $0.score > $1.score || ($0.score == $1.score && $0.intent < $1.intent) }
        return best.prefix(limit).map { ($0.intent, phrase($0.phrase, of: $0.intent, scratch), $0.score - selfOffset($0.intent)) }
    }

    /// The best intent, its phrase, and its score less its self-calibration offset, without
    /// sorting or allocating.
    func best(_ scratch: MatchScratch) -> (intent: Int, phrase: Int32, score: Float)? {
        var best: (intent: Int, phrase: Int32, score: Float)? = nil
        for intent in 0..<min(intents.count, scratch.intentPhrase.count) where scratch.intentPhrase[intent] != -1 {
            let score = scratch.intentBest[intent]
            if let current = best, current.score >= score { continue }
            best = (intent, scratch.intentPhrase[intent], score)
        }
        return best.map { ($0.intent, phrase($0.phrase, of: $0.intent, scratch), $0.score - selfOffset($0.intent)) }
    }

    /// What `intent`'s score gives up to self-calibration (0 without it).
    @inline(__always)
    func selfOffset(_ intent: Int) -> Float { selfOffsets.isEmpty ? 0 : selfOffsets[intent] }

    /// The intent number of a phrase (-1 for a negative phrase).
    func phraseIntentNumber(_ phrase: Int) -> Int32 { phraseIntent[phrase] }

    /// The intent name of an intent number.
    func intentName(_ number: Int) -> String { intents[number] }
}
