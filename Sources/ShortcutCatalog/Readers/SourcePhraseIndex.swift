/// Finds what a String Catalog or .strings key refers to: a whole shortcut (its primary
/// phrase, Xcode's extracted form), one source phrase, or a negative phrase.
struct SourcePhraseIndex {
    private var primaryPhrases: [String: String] = [:]
    private var phrases: [String: (intent: String, index: Int)] = [:]
    private var negatives: [String: Int] = [:]

    init(_ manifest: Manifest) {
        for shortcut in manifest.shortcuts {
            if let primary = shortcut.primaryPhrase, primaryPhrases[primary.text] == nil {
                primaryPhrases[primary.text] = shortcut.intent
            }
            for (index, phrase) in shortcut.phrases.enumerated() where phrases[phrase.text] == nil {
                phrases[phrase.text] = (shortcut.intent, index)
            }
        }
        for (index, negative) in manifest.negativePhrases.enumerated() where negatives[negative.template.text] == nil {
            negatives[negative.template.text] = index
        }
    }

    /// The shortcut a `stringSet` key names: by primary phrase, or failing that any phrase.
    func shortcut(forSetKey key: String) -> String? {
        primaryPhrases[key] ?? phrases[key]?.intent
    }

    /// The shortcut phrase a `stringUnit` or .strings key translates.
    func phrase(forKey key: String) -> (intent: String, index: Int)? {
        phrases[key]
    }

    /// The negative phrase a key translates.
    func negative(forKey key: String) -> Int? {
        negatives[key]
    }
}

/// Collects localized phrases from any number of keys and files, then orders each
/// shortcut's phrases by the source phrase they belong to, so mixtures of forms read in a
/// stable, source-like order.
struct LocalizationBuilder {
    private struct Ordered {
        var phraseIndex: Int
        var position: Int
        var phrase: LocalizedPhrase
    }

    private var shortcuts: [String: [String: [Ordered]]] = [:]
    private var negatives: [String: [Ordered]] = [:]
    private(set) var locales: Set<String> = []
    private var counter = 0
    /// The source language's own wording of a manifest phrase written as a key
    /// ("SHOW_OPEN_IN_${applicationName}"), by intent and phrase index: what Siri says in that
    /// language, as the table gives it.
    private(set) var sourceWordings: [String: [Int: LocalizedPhrase]] = [:]

    /// Records the source language's wording of manifest phrase `key`, when it is not the phrase
    /// itself.
    mutating func addSourceWording(_ phrase: LocalizedPhrase, intent: String, phraseIndex: Int, key: String) {
        guard phrase.template.text != key else { return }
        var wording = phrase
        wording.sourceKey = key
        // Xcode marks every source entry `new`; the source language's wording is the app's own.
        wording.state = .translated
        sourceWordings[intent, default: [:]][phraseIndex] = wording
    }

    mutating func noteLocale(_ locale: String) {
        locales.insert(locale)
    }

    mutating func add(_ phrase: LocalizedPhrase, locale: String, intent: String, phraseIndex: Int) {
        locales.insert(locale)
        counter += 1
        shortcuts[locale, default: [:]][intent, default: []].append(Ordered(phraseIndex: phraseIndex, position: counter, phrase: phrase))
    }

    mutating func addNegative(_ phrase: LocalizedPhrase, locale: String, negativeIndex: Int) {
        locales.insert(locale)
        counter += 1
        negatives[locale, default: []].append(Ordered(phraseIndex: negativeIndex, position: counter, phrase: phrase))
    }

    func build() -> [String: LocaleContent] {
        var result: [String: LocaleContent] = [:]
        for locale in locales {
            var content = LocaleContent(locale: locale)
            for (intent, entries) in shortcuts[locale] ?? [:] {
                content.phrasesByIntent[intent] = Self.ordered(entries)
            }
            content.negativePhrases = Self.ordered(negatives[locale] ?? [])
            result[locale] = content
        }
        return result
    }

    private static func ordered(_ entries: [Ordered]) -> [LocalizedPhrase] {
        entries.sorted { ($0.phraseIndex, $0.position) < ($1.phraseIndex, $1.position) }.map(\.phrase)
    }
}
