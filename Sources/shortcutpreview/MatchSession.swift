import CommandLineSupport
import ShortcutCatalog
import ShortcutMatching

/// A catalog and the matchers built from it so far, one per locale, built on first use.
struct MatchSession {
    let catalog: Catalog
    let dense: DenseOptions
    let acceptance: AcceptanceOptions
    var matchers: [String: Matcher] = [:]

    init(catalog: Catalog, dense: DenseOptions, acceptance: AcceptanceOptions = AcceptanceOptions()) {
        self.catalog = catalog
        self.dense = dense
        self.acceptance = acceptance
    }

    mutating func matcher(for locale: String) throws -> Matcher {
        if let built = matchers[locale] { return built }
        var configuration = MatcherConfiguration()
        configuration.embedding = try dense.embedding(for: locale)
        configuration.candidateCount = 10  // the caller trims to --top
        acceptance.apply(to: &configuration)
        dense.apply(to: &configuration)
        do {
            let built = try Matcher(catalog: catalog, locale: locale, configuration: configuration)
            matchers[locale] = built
            return built
        } catch {
            throw CommandFailure("\(catalog.files.manifest): locale \(locale)", error)
        }
    }

    /// Matches in the asked locale and, when that finds nothing, in the source language too,
    /// so the user learns what their words would do there.
    mutating func match(_ utterance: String, tag: String, exactOnly: Bool, top: Int) throws -> Outcome {
        // A tag that is not a locale at all throws; one the catalog lacks is nil.
        let resolved = try catalog.resolveLocale(tag)
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
            return Outcome(result: result, sourceLanguage: crossLingual, crossLingual: true)
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
            return try matcher.match(utterance, exactOnly: exactOnly)
        } catch {
            throw CommandFailure("cannot analyse \"\(Self.excerpt(utterance))\"", error)
        }
    }

    /// The start of a text for a one-line message: a huge input is not echoed whole.
    static func excerpt(_ text: String, length: Int = 60) -> String {
        let start = text.prefix(length)
        return start.endIndex == text.endIndex ? text : String(start) + "…"
    }

    /// A result, plus what the source language would match when the asked locale matched nothing.
    struct Outcome {
        var result: MatchResult
        var sourceLanguage: MatchResult?
        /// Whether ``sourceLanguage`` matched the utterance by meaning against the source
        /// language's phrases (multilingual vectors), for a shortcut the asked locale lacks.
        var crossLingual = false
    }
}
