import ShortcutPreviewCore
import StrictJSON
import ShortcutCatalog
import ShortcutMatching

extension Linter {
    /// Phrases of two shortcuts that the matcher itself finds close, with the score: saying
    /// one may trigger the other. A warning, because only the wording can fix it.
    ///
    /// The matcher reports concrete phrases (app name and values filled in); the finding names
    /// the catalog key and file that phrase came from, as every other finding does. Pairs that
    /// read the same after normalisation are left to `conflicting-phrase`, which already
    /// reports them as an error.
    func confusionFindings(_ catalog: Catalog) -> [LintFinding] {
        let minimumScore = confusionScore
        let expander = PhraseExpander(catalog: catalog)
        var findings: [LintFinding] = []
        for locale in catalog.locales {
            guard let matcher = try? Matcher(catalog: catalog, locale: locale) else { continue }
            let pairs = matcher.confusablePairs(minimumScore: minimumScore)
            guard !pairs.isEmpty else { continue }
            var origins: [String: ExpandedPhrase] = [:]
            for phrase in expander.phrases(locale: locale) where origins[phrase.intent + "\u{1}" + phrase.text] == nil {
                origins[phrase.intent + "\u{1}" + phrase.text] = phrase
            }
            for pair in pairs {
                if normalize(pair.phrase, locale, false) == normalize(pair.otherPhrase, locale, false) { continue }
                let score = (pair.score * 100).rounded() / 100
                let origin = origins[pair.intent + "\u{1}" + pair.phrase]
                let template = origin.map { $0.template == pair.phrase ? "" : " (from \(JSONString.quoted($0.template)))" } ?? ""
                findings.append(LintFinding(
                    .confusablePhrases, locale: locale,
                    file: origin?.source.file ?? Self.file(of: catalog, intent: pair.intent, locale: locale), key: origin?.source.key,
                    message: "\"\(pair.phrase)\"\(template) (\(pair.intent)) scores \(score) for \(pair.otherIntent) via \"\(pair.otherPhrase)\"; reword one of them so the two shortcuts share fewer words"))
            }
        }
        return findings
    }
}
