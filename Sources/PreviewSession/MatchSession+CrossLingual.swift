import CommandLineSupport
import ShortcutCatalog
import ShortcutMatching

// One space across languages: a shortcut left untranslated in the asked locale has no phrase
// there, but its source-language phrases sit in the same multilingual vector space as the
// utterance. Matching the utterance against them says what the words would trigger had the
// shortcut been translated, and it is reported as `sourceLanguageMatch` with
// `crossLingual: true`, never as a match in the locale: when the locale matched nothing, and
// when it matched another shortcut at a lower score (what the device would do instead).
extension MatchSession {
    /// How much dense similarity counts when an utterance meets phrases of another language:
    /// its words share little with them but the app's name, so meaning carries the match alone.
    ///
    /// Measured on `Tests/RegressionSets/Fitting/Calibration` with each shortcut of Demo, SoupChef and Cards
    /// made untranslated in turn (36 paraphrases of it per language to be reported, and 520
    /// Tatoeba sentences per language framed with the app's name that should not be): the share
    /// found minus the share falsely reported was highest at 1 in ja, zh-Hans and vi alike (ja:
    /// 0.09 at 0.6, 0.16 at 0.8, 0.28 at 1).
    static let crossLingualDenseWeight: Float = 1

    /// How much of the source phrases' mean vector is taken from every vector before comparing
    /// (`MatcherConfiguration.denseCentering`; 1 within one language). The mean of English
    /// phrases is partly "English", which a Japanese utterance does not share, so taking all of
    /// it away pushes the utterance off every phrase alike. Chosen on the same measurement:
    /// summed over the three languages, 0.82 at 1, 0.92 at 0.7, 1.05 at 0.5, 0.97 at 0.3, 0.85 at 0.
    static let crossLingualCentering: Float = 0.5

    /// The score a note needs when no word of the utterance says one of the noted shortcut's
    /// classes of action (read with the asked locale's lexicon). Chosen on the same measurement,
    /// by the summed found share minus falsely reported share: 1.325
    /// without the rule, 1.368 at 0.55, 1.369 at 0.6, 1.361 at 0.65, 1.292 with agreement
    /// always required; at 0.6 the notes on unrelated sentences fell from 106 to 21 of 1,560.
    static let crossLingualMeaningOnlyScore: Float = 0.6

    /// The source language's phrases matched by meaning against an utterance in `asked`, for a
    /// shortcut the asked locale lacks: when the asked locale matched nothing, or matched
    /// flexibly at a lower score than the untranslated shortcut scores by meaning (the words
    /// went to the closest translated shortcut because the right one has no phrase there). Nil
    /// otherwise (no multilingual table, English, nothing untranslated, or nothing closer).
    ///
    /// Also when the locale said no to an action word ("要約 is not what OpenList does") and an
    /// untranslated shortcut's source phrases say that class of action ("summarize"): static
    /// vectors align the shared words (the app's name, the list) better than the action, so
    /// meaning alone would miss it. `byAction` is then the word.
    mutating func crossLingualMatch(_ utterance: String, asked: String?, result: MatchResult,
                                    exactOnly: Bool) throws -> (result: MatchResult, byAction: String?)? {
        guard !exactOnly, result.match?.kind != .exact, let asked, asked != catalog.sourceLanguage,
              let shared = try denseValues.sharedEmbedding(for: asked) else { return nil }
        let askedShortcuts = Set(try matcher(for: asked).shortcutNames)
        guard catalog.shortcuts.contains(where: { !askedShortcuts.contains($0.intent) }) else { return nil }
        let key = "\(catalog.sourceLanguage) by meaning from \(asked)"
        let source: Matcher
        if let built = matchers[key] {
            source = built
        } else {
            var configuration = MatcherConfiguration()
            configuration.embedding = shared
            configuration.languageDenseWeights = [:]
            configuration.denseWeight = Self.crossLingualDenseWeight
            configuration.denseCentering = Self.crossLingualCentering
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
        let found: MatchResult
        do {
            found = try source.match(utterance, scratch: &scratch)
        } catch {
            throw CommandFailure("cannot analyse \"\(Self.excerpt(utterance))\"", error)
        }
        // Only a shortcut the asked locale lacks: the others were judged in the locale itself.
        guard let match = found.match, !askedShortcuts.contains(match.intent) else {
            guard result.reason == .actionMismatch, let word = result.objectedWord,
                  let bridged = source.bridge(found, toShortcutsSaying: result.objectedClasses, where: { !askedShortcuts.contains($0) })
            else { return nil }
            return (bridged, word)
        }
        if let own = result.match, match.score <= own.score { return nil }
        // Meaning alone reaches unrelated sentences too (the app's name carries much of it), so
        // the locale's own lexicon must not contradict the noted shortcut, and must agree with
        // it unless meaning is strong: classes of action are shared across languages.
        let said = try matcher(for: asked).actionClasses(in: utterance)
        let classes = source.actionClasses(ofShortcut: match.intent)
        if said.contains(where: { $0.rulesOut && $0.classes.isDisjoint(with: classes) }) { return nil }
        if match.score < Self.crossLingualMeaningOnlyScore, !said.contains(where: { !$0.classes.isDisjoint(with: classes) }) { return nil }
        return (found, nil)
    }
}
