public import ShortcutPreviewCore
import TextAnalysis

extension Matcher {
    /// A matcher for new phrases and parameter values, reusing the analysis of every phrase
    /// text this one already indexed: what `updateAppShortcutParameters()` triggers in an app.
    ///
    /// Only texts that are new are analysed, and only parameter types whose values changed are
    /// re-read; the IDF weights are recomputed from stored features, so the result equals a
    /// full rebuild.
    public func updating(phrases: [IndexedPhrase], vocabulary: ParameterVocabulary) throws(ShortcutPreviewError) -> Matcher {
        try Matcher(building: phrases, localeTag: localeTag, vocabulary: vocabulary, applicationNames: applicationNameList,
                    shortTitles: shortTitles, titlesInLocale: titlesInLocale, configuration: configuration, reusing: self, companions: companions)
    }

    /// The phrases analysed for the sparse index: every text `previous` indexed is taken from
    /// its index (under this build's family numbers), only new texts are analysed.
    static func analyze(_ phrases: [IndexedPhrase], locale: AnalysisLocale, reusing previous: Matcher?) throws(ShortcutPreviewError) -> SparseIndex.Analysis {
        let texts = phrases.map(\.text)
        let families = phrases.map(\.family)
        if let previous {
            return try previous.index.reanalysis(of: texts, families: families, locale: locale)
        }
        return try SparseIndex.analysis(of: texts, families: families, locale: locale)
    }
}
