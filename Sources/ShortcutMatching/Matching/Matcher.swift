public import ShortcutPreviewCore
public import TextAnalysis

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
///
/// The work is split by concern: building (`Matcher+Building`), per-shortcut
/// self-calibration of large catalogs (`Matcher+SelfCalibration`), incremental update
/// (`Matcher+Update`), the ranking hot path (`Matcher+Ranking`), dense fusion
/// (`Matcher+DenseFusion`), result assembly (`Matcher+Result`), the acceptance checks
/// (`Matcher+Acceptance`) and parameter resolution (`Matcher+Parameters`).
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
    /// The phrases in ``MatcherConfiguration/rerankEmbedding``'s space, when it reorders the
    /// leading shortcuts of a request (see `Matcher.rerank`).
    let reranker: DenseScorer?
    /// The shortcuts, numbered in order of their first phrase.
    let intents: [String]
    /// Each phrase's shortcut number, -1 for a negative phrase.
    let phraseIntent: [Int32]
    let vocabulary: ParameterVocabulary
    let valueMatchers: [String: SurfaceMatcher]
    let applicationNames: SurfaceMatcher
    /// The app's name and its synonyms, kept for an update and for the near-miss re-match.
    let applicationNameList: [String]
    /// Finds the app's name in an utterance for the app-name gate.
    let nameFinder: ApplicationNameFinder
    /// What each shortcut's phrases ask for, once the app name and values are masked; nil
    /// without app names (a workload) or with ``MatcherConfiguration/checksAction`` off.
    let judge: ActionJudge?
    let shortTitles: [String: String]
    /// Whether ``shortTitles`` are in this matcher's language (the catalog's source language).
    let titlesInLocale: Bool
    /// The raw similarity this catalog's calibrated 0.5 stands for (see
    /// ``MatcherConfiguration/BoundaryRule``).
    public let rawBoundary: Float
    /// How many phrase texts the last build or update had to analyse (the rest were reused).
    public let analyzedPhraseCount: Int
    /// Per shortcut, what its score gives up for recognising its own phrases more readily
    /// than the catalog's typical shortcut (empty: none; see `selfCalibrationOffsets`).
    package let selfOffsets: [Float]
    /// The shortcuts' phrases in the source language that taught the dense classifier (kept
    /// for an update; empty unless the vectors share one space across languages).
    let companions: [IndexedPhrase]
    /// How many of the phrases are written with Japanese or Chinese characters, and how many
    /// without, to tell a user whose words are in another script why nothing matches.
    let phraseScripts: (cjk: Int, other: Int)

    /// Builds a matcher over `phrases`.
    ///
    /// - Parameters:
    ///   - phrases: concrete phrases, negative ones with a nil intent.
    ///   - locale: a BCP 47 tag.
    ///   - vocabulary: parameter values for resolving which value an utterance names.
    ///   - applicationNames: the app name and its synonyms in this locale.
    ///   - shortTitles: short titles by intent, for display.
    ///   - configuration: how to match; the defaults are what the tool ships with.
    /// - Complexity: O(total phrase length); about 3 µs per phrase.
    public init(
        phrases: [IndexedPhrase], locale: String, vocabulary: ParameterVocabulary = ParameterVocabulary(),
        applicationNames: [String] = [], shortTitles: [String: String] = [:],
        configuration: MatcherConfiguration = MatcherConfiguration()
    ) throws(ShortcutPreviewError) {
        try self.init(building: phrases, localeTag: locale, vocabulary: vocabulary, applicationNames: applicationNames,
                      shortTitles: shortTitles, configuration: configuration, reusing: nil)
    }

    /// Matches one utterance, allocating its own scratch space.
    public func match(_ utterance: String, exactOnly: Bool = false) throws(ShortcutPreviewError) -> MatchResult {
        var scratch = MatchScratch()
        return try match(utterance, exactOnly: exactOnly, scratch: &scratch)
    }

    /// Matches one utterance using `scratch`, which you keep and reuse (one per thread).
    public func match(_ utterance: String, exactOnly: Bool = false, scratch: inout MatchScratch) throws(ShortcutPreviewError) -> MatchResult {
        let ranking = try rank(utterance, exactOnly: exactOnly, scratch: &scratch, readsWords: true)
        let first = result(for: utterance, ranking: ranking, exactOnly: exactOnly, scratch: scratch)
        guard !exactOnly, first.match == nil else { return first }
        return matchingWithoutContext(utterance, after: first, scratch: &scratch) ?? first
    }

    /// The default of ``MatcherConfiguration/closeCallMargin``: how close (in calibrated score)
    /// a runner-up must come to a flexible match to be listed in ``Match/closeCalls``.
    public static let closeCallMargin: Float = 0.02

    /// The longest utterance matched, in UTF-16 units; a longer one throws
    /// `ShortcutPreviewError.textTooLong(utf16Length:)`. Nobody says 4,096 characters to Siri, and
    /// analysis time, memory and the evidence in results grow with the text.
    public static let maximumUtteranceLength = 4_096

    /// Maps a raw similarity to the reported score, with this catalog's boundary at 0.5.
    public func calibrated(_ raw: Float) -> Float {
        MatcherConfiguration.calibrated(raw, boundary: rawBoundary)
    }
}
