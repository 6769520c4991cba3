public import ShortcutPreviewCore
public import ShortcutCatalog
import TextAnalysis

extension Matcher {
    /// Builds the matcher for one locale of a catalog: every expanded phrase (templates ×
    /// parameter titles and synonyms × the app name and its synonyms), the localized negative
    /// phrases, and the parameter values for resolution.
    ///
    /// - Parameters:
    ///   - catalog: the loaded catalog.
    ///   - locale: a locale the catalog has (see `Catalog.resolveLocale(_:)` in ShortcutCatalog).
    ///   - configuration: how to match; the defaults are what the tool ships with.
    public init(catalog: Catalog, locale: String, configuration: MatcherConfiguration = MatcherConfiguration()) throws(ShortcutPreviewError) {
        let parts = CatalogIndexing(catalog: catalog, locale: locale)
        try self.init(building: parts.phrases, localeTag: locale, vocabulary: parts.vocabulary,
                      applicationNames: parts.applicationNames, shortTitles: parts.shortTitles, titlesInLocale: parts.titlesInLocale,
                      configuration: configuration, reusing: nil, companions: parts.companions,
                      translations: parts.translations)
    }

    /// This matcher after the catalog's parameter values changed (an app calling
    /// `updateAppShortcutParameters()`): only new phrase texts are analysed.
    public func updating(catalog: Catalog) throws(ShortcutPreviewError) -> Matcher {
        let parts = CatalogIndexing(catalog: catalog, locale: localeTag)
        return try Matcher(building: parts.phrases, localeTag: localeTag, vocabulary: parts.vocabulary,
                           applicationNames: applicationNameList, shortTitles: shortTitles, titlesInLocale: titlesInLocale, configuration: configuration,
                           reusing: self, companions: parts.companions, translations: parts.translations)
    }
}

/// What a catalog contributes to one locale's matcher.
struct CatalogIndexing {
    var phrases: [IndexedPhrase] = []
    var vocabulary = ParameterVocabulary()
    var applicationNames: [String] = []
    var shortTitles: [String: String] = [:]
    /// Whether the short titles are in this locale's language: they are the source language's.
    var titlesInLocale = false
    /// The shortcuts' phrases in the catalog's source language, a few per template, when this
    /// is another locale: examples for the dense classifier when the vectors share one space
    /// across languages (measured: the source language alone taught better than every
    /// other locale together; Docs/multilingual.md).
    var companions: [IndexedPhrase] = []

    /// Every shortcut's phrases in the catalog's other locales, placeholders blanked: what the
    /// action check learns each shortcut does from its translations.
    var translations: [(intent: String, locale: String, text: String)] = []

    /// How many expansions of a template in another locale become companions.
    static let companionsPerTemplate = 4

    init(catalog: Catalog, locale: String) {
        // A template's expansions form one family; negative phrases are families of their own.
        var families: [FamilyKey: Int] = [:]
        func family(_ key: FamilyKey) -> Int {
            if let known = families[key] { return known }
            families[key] = families.count
            return families.count - 1
        }
        titlesInLocale = AnalysisLocale(locale).language == AnalysisLocale(catalog.sourceLanguage).language
        for shortcut in catalog.shortcuts {
            shortTitles[shortcut.intent] = shortcut.shortTitle
            vocabulary.slots[shortcut.intent] = shortcut.parameters.map {
                ParameterVocabulary.Slot(name: $0.name, type: $0.typeName)
            }
        }
        // Expansions come template by template: remember the last template's family and type
        // instead of hashing the intent name for every one of its hundreds of phrases.
        var last: (key: FamilyKey, family: Int, parameter: String?, type: String?)? = nil
        for phrase in PhraseExpander(catalog: catalog).phrases(locale: locale, includeSynonyms: true) {
            let binding = phrase.bindings.first
            let key = FamilyKey(intent: phrase.intent, template: phrase.templateIndex)
            let number: Int
            let type: String?
            if let last, last.key == key, last.parameter == binding?.name {
                number = last.family
                type = last.type
            } else {
                number = family(key)
                type = binding.flatMap { catalog.shortcut(intent: phrase.intent)?.typeName(ofParameter: $0.name) }
                last = (key, number, binding?.name, type)
            }
            phrases.append(IndexedPhrase(
                text: phrase.text, intent: phrase.intent,
                parameter: binding.map { ParameterMention(name: $0.name, valueID: $0.valueID, isSynonym: $0.isSynonym) },
                family: number, parameterType: type))
        }

        let name = catalog.application.name(for: locale, sourceLanguage: catalog.sourceLanguage)
        applicationNames = [name] + catalog.application.synonyms(for: locale)
        var negatives = catalog.content(for: locale).negativePhrases.map(\.template)
        if negatives.isEmpty && locale == catalog.sourceLanguage {
            negatives = catalog.negativePhrases.map(\.template)
        }
        for (number, template) in negatives.enumerated() {
            for appName in applicationNames {
                let text = template.rendered { $0 == PhraseTemplate.applicationName ? appName : nil }
                phrases.append(IndexedPhrase(text: text, intent: nil, family: family(FamilyKey(intent: nil, template: number))))
            }
        }

        var seen = Set(phrases.map(\.text))
        var companionFamilies: [FamilyKey: Int] = [:]
        if locale != catalog.sourceLanguage {
            var taken: [Int: Int] = [:]
            for phrase in PhraseExpander(catalog: catalog).phrases(locale: catalog.sourceLanguage, includeSynonyms: false) {
                let key = FamilyKey(intent: phrase.intent, template: phrase.templateIndex)
                let number = companionFamilies[key] ?? companionFamilies.count
                companionFamilies[key] = number
                guard taken[number, default: 0] < Self.companionsPerTemplate, seen.insert(phrase.text).inserted else { continue }
                taken[number, default: 0] += 1
                companions.append(IndexedPhrase(text: phrase.text, intent: phrase.intent, family: number))
            }
        }

        for other in catalog.locales where other != locale {
            let content = catalog.content(for: other)
            for shortcut in catalog.shortcuts {
                for phrase in content.phrases(for: shortcut.intent) {
                    translations.append((shortcut.intent, other, phrase.template.rendered { _ in " " }))
                }
            }
        }

        for type in catalog.types {
            vocabulary.values[type.name] = type.values.compactMap { value in
                guard let title = value.title.value(for: locale) ?? value.title.value(for: catalog.sourceLanguage) else {
                    return nil
                }
                return ParameterVocabulary.Value(id: value.id, title: title, synonyms: value.synonyms.value(for: locale) ?? [])
            }
        }
    }
}

/// Which template a phrase was expanded from (a nil intent: a negative phrase).
private struct FamilyKey: Hashable {
    var intent: String?
    var template: Int
}
