public import ShortcutPreviewCore
/// The most a catalog may hold, so that reading and indexing it take bounded time and memory
/// whatever the files say (Docs/hardening.md, "Limits"; CONTRACTS.md §7). Each is refused with one
/// `ShortcutPreviewError` with code `ShortcutPreviewError.Code.overLimit` or `ShortcutPreviewError.Code.fileTooLarge`.
public enum CatalogLimits {
    /// Bytes in one catalog file (manifest, String Catalog, `.strings`): 50 MB.
    public static let maximumFileSize = InputFile.defaultMaximumSize

    /// Values in one parameter type (an `AppEntity`'s or `AppEnum`'s cases).
    public static let maximumValuesPerType = 10_000

    /// Concrete phrases in one locale after expansion with every value, synonym and app name:
    /// what the matcher indexes. Apple's own limit (``PhraseExpander/phraseLimit``) is 1,000
    /// without synonyms; lint reports that one, this one is refused.
    public static let maximumExpandedPhrases = 100_000

    /// Throws when a locale of `catalog` expands to more than ``maximumExpandedPhrases``.
    /// Counts are arithmetic (no phrase is built), so this costs microseconds.
    public static func checkPhraseCounts(of catalog: Catalog) throws(ShortcutPreviewError) {
        let expander = PhraseExpander(catalog: catalog)
        for locale in catalog.locales {
            let total = expander.counts(locale: locale).totalWithSynonyms
            guard total <= maximumExpandedPhrases else {
                throw ShortcutPreviewError(
                    .overLimit, file: catalog.files.manifest, locale: locale,
                    reason: "the phrases expand to \(total == Int.max ? "more than \(Int.max)" : String(total)) with every value, synonym and app name, over the limit of \(maximumExpandedPhrases)",
                    remedy: "offer fewer values or synonyms, or use fewer parameters per phrase; Apple allows 1,000 phrases per locale")
            }
        }
    }
}
