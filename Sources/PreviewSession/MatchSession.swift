import CommandLineSupport
public import ShortcutCatalog
public import ShortcutPreviewCore
public import ShortcutMatching

/// A catalog and the matchers built from it so far, one per locale, built on first use.
public struct MatchSession: Sendable {
    /// The catalog matched against.
    public var catalog: Catalog { catalogStorage }
    private var catalogStorage: Catalog
    /// How a locale's matcher is configured (dense vectors, acceptance); plain values, so that a
    /// session can be shared by the server's tasks.
    private let configure: @Sendable (String) throws -> MatcherConfiguration
    /// Matchers built so far, by locale (and, for the cross-lingual fallback, by a key naming it).
    var matchers: [String: Matcher] = [:]
    /// The dense and acceptance options as plain values, for matchers configured elsewhere.
    let denseValues: DenseOptions.Values
    let noAppNameGate: Bool
    let noActionCheck: Bool
    /// Tags resolved so far: resolution asks ICU for CLDR data, which costs more than a match.
    private var resolvedTags: [String: String] = [:]
    /// Working memory kept from one match to the next, so that a batch, a suite or the REPL
    /// allocates it once instead of once a line.
    var scratch = MatchScratch()

    /// A session over `catalog`, with the command-line options that configure its matchers.
    public init(catalog: Catalog, dense: DenseOptions, acceptance: AcceptanceOptions = AcceptanceOptions()) {
        self.catalogStorage = catalog
        let denseValues = dense.values
        let noAppNameGate = acceptance.noAppNameGate, noActionCheck = acceptance.noActionCheck
        self.denseValues = denseValues
        self.noAppNameGate = noAppNameGate
        self.noActionCheck = noActionCheck
        self.configure = { locale in
            var configuration = MatcherConfiguration()
            configuration.embedding = try denseValues.embedding(for: locale)
            configuration.rerankEmbedding = try denseValues.rerankEmbedding(for: locale)
            configuration.candidateCount = 10  // the caller trims to --top
            AcceptanceOptions.apply(noAppNameGate: noAppNameGate, noActionCheck: noActionCheck, to: &configuration)
            denseValues.apply(to: &configuration)
            return configuration
        }
    }

    /// The same settings over an edited catalog: every matcher built so far is updated
    /// incrementally (``Matcher/updating(catalog:)``), the others are built on first use.
    public func updating(catalog: Catalog) throws -> MatchSession {
        var updated = self
        updated.catalogStorage = catalog
        updated.matchers = [:]
        updated.resolvedTags = [:]
        for (locale, matcher) in matchers where catalog.locales.contains(locale) || locale == catalog.sourceLanguage {
            do {
                updated.matchers[locale] = try matcher.updating(catalog: catalog)
            } catch {
                throw CommandFailure("\(catalog.files.manifest): locale \(locale)", error)
            }
        }
        return updated
    }

    /// The catalog locale that serves `tag` (``Catalog/resolveLocale(_:)``), remembered; nil
    /// when none does, and a throw when `tag` is not a locale.
    public mutating func resolveLocale(_ tag: String) throws(ShortcutPreviewError) -> String? {
        if let known = resolvedTags[tag] { return known }
        let resolved = try catalog.resolveLocale(tag)
        if let resolved { resolvedTags[tag] = resolved }
        return resolved
    }

    /// The matcher of `locale`, built on first use.
    public mutating func matcher(for locale: String) throws -> Matcher {
        if let built = matchers[locale] { return built }
        do {
            let built = try Matcher(catalog: catalog, locale: locale, configuration: try configure(locale))
            matchers[locale] = built
            return built
        } catch {
            throw CommandFailure("\(catalog.files.manifest): locale \(locale)", error)
        }
    }

    /// Matches in the asked locale and, when that finds nothing, in the source language too,
    /// so the user learns what their words would do there; and, for a shortcut untranslated in
    /// the asked locale, by meaning against its source-language phrases when that scores higher
    /// than what the locale matched.
    public mutating func match(_ utterance: String, tag: String, exactOnly: Bool, top: Int) throws -> Outcome {
        // A tag that is not a locale at all throws; one the catalog lacks is nil.
        let resolved = try resolveLocale(tag)
        var result: MatchResult
        if let resolved {
            result = try run(utterance, locale: resolved, exactOnly: exactOnly)
        } else {
            result = MatchResult(utterance: utterance, locale: tag, match: nil, reason: .noPhrasesInLocale,
                                 candidates: [], applicationNameMentioned: false)
        }
        result.candidates = Array(result.candidates.prefix(top))
        // A "no" teaches: the source language shows what the words would do there, matched
        // outright or (the name missing there too) as a near miss.
        var source: MatchResult? = nil
        if let crossLingual = try crossLingualMatch(utterance, asked: resolved, result: result, exactOnly: exactOnly) {
            return Outcome(result: result, sourceLanguage: crossLingual.result, crossLingual: true, byAction: crossLingual.byAction)
        }
        let retry: Set<NoMatchReason> = [.belowThreshold, .noPhrasesInLocale, .appNameMissing]
        if result.match == nil, let reason = result.reason, retry.contains(reason), resolved != catalog.sourceLanguage {
            let inSource = try run(utterance, locale: catalog.sourceLanguage, exactOnly: exactOnly)
            if inSource.match != nil || (inSource.reason == .appNameMissing && inSource.nearMiss != nil) { source = inSource }
        }
        return Outcome(result: result, sourceLanguage: source)
    }

    private mutating func run(_ utterance: String, locale: String, exactOnly: Bool) throws -> MatchResult {
        let matcher = try matcher(for: locale)
        do {
            return try matcher.match(utterance, exactOnly: exactOnly, scratch: &scratch)
        } catch {
            throw CommandFailure("cannot analyse \"\(Self.excerpt(utterance))\"", error)
        }
    }

    /// The start of a text for a one-line message: a huge input is not echoed whole.
    public static func excerpt(_ text: String, length: Int = 60) -> String {
        let start = text.prefix(length)
        return start.endIndex == text.endIndex ? text : String(start) + "…"
    }

    /// A result, plus what the source language would match when the asked locale matched nothing.
    public struct Outcome: Sendable {
        /// The result in the asked locale.
        public var result: MatchResult
        /// The source language's result, when the asked locale matched nothing and it did, or
        /// (``crossLingual``) when a shortcut untranslated in the asked locale scores higher by
        /// meaning than what the locale matched.
        public var sourceLanguage: MatchResult?
        /// Whether ``sourceLanguage`` matched the utterance by meaning against the source
        /// language's phrases (multilingual vectors), for a shortcut the asked locale lacks.
        public var crossLingual = false
        /// With ``crossLingual``: the utterance's action word that the locale said no to and the
        /// untranslated shortcut's source phrases say ("要約", summarize), when that, not
        /// meaning alone, found it.
        public var byAction: String? = nil
    }
}
