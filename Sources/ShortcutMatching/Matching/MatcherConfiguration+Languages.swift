extension MatcherConfiguration {
    /// The per-language dense weights the tool ships with (see ``languageDenseWeights``), for
    /// the multilingual table: ja and zh chosen by `Tools/tune-dense-weights.py` on the
    /// Calibration paraphrases and unrelated Tatoeba sentences (Docs/multilingual.md); vi
    /// re-chosen for the table distilled on command language, on the development apps'
    /// suites (0.25, 0.35, 0.45, 0.55 tried; 0.45 kept the most and turned away the most),
    /// never on a held-out group. English
    /// keeps ``denseWeight`` (0.45, fitted on CLINC150 and SNIPS with the English table); other
    /// languages without an entry use it too.
    public static let shippedLanguageDenseWeights: [String: Float] = ["ja": 0.45, "zh": 0.45, "vi": 0.45]

    /// The per-language agreement cosines the tool ships with (see
    /// ``languageDenseAgreements``), chosen with the weights by `Tools/tune-dense-weights.py`:
    /// in Chinese, agreeing by meaning let requests for other things through in the bundled
    /// Refusals suites ("给汤厨的味噌汤打个分"); in Japanese, since the per-language boundaries
    /// were fitted with the whole engine, it gained no paraphrase and let unrelated sentences
    /// through. There only the lexicon and word-by-word meaning decide (a cosine above 1 is
    /// never reached).
    public static let shippedLanguageDenseAgreements: [String: Float] = ["ja": 2, "zh": 2, "vi": 0.5]

    /// The per-language word agreement cosines the tool ships with (see
    /// ``languageDenseWordAgreements``): each language's best balance of recall on the
    /// Calibration paraphrases and rejection of unrelated Tatoeba sentences, the higher
    /// cosine on ties (`Tools/fit-word-agreement.py`).
    public static let shippedLanguageDenseWordAgreements: [String: Float] = ["ja": 0.3, "zh": 0.25, "vi": 0.1]

    /// The per-language new-word allowances the tool ships with (see
    /// ``languageForeignWordAllowances``): Chinese only, chosen on the development apps.
    public static let shippedLanguageForeignWordAllowances: [String: Float] = ["zh": 2]

    /// This configuration as a matcher for `language` uses it: its own dense weight and
    /// agreement cosine applied.
    ///
    /// In English, a catalog of more than ``manyShortcuts`` shortcuts (`shortcutCount`) takes
    /// ``manyShortcutsDenseWeight`` unless ``languageDenseWeights`` names English.
    public func resolved(forLanguage language: String, shortcutCount: Int = 0) -> MatcherConfiguration {
        var resolved = self
        // An update resolves the matcher's configuration again, for a catalog that may have shrunk.
        if let weight = sizeFreeDenseWeight { resolved.denseWeight = weight }
        resolved.sizeFreeDenseWeight = nil
        if let weight = languageDenseWeights[language] {
            resolved.denseWeight = weight
        } else if language == "en", shortcutCount > Self.manyShortcuts, let weight = manyShortcutsDenseWeight {
            resolved.sizeFreeDenseWeight = resolved.denseWeight
            resolved.denseWeight = weight
        }
        if let agreement = languageDenseAgreements[language] { resolved.denseAgreement = agreement }
        if language != "en" { resolved.denseNearestAgreement = max(resolved.denseNearestAgreement, resolved.denseAgreement) }
        if let cosine = languageDenseWordAgreements[language] { resolved.denseWordAgreement = cosine }
        if let allowance = languageForeignWordAllowances[language] { resolved.foreignWordAllowance = allowance }
        // The dense rule's cohesion ceiling was fitted on English. Elsewhere particles alone
        // make unrelated requests score like paraphrases, so, as without dense vectors, the
        // catalog's cohesion never takes the boundary below the sparse rule's floor.
        if language != "en", resolved.boundaryRule == Self.denseRule {
            resolved.boundaryRule = Self.denseRuleOutsideEnglish
        }
        return resolved
    }

    /// ``denseRule`` with ``sparseRule``'s floor: the rule for languages other than English.
    public static let denseRuleOutsideEnglish = BoundaryRule(
        base: denseRule.base, perLogTemplates: denseRule.perLogTemplates, cohesionFactor: denseRule.cohesionFactor, floor: sparseRule.floor)
}
