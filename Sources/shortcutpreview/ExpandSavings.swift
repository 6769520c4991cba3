import ShortcutCatalog
import ShortcutLint
import StrictJSON

/// What `expand --savings` prints: per locale, the phrases flexible matching covers without
/// them (``RedundancyFinder``), what each saves against the 1,000 limit, and what covers it.
struct ExpandSavings: JSONRepresentable {
    var catalog: Catalog
    var locales: [String]
    private var found: [(locale: String, phrases: [RedundantPhrase], used: Int)]

    init(catalog: Catalog, locales: [String]) {
        self.catalog = catalog
        self.locales = locales
        let finder = RedundancyFinder(catalog: catalog)
        let expander = PhraseExpander(catalog: catalog)
        found = locales.map { ($0, finder.redundantPhrases(locale: $0), expander.counts(locale: $0).total) }
    }

    /// `en: 12 of 1000 phrases; 3 could go (saving 3)`, then one line per phrase.
    var lines: [String] {
        var lines: [String] = []
        for (locale, phrases, used) in found {
            let saved = phrases.reduce(0) { $0 + $1.savings }
            lines.append("\(locale): \(used) of \(PhraseExpander.phraseLimit) phrases; \(phrases.count) could go, saving \(saved)")
            for phrase in phrases {
                lines.append("  \(phrase.intent): \"\(phrase.template)\" saves \(phrase.savings), covered by \"\(phrase.coveredBy)\" (confidence \(phrase.confidenceText))")
            }
        }
        return lines
    }

    var jsonValue: JSONValue {
        .object([
            ("catalog", .string(catalog.directory)),
            ("limit", .number(Double(PhraseExpander.phraseLimit))),
            ("locales", .array(found.map { locale, phrases, used in
                .object([
                    ("locale", .string(locale)),
                    ("count", .number(Double(used))),
                    ("savings", .number(Double(phrases.reduce(0) { $0 + $1.savings }))),
                    ("redundant", .array(phrases.map { phrase in
                        .object([
                            ("intent", .string(phrase.intent)),
                            ("template", .string(phrase.template)),
                            ("file", .string(phrase.source.file)),
                            ("key", phrase.source.key.map(JSONValue.string) ?? .null),
                            ("savings", .number(Double(phrase.savings))),
                            ("coveredBy", .string(phrase.coveredBy)),
                            ("confidence", .number((Double(phrase.confidence) * 100).rounded() / 100)),
                        ])
                    })),
                ])
            })),
        ])
    }
}
