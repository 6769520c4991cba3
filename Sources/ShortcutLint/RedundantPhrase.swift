public import ShortcutCatalog
import ShortcutMatching

/// A phrase that flexible matching already covers in its locale: without it, its own text and
/// every parameter-value variant still run the same shortcut, with the same values, through
/// another phrase, at a score from ``RedundancyFinder/minimumScore`` and with no other
/// shortcut within the close-call margin.
public struct RedundantPhrase: Sendable, Equatable {
    /// The locale.
    public var locale: String
    /// The shortcut.
    public var intent: String
    /// The phrase that could go, as written.
    public var template: String
    /// The file and key it is written in.
    public var source: SourceLocation
    /// The phrase that covers it, as written (the one most of its variants matched).
    public var coveredBy: String
    /// How many phrases Apple's 1,000-phrase limit would count less without it (one per
    /// parameter value; synonyms are not counted).
    public var savings: Int
    /// The lowest confidence among its variants once it is gone.
    public var confidence: Float

    /// ``confidence`` with two decimals, as the tool prints confidences (`0.98`).
    public var confidenceText: String {
        let hundredths = Int((confidence * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}

/// Finds ``RedundantPhrase``s: one matcher per locale, then, per phrase tried, the same
/// matcher updated without it (only the texts it adds are analysed again).
///
/// Phrases are tried from a shortcut's last to its first, and a phrase found redundant stays
/// out while the next ones are tried, and a phrase that covers one is kept, so that the
/// suggestions can be taken together and the phrase said to cover one is never another
/// suggestion. Never suggested: the only phrase
/// of a shortcut in a locale, and the only phrase of a shortcut holding one of its parameters.
public struct RedundancyFinder: Sendable {
    /// The score a variant must keep without its phrase: the one from which lint calls two
    /// shortcuts' phrases the same request (`Matcher.confusionScore`, 0.7; confidence 0.98).
    /// Said exactly, a phrase matches itself with confidence 1, which no other phrase reaches,
    /// so the phrase's own confidence cannot be the bar; this one is. Measured on the test
    /// catalog written for it: phrases written to be redundant keep 0.76 to 0.84 in en, ja,
    /// zh-Hans and vi, phrases written to be distinct 0.58 or less, or no match.
    public static let minimumScore: Float = Matcher.confusionScore

    /// The catalog searched.
    public var catalog: Catalog

    /// A finder over `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The redundant phrases of `locale` (a catalog locale), in shortcut order.
    public func redundantPhrases(locale: String) -> [RedundantPhrase] {
        guard let full = try? Matcher(catalog: catalog, locale: locale) else { return [] }
        var working = catalog
        var current = full
        var found: [RedundantPhrase] = []
        for shortcut in catalog.shortcuts {
            var phrases = working.content(for: locale).phrases(for: shortcut.intent)
            // A phrase named as covering another stays, so that every suggestion keeps its cover.
            var covering = Set<String>()
            for index in phrases.indices.reversed() where phrases.count > 1 {
                let phrase = phrases[index]
                guard !covering.contains(phrase.template.text) else { continue }
                let others = phrases.enumerated().filter { $0.offset != index }.map(\.element)
                let heldElsewhere = Set(others.flatMap(\.template.parameterNames))
                guard phrase.template.parameterNames.allSatisfy(heldElsewhere.contains) else { continue }
                var trial = working
                trial.localizations[locale, default: LocaleContent(locale: locale)].phrasesByIntent[shortcut.intent] = others
                guard let without = try? current.updating(catalog: trial),
                      let (redundant, coverers) = covered(phrase, intent: shortcut.intent, after: without, in: trial, locale: locale)
                else { continue }
                found.append(redundant)
                covering.formUnion(coverers)
                working = trial
                current = without
                phrases = others
            }
        }
        return found.sorted { lhs, rhs in
            let order = catalog.shortcuts.map(\.intent)
            return (order.firstIndex(of: lhs.intent) ?? 0, lhs.template) < (order.firstIndex(of: rhs.intent) ?? 0, rhs.template)
        }
    }

    /// Whether every counted variant of `phrase` still runs `intent` without it.
    private func covered(
        _ phrase: LocalizedPhrase, intent: String, after: Matcher, in trial: Catalog, locale: String
    ) -> (RedundantPhrase, Set<String>)? {
        let variants = variants(of: phrase, intent: intent, locale: locale)
        guard !variants.isEmpty else { return nil }
        var lowest: Float = 1
        var coverers: [String: Int] = [:]
        for variant in variants {
            guard let result = try? after.match(variant.text), let match = result.match, match.intent == intent
            else { return nil }
            for parameter in match.parameters {
                let expected = variant.bindings.first(where: { $0.name == parameter.name })?.valueID
                guard parameter.valueID == expected else { return nil }
            }
            guard match.score >= Self.minimumScore, !match.isAmbiguous else { return nil }
            lowest = min(lowest, match.confidence)
            coverers[match.phrase, default: 0] += 1
        }
        let origins = PhraseExpander(catalog: trial).phrases(intent: intent, locale: locale, includeSynonyms: true)
        func template(of text: String?) -> String { origins.first(where: { $0.text == text })?.template ?? text ?? "" }
        let best = coverers.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        let redundant = RedundantPhrase(locale: locale, intent: intent, template: phrase.template.text, source: phrase.source,
                                        coveredBy: template(of: best), savings: variants.count, confidence: lowest)
        return (redundant, Set(coverers.keys.map(template(of:))))
    }

    /// The phrases Apple counts for `phrase`: the app's name and each value's title.
    private func variants(of phrase: LocalizedPhrase, intent: String, locale: String) -> [ExpandedPhrase] {
        PhraseExpander(catalog: catalog).phrases(intent: intent, locale: locale, includeSynonyms: false)
            .filter { $0.template == phrase.template.text }
    }
}

