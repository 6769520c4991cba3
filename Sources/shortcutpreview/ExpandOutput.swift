import ShortcutCatalog
import StrictJSON

/// What `expand --json` prints: per locale, the counts against Apple's limit and every
/// concrete phrase with its provenance.
struct ExpandOutput: JSONRepresentable {
    var expander: PhraseExpander
    var catalog: String
    var locales: [String]

    var jsonValue: JSONValue {
        .object([
            ("catalog", .string(catalog)),
            ("locales", .array(locales.map(locale))),
        ])
    }

    private func locale(_ locale: String) -> JSONValue {
        let counts = expander.counts(locale: locale)
        return .object([
            ("locale", .string(locale)),
            ("count", .number(Double(counts.total))),
            ("limit", .number(Double(counts.limit))),
            ("overLimit", .bool(counts.isOverLimit)),
            ("countWithSynonyms", .number(Double(counts.totalWithSynonyms))),
            ("shortcuts", .array(counts.shortcuts.map { shortcut in
                .object([
                    ("intent", .string(shortcut.intent)),
                    ("templates", .number(Double(shortcut.templates))),
                    ("count", .number(Double(shortcut.phrases))),
                    ("countWithSynonyms", .number(Double(shortcut.phrasesWithSynonyms))),
                ])
            })),
            ("phrases", .array(expander.phrases(locale: locale).map(phrase))),
        ])
    }

    private func phrase(_ phrase: ExpandedPhrase) -> JSONValue {
        .object([
            ("text", .string(phrase.text)),
            ("intent", .string(phrase.intent)),
            ("templateIndex", .number(Double(phrase.templateIndex))),
            ("template", .string(phrase.template)),
            ("parameters", .array(phrase.bindings.map { binding in
                .object([
                    ("name", .string(binding.name)),
                    ("id", .string(binding.valueID)),
                    ("text", .string(binding.text)),
                    ("synonym", .bool(binding.isSynonym)),
                ])
            })),
            ("applicationName", .string(phrase.applicationName)),
            ("applicationNameSynonym", .bool(phrase.applicationNameIsSynonym)),
            ("counted", .bool(!phrase.usesSynonym)),
        ])
    }
}
