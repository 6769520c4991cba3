import ShortcutPreviewCore
internal import TextAnalysis
import Dispatch
import DenseEmbedding

extension Matcher {
    /// Builds a matcher, reusing what `previous` already analysed (an update) when given:
    /// phrase analyses by text, and the value matchers of parameter types whose values are
    /// unchanged.
    init(
        building phrases: [IndexedPhrase], localeTag: String, vocabulary: ParameterVocabulary, applicationNames names: [String],
        shortTitles: [String: String], titlesInLocale: Bool = false, configuration: MatcherConfiguration, reusing previous: Matcher?,
        companions: [IndexedPhrase] = [], translations: [(intent: String, locale: String, text: String)] = []
    ) throws(ShortcutPreviewError) {
        let locale = AnalysisLocale(localeTag)
        let numbering = Self.numberIntents(of: phrases)
        let configuration = configuration.resolved(forLanguage: locale.language, shortcutCount: numbering.intents.count)
        self.locale = locale
        self.localeTag = localeTag
        self.phrases = phrases
        self.configuration = configuration
        self.vocabulary = vocabulary
        self.shortTitles = shortTitles
        self.titlesInLocale = titlesInLocale
        applicationNameList = names
        let teaches = configuration.embedding?.sharesSpaceAcrossLanguages == true && configuration.trainsClassifier && configuration.learnsFromSourceLanguage
        self.companions = teaches ? companions : []

        let analysis = try Self.analyze(phrases, locale: locale, reusing: previous)
        analyzedPhraseCount = analysis.analyzedCount
        intents = numbering.intents
        phraseIntent = numbering.phraseIntent

        // Reading the translations needs other languages' lexicons: it runs beside the indexes.
        let translatedSlot = BuildSlot<ActionJudge.TranslatedClasses>()
        let partsSlot = BuildSlot<Result<Parts, ShortcutPreviewError>>()
        let companions = self.companions
        let readsTranslations = configuration.checksAction && configuration.learnsFromTranslations && !names.isEmpty && !translations.isEmpty
        DispatchQueue.concurrentPerform(iterations: readsTranslations ? 2 : 1) { step in
            if step == 0 {
                partsSlot.value = Result { () throws(ShortcutPreviewError) in
                    try Self.buildParts(phrases, analysis: analysis, numbering: numbering, vocabulary: vocabulary, names: names,
                                        locale: locale, configuration: configuration, reusing: previous, companions: companions)
                }
            } else {
                let numbers = Dictionary(numbering.intents.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                translatedSlot.value = ActionJudge.classes(of: translations.compactMap { item in
                    numbers[item.intent].map { ActionJudge.Translation(intent: $0, locale: item.locale, text: item.text) }
                }, intentCount: numbering.intents.count)
            }
        }
        guard let built = partsSlot.value else { preconditionFailure("the index build did not run") }
        let parts = try built.get()
        index = parts.index
        dense = parts.dense
        reranker = parts.reranker
        valueMatchers = parts.values
        applicationNames = parts.names
        nameFinder = ApplicationNameFinder(names: names, locale: locale)
        if configuration.checksAction && !names.isEmpty {
            var judge = Self.actionJudge(phrases: phrases, intentNumbers: phraseIntent, intentCount: intents.count, locale: locale,
                                         names: nameFinder, values: valueMatchers)
            if let translated = translatedSlot.value { judge.learn(translated) }
            if titlesInLocale, configuration.learnsFromShortTitles {
                for (number, intent) in intents.enumerated() {
                    guard let title = shortTitles[intent], let analyzed = try? TextAnalyzer().analyze(title, locale: locale) else { continue }
                    judge.learnTitle(intent: number, pieces: TextPieces(analyzed, vietnamese: locale.language == "vi"))
                }
            }
            judge.requiresAgreement = configuration.requiresActionAgreement
            judge.weakAgreement = configuration.weakAgreement
            judge.foreignAllowance = configuration.foreignWordAllowance
            if let embedding = configuration.embedding {
                judge.embedProfiles(with: embedding)
                if configuration.valueMeaningCosine <= 1 { judge.embedValues(vocabulary, with: embedding) }
            }
            self.judge = judge
        } else {
            judge = nil
        }
        phraseScripts = Self.scripts(phrases.lazy.map(\.text))
        rawBoundary = Self.rawBoundary(phrases: phrases, index: parts.index, dense: parts.dense, hasApplicationName: !names.isEmpty,
                                       locale: locale, configuration: configuration)
        selfOffsets = Self.selfCalibrationOffsets(phrases, localeTag: localeTag, vocabulary: vocabulary, applicationNames: names,
                                                  configuration: configuration, intents: numbering.intents)
    }

    /// Numbers the shortcuts in order of their first phrase, and gives each phrase its
    /// shortcut's number (-1 for a negative phrase).
    private static func numberIntents(of phrases: [IndexedPhrase]) -> (intents: [String], phraseIntent: [Int32]) {
        var intents: [String] = []
        var intentNumber: [String: Int32] = [:]
        var phraseIntent: [Int32] = []
        phraseIntent.reserveCapacity(phrases.count)
        for phrase in phrases {
            if let intent = phrase.intent {
                if intentNumber[intent] == nil {
                    intentNumber[intent] = Int32(intents.count)
                    intents.append(intent)
                }
                phraseIntent.append(intentNumber[intent] ?? -1)
            } else {
                phraseIntent.append(-1)
            }
        }
        return (intents, phraseIntent)
    }

    /// The sparse index, the dense vectors and the parameter surfaces do not depend on one
    /// another: they are built at once.
    /// The indexes and matchers a build makes side by side.
    typealias Parts = (index: SparseIndex, dense: DenseScorer?, reranker: DenseScorer?, values: [String: SurfaceMatcher], names: SurfaceMatcher)

    private static func buildParts(
        _ phrases: [IndexedPhrase], analysis: SparseIndex.Analysis, numbering: (intents: [String], phraseIntent: [Int32]),
        vocabulary: ParameterVocabulary, names: [String], locale: AnalysisLocale, configuration: MatcherConfiguration,
        reusing previous: Matcher?, companions: [IndexedPhrase]
    ) throws(ShortcutPreviewError) -> Parts {
        let groupCount = numbering.intents.count
        let groups = numbering.phraseIntent
        let sparseSlot = BuildSlot<SparseIndex>()
        let denseSlot = BuildSlot<DenseScorer>()
        let rerankSlot = BuildSlot<DenseScorer>()
        let surfaceSlot = BuildSlot<Result<([String: SurfaceMatcher], SurfaceMatcher), ShortcutPreviewError>>()
        let previousValues = previous?.valueMatchers
        let previousVocabulary = previous?.vocabulary
        DispatchQueue.concurrentPerform(iterations: 4) { step in
            switch step {
            case 0:
                sparseSlot.value = SparseIndex(analysis, groups: groups, groupCount: groupCount, weights: configuration.weights)
            case 1:
                if let embedding = configuration.embedding, configuration.denseWeight > 0 {
                    let number = Dictionary(numbering.intents.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
                    let taught = companions.compactMap { phrase in
                        phrase.intent.flatMap { number[$0] }.map { (text: phrase.text, family: phrase.family, group: $0) }
                    }
                    denseSlot.value = DenseScorer(texts: phrases.map(\.text), families: phrases.map(\.family), groups: groups,
                                                  groupCount: groupCount, embedding: embedding, companions: taught,
                                                  centering: configuration.denseCentering, training: configuration.trainsClassifier ? configuration.classifierTraining : nil,
                                                  hubness: groupCount > MatcherConfiguration.manyShortcuts ? configuration.denseHubness : 0)
                }
            case 3:
                // The second table's vectors of the same phrases, centred alike; no classifier:
                // the rerank compares phrases one by one.
                if let embedding = configuration.rerankEmbedding, configuration.rerankWeight > 0, configuration.rerankCount > 1 {
                    rerankSlot.value = DenseScorer(texts: phrases.map(\.text), families: phrases.map(\.family), groups: groups,
                                                   groupCount: groupCount, embedding: embedding, centering: configuration.denseCentering,
                                                   training: nil)
                }
            default:
                surfaceSlot.value = Result { () throws(ShortcutPreviewError) in
                    try surfaces(vocabulary: vocabulary, applicationNames: names, locale: locale, fuzzyCoverage: configuration.fuzzyCoverage,
                                 previousValues: previousValues, previousVocabulary: previousVocabulary)
                }
            }
        }
        guard let index = sparseSlot.value, let surfaces = surfaceSlot.value else {
            preconditionFailure("a build step did not run")
        }
        let (values, appNames) = try surfaces.get()
        return (index, denseSlot.value, rerankSlot.value, values, appNames)
    }

    /// The matchers of parameter values (by type) and of the app's names, reusing those of
    /// parameter types whose values did not change.
    private static func surfaces(
        vocabulary: ParameterVocabulary, applicationNames names: [String], locale: AnalysisLocale, fuzzyCoverage: Float,
        previousValues: [String: SurfaceMatcher]?, previousVocabulary: ParameterVocabulary?
    ) throws(ShortcutPreviewError) -> ([String: SurfaceMatcher], SurfaceMatcher) {
        var buffer = FeatureBuffer()
        var matchers: [String: SurfaceMatcher] = [:]
        for (type, values) in vocabulary.values {
            if let unchanged = previousValues?[type], unchanged.fuzzyCoverage == fuzzyCoverage, previousVocabulary?.values[type] == values {
                matchers[type] = unchanged
                continue
            }
            var matcher = SurfaceMatcher(fuzzyCoverage: fuzzyCoverage)
            for (number, value) in values.enumerated() {
                try matcher.add(value.title, owner: Int32(number), isSynonym: false, locale: locale, buffer: &buffer)
                for synonym in value.synonyms {
                    try matcher.add(synonym, owner: Int32(number), isSynonym: true, locale: locale, buffer: &buffer)
                }
            }
            matchers[type] = matcher
        }
        var appNames = SurfaceMatcher(fuzzyCoverage: fuzzyCoverage)
        for (number, name) in names.enumerated() {
            try appNames.add(name, owner: Int32(number), isSynonym: number > 0, locale: locale, buffer: &buffer)
        }
        return (matchers, appNames)
    }

    /// The raw similarity the calibrated 0.5 stands for: the boundary rule over the catalog's
    /// template count and cohesion, shifted by the language's own boundary for an app.
    private static func rawBoundary(
        phrases: [IndexedPhrase], index: SparseIndex, dense: DenseScorer?, hasApplicationName: Bool,
        locale: AnalysisLocale, configuration: MatcherConfiguration
    ) -> Float {
        var templates = Set<Int>()
        for phrase in phrases where phrase.intent != nil { templates.insert(phrase.family) }
        var cohesion = index.cohesion
        if let dense { cohesion = (1 - configuration.denseWeight) * cohesion + configuration.denseWeight * dense.cohesion }
        let ruled = configuration.boundaryRule.boundary(templates: templates.count, cohesion: cohesion > 0 ? cohesion : nil)
        if hasApplicationName, let shifted = configuration.languageBoundaries[locale.language] {
            return MatcherConfiguration.raw(ofCalibrated: shifted, boundary: ruled)
        }
        return ruled
    }

    /// The sparse and dense cohesion figures the boundary was derived from (dense 0 without
    /// dense vectors), for calibration reports such as `shortcutpreview eval`.
    package var cohesion: (sparse: Float, dense: Float) {
        (index.cohesion, dense?.cohesion ?? 0)
    }
}
