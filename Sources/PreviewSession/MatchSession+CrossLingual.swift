import CommandLineSupport
import ShortcutCatalog
import ShortcutMatching

// One space across languages: a shortcut left untranslated in the asked locale has no phrase
// there, but its source-language phrases sit in the same multilingual vector space as the
// utterance. Matching the utterance against them says what the words would trigger, and it is
// reported as `sourceLanguageMatch` with `crossLingual: true`, never as a match in the locale.
extension MatchSession {
    /// How much dense similarity counts when an utterance meets phrases of another language:
    /// its words share little with them but the app's name, so meaning must carry the match.
    static let crossLingualDenseWeight: Float = 0.8

    /// The source language's phrases matched by meaning against an utterance in `asked`, when
    /// the asked locale matched nothing and lacks a shortcut the source language has; nil
    /// otherwise (no multilingual table, English, nothing untranslated, or nothing matched).
    mutating func crossLingualMatch(_ utterance: String, asked: String?, result: MatchResult, exactOnly: Bool) throws -> MatchResult? {
        guard !exactOnly, result.match == nil, let asked, asked != catalog.sourceLanguage,
              let shared = try denseValues.sharedEmbedding(for: asked) else { return nil }
        let askedShortcuts = Set(try matcher(for: asked).shortcutNames)
        let key = "\(catalog.sourceLanguage) by meaning from \(asked)"
        let source: Matcher
        if let built = matchers[key] {
            source = built
        } else {
            var configuration = MatcherConfiguration()
            configuration.embedding = shared
            configuration.languageDenseWeights = [:]
            configuration.denseWeight = Self.crossLingualDenseWeight
            configuration.manyShortcutsDenseWeight = nil
            configuration.candidateCount = 10
            AcceptanceOptions.apply(noAppNameGate: noAppNameGate, noActionCheck: noActionCheck, to: &configuration)
            // The source language's action lexicon cannot read the asked language's words.
            configuration.requiresActionAgreement = false
            do {
                source = try Matcher(catalog: catalog, locale: catalog.sourceLanguage, configuration: configuration)
            } catch {
                throw CommandFailure("\(catalog.files.manifest): locale \(catalog.sourceLanguage)", error)
            }
            matchers[key] = source
        }
        guard Set(source.shortcutNames).subtracting(askedShortcuts).isEmpty == false else { return nil }
        let found: MatchResult
        do {
            found = try source.match(utterance)
        } catch {
            throw CommandFailure("cannot analyse \"\(Self.excerpt(utterance))\"", error)
        }
        // Only a shortcut the asked locale lacks: the others were judged in the locale itself.
        guard let match = found.match, !askedShortcuts.contains(match.intent) else { return nil }
        return found
    }
}
