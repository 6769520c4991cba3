import ShortcutCatalog
import ShortcutLint
import ShortcutMatching

/// What a fuzzed catalog goes through once it loads: expansion always; matching in one
/// locale, and lint, only when the catalog is small, so that a run reaches thousands of
/// inputs instead of a few (a catalog that is merely large is not a bug, and the matcher has
/// its own target).
enum CatalogExercise {
    /// Expanded phrases walked per locale.
    static let expansionBudget = 2_000
    /// A locale with at most this many expanded phrases is indexed and matched.
    static let matchingBudget = 120
    /// A catalog with at most this many expanded phrases in all locales is linted.
    static let lintBudget = 100

    /// Expands `catalog`, and matches and lints it when small; errors are fine, a trap is not.
    static func run(_ catalog: Catalog) {
        let expander = PhraseExpander(catalog: catalog)
        var total = 0
        for locale in catalog.locales {
            let count = expander.counts(locale: locale).totalWithSynonyms
            total = count > Int.max - total ? Int.max : total + count
            var walked = 0
            for _ in expander.phrases(locale: locale) {
                walked += 1
                if walked >= expansionBudget { break }
            }
        }
        // The last locale in Xcode's order: a translation when there is one.
        if let locale = catalog.locales.last, expander.counts(locale: locale).totalWithSynonyms <= matchingBudget,
           let matcher = try? Matcher(catalog: catalog, locale: locale) {
            let first = expander.phrases(locale: locale).first(where: { _ in true })?.text ?? ""
            for utterance in [first, "open \(catalog.application.name(for: locale, sourceLanguage: catalog.sourceLanguage))"] {
                _ = try? matcher.match(utterance)
                _ = try? matcher.match(utterance, exactOnly: true)
            }
            _ = try? matcher.updating(catalog: catalog)
        }
        if total <= lintBudget {
            _ = Linter().lint(catalog)
        }
    }
}
