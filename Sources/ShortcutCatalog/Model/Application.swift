/// The app as Siri hears it: its name and alternative names (`INAlternativeAppNames`), any
/// of which may stand where a phrase says `${applicationName}`.
public struct Application: Sendable, Equatable {
    /// The display name, in every locale or per locale.
    public var name: LocalizedValue<String>
    /// Alternative names, per locale or for every locale.
    public var synonyms: LocalizedValue<[String]>

    /// Creates an application.
    public init(name: LocalizedValue<String>, synonyms: LocalizedValue<[String]> = LocalizedValue(byLocale: [:])) {
        self.name = name
        self.synonyms = synonyms
    }

    /// The name to use in `locale`, falling back to the every-locale or source-language name.
    public func name(for locale: String, sourceLanguage: String) -> String {
        name.value(for: locale) ?? name.value(for: sourceLanguage) ?? name.byLocale.values.sorted().first ?? ""
    }

    /// The alternative names in `locale`; empty when none are given for it.
    public func synonyms(for locale: String) -> [String] {
        synonyms.value(for: locale) ?? []
    }
}
