import ShortcutPreviewCore
import StrictJSON
import ShortcutCatalog

extension Linter {
    /// Above this many phrases in a locale, duplicates are compared template by template
    /// instead of phrase by phrase, to keep lint fast on huge (already over-limit) catalogs.
    static let maximumExpandedComparisons = 5000

    private struct Seen {
        var intent: String
        var templateIndex: Int
        var template: String
        var valueIDs: [String]
        var example: String
        var file: String
        var key: String?
    }

    /// Phrases that read the same after normalisation (case, width, punctuation, spacing):
    /// twice in one shortcut is a warning; in two shortcuts, or in a shortcut and a negative
    /// phrase, Siri cannot tell them apart, which is an error.
    func duplicateFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        let expander = PhraseExpander(catalog: catalog)
        for locale in catalog.locales {
            var seen: [String: Seen] = [:]
            var reported: Set<String> = []
            let expandPhrases = expander.counts(locale: locale).total <= Self.maximumExpandedComparisons
            var candidates: [(key: String, entry: Seen)] = []
            if expandPhrases {
                for phrase in expander.phrases(locale: locale, includeSynonyms: false) {
                    candidates.append((normalize(phrase.text, locale, false), Seen(
                        intent: phrase.intent, templateIndex: phrase.templateIndex, template: phrase.template,
                        valueIDs: phrase.bindings.map(\.valueID), example: phrase.text, file: phrase.source.file, key: phrase.source.key)))
                }
            } else {
                for shortcut in catalog.shortcuts {
                    for (index, phrase) in catalog.content(for: locale).phrases(for: shortcut.intent).enumerated() {
                        candidates.append((normalize(phrase.template.text, locale, true), Seen(
                            intent: shortcut.intent, templateIndex: index, template: phrase.template.text, valueIDs: [],
                            example: phrase.template.text, file: phrase.source.file, key: phrase.source.key)))
                    }
                }
            }
            for (key, entry) in candidates where !key.isEmpty {
                guard let first = seen[key] else {
                    seen[key] = entry
                    continue
                }
                let pair = "\(first.intent)#\(first.templateIndex)|\(entry.intent)#\(entry.templateIndex)"
                guard reported.insert(pair).inserted else { continue }
                if first.intent != entry.intent {
                    findings.append(LintFinding(
                        .conflictingPhrase, locale: locale, file: entry.file, key: entry.key,
                        message: "Phrase \(JSONString.quoted(entry.template)) of \(entry.intent) and \(JSONString.quoted(first.template)) of \(first.intent) both say \(JSONString.quoted(entry.example)); Siri cannot tell which shortcut to run. Reword one of them."))
                } else if first.templateIndex == entry.templateIndex {
                    findings.append(LintFinding(
                        .duplicatePhrase, locale: locale, file: entry.file, key: entry.key,
                        message: "Values \(first.valueIDs.joined(separator: "+")) and \(entry.valueIDs.joined(separator: "+")) turn \(JSONString.quoted(entry.template)) of \(entry.intent) into the same phrase \(JSONString.quoted(entry.example)). Give the values distinct titles."))
                } else {
                    findings.append(LintFinding(
                        .duplicatePhrase, locale: locale, file: entry.file, key: entry.key,
                        message: "Phrases \(JSONString.quoted(first.template)) and \(JSONString.quoted(entry.template)) of \(entry.intent) say the same thing after normalisation (\(JSONString.quoted(entry.example))). Remove one of them."))
                }
            }
            let appName = catalog.application.name(for: locale, sourceLanguage: catalog.sourceLanguage)
            for negative in catalog.content(for: locale).negativePhrases {
                let text = negative.template.rendered { $0 == PhraseTemplate.applicationName ? appName : nil }
                let key = expandPhrases ? normalize(text, locale, false) : normalize(negative.template.text, locale, true)
                guard let match = seen[key] else { continue }
                findings.append(LintFinding(
                    .conflictingPhrase, locale: locale, file: negative.source.file, key: negative.source.key,
                    message: "Negative phrase \(JSONString.quoted(negative.template.text)) is also phrase \(JSONString.quoted(match.template)) of \(match.intent), so that shortcut can never run. Remove or reword the negative phrase."))
            }
        }
        return findings
    }
}
