extension MatcherConfiguration {
    /// The per-language dense weights the tool ships with (see ``languageDenseWeights``), for
    /// the multilingual table: chosen by `Tools/tune-dense-weights.py` on the Calibration
    /// paraphrases and unrelated Tatoeba sentences (README, "Multilingual vectors"). English
    /// keeps ``denseWeight`` (0.45, fitted on CLINC150 and SNIPS with the English table); other
    /// languages without an entry use it too.
    public static let shippedLanguageDenseWeights: [String: Float] = ["ja": 0.2, "zh": 0.5, "vi": 0.5]

    /// This configuration as a matcher for `language` uses it: its own dense weight applied.
    public func resolved(forLanguage language: String) -> MatcherConfiguration {
        var resolved = self
        if let weight = languageDenseWeights[language] { resolved.denseWeight = weight }
        return resolved
    }
}
