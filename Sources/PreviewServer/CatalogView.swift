import ShortcutCatalog
import ShortcutLint
import StrictJSON

/// `GET /api/catalog`: the catalog as a grid of shortcuts × locales, with the numbers a
/// localizer checks (phrases against Apple's 1,000, untranslated or stale phrases) and each
/// lint finding placed on the shortcut it is about.
enum CatalogView {
    static func json(_ catalog: Catalog, report: LintReport) -> JSONValue {
        let expander = PhraseExpander(catalog: catalog)
        let locales = [catalog.sourceLanguage] + catalog.locales.filter { $0 != catalog.sourceLanguage }
        let counts = Dictionary(uniqueKeysWithValues: locales.map { ($0, expander.counts(locale: $0)) })
        let shortcuts: [JSONValue] = catalog.shortcuts.map { shortcut in
            let cells: [(String, JSONValue)] = locales.map { locale in
                let phrases = catalog.content(for: locale).phrases(for: shortcut.intent)
                let count = counts[locale]?.shortcuts.first { $0.intent == shortcut.intent }
                var states: [(String, JSONValue)] = []
                for state in LocalizationState.allCases {
                    let number = phrases.filter { $0.state == state }.count
                    if number > 0 { states.append((state.rawValue, .number(Double(number)))) }
                }
                return (locale, .object([
                    ("templates", .number(Double(phrases.count))),
                    ("phrases", .number(Double(count?.phrases ?? 0))),
                    ("phrasesWithSynonyms", .number(Double(count?.phrasesWithSynonyms ?? 0))),
                    ("untranslated", .bool(phrases.isEmpty)),
                    ("stale", .bool(phrases.contains { $0.state == .stale || $0.state == .needsReview })),
                    ("states", .object(states)),
                ]))
            }
            return .object([
                ("intent", .string(shortcut.intent)),
                ("shortTitle", shortcut.shortTitle.map(JSONValue.string) ?? .null),
                ("parameters", .array(shortcut.parameters.map { .string($0.name) })),
                ("cells", .object(cells)),
            ])
        }
        let totals: [(String, JSONValue)] = locales.map { locale in
            let phrases = counts[locale]?.shortcuts.reduce(0) { $0 + $1.phrases } ?? 0
            return (locale, .object([("phrases", .number(Double(phrases)))]))
        }
        let findings: [JSONValue] = report.findings.map { finding in
            guard case .object(var members) = finding.json else { return finding.json }
            members.append(("intent", intent(of: finding, in: catalog).map(JSONValue.string) ?? .null))
            return .object(members)
        }
        return .object([
            ("application", .string(catalog.application.name(for: catalog.sourceLanguage, sourceLanguage: catalog.sourceLanguage))),
            ("sourceLanguage", .string(catalog.sourceLanguage)),
            ("locales", .array(locales.map(JSONValue.string))),
            ("phraseLimit", .number(Double(PhraseExpander.phraseLimit))),
            ("totals", .object(totals)),
            ("shortcuts", .array(shortcuts)),
            ("findings", .array(findings)),
            ("errors", .number(Double(report.errorCount))),
            ("warnings", .number(Double(report.warningCount))),
        ])
    }

    /// The shortcut a finding is about: by its manifest path (`$.shortcuts[2]…`), by the
    /// phrase key it names, or by the intent its message names in parentheses.
    static func intent(of finding: LintFinding, in catalog: Catalog) -> String? {
        if let key = finding.key, key.hasPrefix("$.shortcuts[") {
            let digits = key.dropFirst("$.shortcuts[".count).prefix { $0.isNumber }
            if let index = Int(digits), catalog.shortcuts.indices.contains(index) { return catalog.shortcuts[index].intent }
        }
        if let key = finding.key {
            for shortcut in catalog.shortcuts where shortcut.phrases.contains(where: { $0.description == key }) {
                return shortcut.intent
            }
        }
        return catalog.shortcuts.first { finding.message.contains("(\($0.intent))") }?.intent
    }
}
