import ShortcutCatalog
import ShortcutMatching

extension Linter {
    /// Phrases of two shortcuts that the matcher itself finds close, with the score: saying
    /// one may trigger the other. A warning, because only the wording can fix it.
    func confusionFindings(_ catalog: Catalog) -> [LintFinding] {
        let minimumScore = confusionScore
        var findings: [LintFinding] = []
        for locale in catalog.locales {
            guard let matcher = try? Matcher(catalog: catalog, locale: locale) else { continue }
            for pair in matcher.confusablePairs(minimumScore: minimumScore) {
                let score = (pair.score * 100).rounded() / 100
                findings.append(LintFinding(
                    .confusablePhrases, locale: locale,
                    file: Self.file(of: catalog, intent: pair.intent, locale: locale), key: pair.phrase,
                    message: "\"\(pair.phrase)\" (\(pair.intent)) scores \(score) for \(pair.otherIntent) via \"\(pair.otherPhrase)\"; reword one of them so the two shortcuts share fewer words"))
            }
        }
        return findings
    }
}
