import ShortcutCatalog

extension Linter {
    /// Phrases flexible matching covers without them (``RedundancyFinder``), as infos: each
    /// names the phrase that covers it and what removing it saves against the 1,000 limit.
    func redundancyFindings(_ catalog: Catalog) -> [LintFinding] {
        let finder = RedundancyFinder(catalog: catalog)
        let expander = PhraseExpander(catalog: catalog)
        var findings: [LintFinding] = []
        for locale in catalog.locales {
            let redundant = finder.redundantPhrases(locale: locale)
            guard !redundant.isEmpty else { continue }
            let used = expander.counts(locale: locale).total
            for phrase in redundant {
                findings.append(LintFinding(
                    .redundantPhrase, locale: locale, file: phrase.source.file, key: phrase.source.key,
                    message: "\"\(phrase.template)\" (\(phrase.intent)) is covered by \"\(phrase.coveredBy)\": without it, its \(phrase.savings == 1 ? "phrase" : "\(phrase.savings) phrases") still \(phrase.savings == 1 ? "runs" : "run") \(phrase.intent) with confidence \(phrase.confidenceText) or more by flexible matching. Removing it saves \(phrase.savings.grouped) of the \(used.grouped) phrases counted against the \(PhraseExpander.phraseLimit.grouped) limit in \(locale) (exact matching, as on Apple Watch, would no longer take it)."))
            }
        }
        return findings
    }
}
