extension MatcherConfiguration {
    /// The per-language dense weights the tool ships with (see ``languageDenseWeights``).
    /// English keeps ``denseWeight`` (0.45, fitted on CLINC150 and SNIPS with the English table).
    public static let shippedLanguageDenseWeights: [String: Float] = [:]

    /// This configuration as a matcher for `language` uses it: its own dense weight applied.
    public func resolved(forLanguage language: String) -> MatcherConfiguration {
        var resolved = self
        if let weight = languageDenseWeights[language] { resolved.denseWeight = weight }
        return resolved
    }
}
