import ShortcutPreviewCore
public import TextAnalysis
import Dispatch

/// Says which shortcut an utterance triggers in one locale.
///
/// Built once per catalog and locale, then shared: matching is a read of immutable storage,
/// safe from any number of threads at once. Pass a ``MatchScratch`` you keep per thread to
/// match without allocating on the hot path (normalise, features, index, score).
///
/// Matching works in two modes. Exact (flexible matching off, Apple Watch): the utterance's
/// normalised words equal a phrase's. Flexible (the default): the phrase most similar by
/// cosine over IDF-weighted features wins for its shortcut, if it clears the threshold and
/// no negative phrase is closer.
public struct Matcher: Sendable {
    /// The locale's analysis rules.
    public let locale: AnalysisLocale
    /// The catalog's tag for this locale, reported in results.
    public let localeTag: String
    /// The indexed phrases, in index order.
    public let phrases: [IndexedPhrase]
    /// Matching settings.
    public let configuration: MatcherConfiguration

    let index: SparseIndex
    let dense: DenseScorer?
    let intents: [String]
    let phraseIntent: [Int32]
    let exactPhrases: [UInt64: Int32]
    let vocabulary: ParameterVocabulary
    let valueMatchers: [String: SurfaceMatcher]
    let applicationNames: SurfaceMatcher
    /// Finds the app's name in an utterance for the app-name gate.
    let nameFinder: ApplicationNameFinder
    /// What each shortcut's phrases ask for, once the app name and values are masked; nil
    /// without app names (a workload) or with ``MatcherConfiguration/checksAction`` off.
    let judge: ActionJudge?
    let shortTitles: [String: String]
    /// The raw similarity this catalog's calibrated 0.5 stands for (see
    /// ``MatcherConfiguration/BoundaryRule``).
    public let rawBoundary: Float
    /// How many phrase texts the last build or update had to analyse (the rest were reused).
    public let analyzedPhraseCount: Int

    /// Builds a matcher over `phrases`.
    ///
    /// - Parameters:
    ///   - phrases: concrete phrases, negative ones with a nil intent.
    ///   - locale: a BCP 47 tag.
    ///   - vocabulary: parameter values for resolving which value an utterance names.
    ///   - applicationNames: the app name and its synonyms in this locale.
    ///   - shortTitles: short titles by intent, for display.
    /// - Complexity: O(total phrase length); about 3 µs per phrase.
    public init(
        phrases: [IndexedPhrase], locale: String, vocabulary: ParameterVocabulary = ParameterVocabulary(),
        applicationNames: [String] = [], shortTitles: [String: String] = [:],
        configuration: MatcherConfiguration = MatcherConfiguration()
    ) throws(ShortcutPreviewError) {
        try self.init(phrases: phrases, localeTag: locale, vocabulary: vocabulary, applicationNames: applicationNames,
                      shortTitles: shortTitles, configuration: configuration, reusing: nil, previousValues: nil)
    }

    private init(
        phrases: [IndexedPhrase], localeTag: String, vocabulary: ParameterVocabulary, applicationNames names: [String],
        shortTitles: [String: String], configuration: MatcherConfiguration, reusing previous: Matcher?,
        previousValues: [String: SurfaceMatcher]?
    ) throws(ShortcutPreviewError) {
        let locale = AnalysisLocale(localeTag)
        self.locale = locale
        self.localeTag = localeTag
        self.phrases = phrases
        self.configuration = configuration
        self.vocabulary = vocabulary
        self.shortTitles = shortTitles

        // Reuse the analysis of every phrase text the previous matcher already had.
        var reusable: [String: SparseIndex.StoredPhrase] = [:]
        if let previous {
            for (phrase, stored) in zip(previous.phrases, previous.index.stored) { reusable[phrase.text] = stored }
        }
        var stored: [SparseIndex.StoredPhrase?] = phrases.map { phrase in
            guard !reusable.isEmpty, var known = reusable[phrase.text] else { return nil }
            known.family = phrase.family
            return known
        }
        let missing = stored.indices.filter { stored[$0] == nil }
        let fresh = try ParallelStore.store(missing.map { phrases[$0].text }, families: missing.map { phrases[$0].family }, locale: locale)
        for (index, phrase) in zip(missing, fresh) { stored[index] = phrase }
        analyzedPhraseCount = missing.count

        let indexed = stored.compactMap { $0 }
        var intents: [String] = []
        var intentNumber: [String: Int32] = [:]
        var phraseIntent: [Int32] = []
        var exact: [UInt64: Int32] = [:]
        for (number, phrase) in phrases.enumerated() {
            if let intent = phrase.intent {
                if intentNumber[intent] == nil {
                    intentNumber[intent] = Int32(intents.count)
                    intents.append(intent)
                }
                phraseIntent.append(intentNumber[intent] ?? -1)
            } else {
                phraseIntent.append(-1)
            }
            let key = indexed[number].exactKey
            if exact[key] == nil { exact[key] = Int32(number) }
        }
        self.intents = intents
        self.phraseIntent = phraseIntent
        exactPhrases = exact
        // The sparse index, the dense vectors and the parameter surfaces do not depend on one
        // another: build them at once.
        let groupCount = intents.count
        let groups = phraseIntent
        let sparseSlot = BuildSlot<SparseIndex>()
        let denseSlot = BuildSlot<DenseScorer>()
        let surfaceSlot = BuildSlot<Result<([String: SurfaceMatcher], SurfaceMatcher), ShortcutPreviewError>>()
        DispatchQueue.concurrentPerform(iterations: 3) { step in
            switch step {
            case 0:
                sparseSlot.value = SparseIndex(stored: indexed, groups: groups, groupCount: groupCount, weights: configuration.weights)
            case 1:
                if let embedding = configuration.embedding, configuration.denseWeight > 0 {
                    denseSlot.value = DenseScorer(texts: phrases.map(\.text), families: phrases.map(\.family), groups: groups,
                                                  groupCount: groupCount, embedding: embedding,
                                                  centering: configuration.denseCentering, trains: configuration.trainsClassifier)
                }
            default:
                surfaceSlot.value = Result { () throws(ShortcutPreviewError) in
                    try Self.surfaces(vocabulary: vocabulary, applicationNames: names, locale: locale,
                                      previousValues: previousValues, previousVocabulary: previous?.vocabulary)
                }
            }
        }
        guard let builtIndex = sparseSlot.value, let surfaces = surfaceSlot.value else {
            preconditionFailure("a build step did not run")
        }
        index = builtIndex
        dense = denseSlot.value
        (valueMatchers, applicationNames) = try surfaces.get()
        nameFinder = ApplicationNameFinder(names: names, locale: locale)
        if configuration.checksAction && !names.isEmpty {
            var judge = Self.actionJudge(phrases: phrases, intentNumbers: phraseIntent, intentCount: intents.count, locale: locale,
                                         names: nameFinder, values: valueMatchers)
            judge.requiresAgreement = configuration.requiresActionAgreement
            self.judge = judge
        } else {
            judge = nil
        }

        var templates = Set<Int>()
        for phrase in phrases where phrase.intent != nil { templates.insert(phrase.family) }
        var cohesion = index.cohesion
        if let dense { cohesion = (1 - configuration.denseWeight) * cohesion + configuration.denseWeight * dense.cohesion }
        let ruled = configuration.boundaryRule.boundary(templates: templates.count, cohesion: cohesion > 0 ? cohesion : nil)
        if !names.isEmpty, let shifted = configuration.languageBoundaries[locale.language] {
            rawBoundary = MatcherConfiguration.raw(ofCalibrated: shifted, boundary: ruled)
        } else {
            rawBoundary = ruled
        }

        self.applicationNameList = names
    }

    let applicationNameList: [String]

    /// The matchers of parameter values (by type) and of the app's names, reusing those of
    /// parameter types whose values did not change.
    private static func surfaces(
        vocabulary: ParameterVocabulary, applicationNames names: [String], locale: AnalysisLocale,
        previousValues: [String: SurfaceMatcher]?, previousVocabulary: ParameterVocabulary?
    ) throws(ShortcutPreviewError) -> ([String: SurfaceMatcher], SurfaceMatcher) {
        var buffer = FeatureBuffer()
        var matchers: [String: SurfaceMatcher] = [:]
        for (type, values) in vocabulary.values {
            if let unchanged = previousValues?[type], previousVocabulary?.values[type] == values {
                matchers[type] = unchanged
                continue
            }
            var matcher = SurfaceMatcher()
            for (number, value) in values.enumerated() {
                try matcher.add(value.title, owner: Int32(number), isSynonym: false, locale: locale, buffer: &buffer)
                for synonym in value.synonyms {
                    try matcher.add(synonym, owner: Int32(number), isSynonym: true, locale: locale, buffer: &buffer)
                }
            }
            matchers[type] = matcher
        }
        var appNames = SurfaceMatcher()
        for (number, name) in names.enumerated() {
            try appNames.add(name, owner: Int32(number), isSynonym: number > 0, locale: locale, buffer: &buffer)
        }
        return (matchers, appNames)
    }

    /// A matcher for new phrases and parameter values, reusing the analysis of every phrase
    /// text this one already indexed: what `updateAppShortcutParameters()` triggers in an app.
    ///
    /// Only texts that are new are analysed, and only parameter types whose values changed are
    /// re-read; the IDF weights are recomputed from stored features, so the result equals a
    /// full rebuild.
    public func updating(phrases: [IndexedPhrase], vocabulary: ParameterVocabulary) throws(ShortcutPreviewError) -> Matcher {
        try Matcher(phrases: phrases, localeTag: localeTag, vocabulary: vocabulary, applicationNames: applicationNameList,
                    shortTitles: shortTitles, configuration: configuration, reusing: self, previousValues: valueMatchers)
    }

    /// Matches one utterance, allocating its own scratch space.
    public func match(_ utterance: String, exactOnly: Bool = false) throws(ShortcutPreviewError) -> MatchResult {
        var scratch = MatchScratch()
        return try match(utterance, exactOnly: exactOnly, scratch: &scratch)
    }

    /// Matches one utterance using `scratch`, which you keep and reuse (one per thread).
    public func match(_ utterance: String, exactOnly: Bool = false, scratch: inout MatchScratch) throws(ShortcutPreviewError) -> MatchResult {
        let ranking = try rank(utterance, exactOnly: exactOnly, scratch: &scratch)
        return result(for: utterance, ranking: ranking, exactOnly: exactOnly, scratch: scratch)
    }

    /// How close (in calibrated score) a runner-up must come to a flexible match to be listed
    /// in ``Match/closeCalls``: about what a one-word rewording moves.
    public static let closeCallMargin: Float = 0.02

    /// The longest utterance matched, in UTF-16 units; a longer one throws
    /// ``ShortcutPreviewError/textTooLong(utf16Length:)``. Nobody says 4,096 characters to Siri, and
    /// analysis time, memory and the evidence in results grow with the text.
    public static let maximumUtteranceLength = 4_096

    /// The hot path: features, index, per-shortcut best phrase. No strings, no allocation
    /// once `scratch` has grown.
    func rank(_ utterance: String, exactOnly: Bool, scratch: inout MatchScratch) throws(ShortcutPreviewError) -> Ranking {
        // UTF-8 length is O(1) and never below the UTF-16 length, so short texts skip the count.
        if utterance.utf8.count > Self.maximumUtteranceLength, utterance.utf16.count > Self.maximumUtteranceLength {
            throw .textTooLong(utf16Length: utterance.utf16.count)
        }
        try TextAnalyzer().extractFeatures(of: utterance, locale: locale, into: &scratch.features)
        var ranking = Ranking()
        if let exact = exactPhrases[SparseIndex.exactKey(of: scratch.features)], !scratch.features.tokenRanges.isEmpty {
            ranking.exactPhrase = exact
        }
        if exactOnly { return ranking }

        scratch.prepare(phraseCount: phrases.count, intentCount: intents.count)
        let query = QueryFeatures(text: utterance, locale: locale, features: scratch.features)
        var touchedCount = 0
        scratch.scores.withUnsafeMutableBufferPointer { scores in
            scratch.touched.withUnsafeMutableBufferPointer { touched in
                scratch.groupScores.withUnsafeMutableBufferPointer { groupScores in
                    if index.reranks {
                        if scratch.queryWeights.count != index.slotCount {
                            scratch.queryWeights = Array(repeating: 0, count: index.slotCount)
                        }
                        scratch.queryWeights.withUnsafeMutableBufferPointer { queryWeights in
                            index.accumulateReranking(query, scores: scores, touched: touched, touchedCount: &touchedCount,
                                                      groupScores: groupScores, queryWeights: queryWeights)
                        }
                    } else {
                        index.accumulate(query, weight: 1, scores: scores, touched: touched, touchedCount: &touchedCount,
                                         groupScores: groupScores)
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
        return ranking
    }

    /// Mixes dense similarity into every shortcut's score: its centroid for all, and its best
    /// phrase for the few shortcuts leading after a first, centroid-only estimate.
    private func fuse(_ dense: DenseScorer, _ utterance: String, scratch: inout MatchScratch) {
        guard dense.embed(utterance, into: &scratch.denseQuery) else { return }
        let weight = configuration.denseWeight
        let blend = configuration.denseCentroidWeight
        let count = intents.count
        if scratch.denseCentroid.count != count { scratch.denseCentroid = Array(repeating: 0, count: count) }
        scratch.denseQuery.withUnsafeBufferPointer { query in
            // With many shortcuts, only those the sparse features already rate at least
            // `denseShortlist` of the best get a dense centroid; the rest could not win anyway.
            var floor: Float = 0
            if count > 32 {
                floor = (scratch.intentBest.max() ?? 0) * configuration.denseShortlist
            }
            scratch.denseCentroid.withUnsafeMutableBufferPointer { centroid in
                dense.centroidSimilarities(query, into: centroid, where: scratch.intentBest, atLeast: floor)
            }
            // The leading shortcuts by a first estimate, kept in a small sorted list.
            let limit = min(configuration.denseCandidates, count)
            scratch.denseLeaders.removeAll(keepingCapacity: true)
            for intent in 0..<count {
                let estimate = (1 - weight) * scratch.intentBest[intent] + weight * blend * max(scratch.denseCentroid[intent], 0)
                if scratch.denseLeaders.count == limit, let last = scratch.denseLeaders.last, last.estimate >= estimate { continue }
                var at = scratch.denseLeaders.count
                while at > 0 && scratch.denseLeaders[at - 1].estimate < estimate { at -= 1 }
                scratch.denseLeaders.insert((Int32(intent), estimate), at: at)
                if scratch.denseLeaders.count > limit { scratch.denseLeaders.removeLast() }
            }
            for intent in 0..<count {
                scratch.intentBest[intent] = (1 - weight) * scratch.intentBest[intent] + weight * blend * max(scratch.denseCentroid[intent], 0)
            }
            for leader in scratch.denseLeaders {
                let intent = Int(leader.intent)
                // Trained shortcut vectors (the default) judge alone; a leader the words
                // missed entirely still needs a phrase to show.
                guard blend < 1 else {
                    if scratch.intentPhrase[intent] < 0 { scratch.intentPhrase[intent] = dense.bestPhrase(of: intent, query).phrase }
                    continue
                }
                // A shortcut expanded over hundreds of values is its template in every phrase:
                // its centroid says as much as its phrases, at a fraction of the cost.
                guard dense.phraseCount(of: intent) <= DenseScorer.phraseScanLimit else {
                    scratch.intentBest[intent] += weight * (1 - blend) * max(scratch.denseCentroid[intent], 0)
                    continue
                }
                let best = dense.bestPhrase(of: intent, query)
                scratch.intentBest[intent] += weight * (1 - blend) * max(best.score, 0)
                if scratch.intentPhrase[intent] < 0 { scratch.intentPhrase[intent] = best.phrase }
            }
        }
    }

    /// Maps a raw similarity to the reported score, with this catalog's boundary at 0.5.
    public func calibrated(_ raw: Float) -> Float {
        MatcherConfiguration.calibrated(raw, boundary: rawBoundary)
    }

    /// What ``rank(_:exactOnly:scratch:)`` found.
    struct Ranking {
        var exactPhrase: Int32? = nil
        var negativeScore: Float = 0
        var negativePhrase: Int32 = -1
    }


    /// The intents in order of their best phrase's score, best first, with that phrase.
    func ordered(_ scratch: MatchScratch, limit: Int) -> [(intent: Int, phrase: Int32, score: Float)] {
        var best: [(intent: Int, phrase: Int32, score: Float)] = []
        for intent in 0..<intents.count where scratch.intentPhrase.indices.contains(intent) && scratch.intentPhrase[intent] >= 0 {
            best.append((intent, scratch.intentPhrase[intent], scratch.intentBest[intent]))
        }
        best.sort { $0.score > $1.score || ($0.score == $1.score && $0.intent < $1.intent) }
        return Array(best.prefix(limit))
    }

    /// The best intent and its phrase and score, without sorting or allocating.
    func best(_ scratch: MatchScratch) -> (intent: Int, phrase: Int32, score: Float)? {
        var best: (intent: Int, phrase: Int32, score: Float)? = nil
        for intent in 0..<min(intents.count, scratch.intentPhrase.count) where scratch.intentPhrase[intent] >= 0 {
            let score = scratch.intentBest[intent]
            if let current = best, current.score >= score { continue }
            best = (intent, scratch.intentPhrase[intent], score)
        }
        return best
    }

    /// The intent number of a phrase (-1 for a negative phrase).
    func phraseIntentNumber(_ phrase: Int) -> Int32 { phraseIntent[phrase] }

    /// The intent name of an intent number.
    func intentName(_ number: Int) -> String { intents[number] }
}
