/// One phrase of a shortcut (or one negative phrase) in one locale, with its translation
/// state and the file and key it was read from.
public struct LocalizedPhrase: Sendable, Equatable {
    /// How the phrase was stored, which decides what lint can compare it with.
    public enum Form: String, Sendable, Equatable {
        /// The manifest's source-language phrase.
        case manifest
        /// One of the values of a String Catalog `stringSet` (a whole shortcut per key).
        case stringSet
        /// A String Catalog `stringUnit` translating the one source phrase in ``LocalizedPhrase/sourceKey``.
        case stringUnit
        /// A legacy `.lproj/AppShortcuts.strings` line translating ``LocalizedPhrase/sourceKey``.
        case legacyStrings
    }

    /// The phrase in this locale.
    public var template: PhraseTemplate
    /// Translation state; manifest phrases are `translated`.
    public var state: LocalizationState
    /// How it was stored.
    public var form: Form
    /// For `stringUnit` and `legacyStrings`: the source phrase this translates.
    public var sourceKey: String?
    /// File and key it came from.
    public var source: SourceLocation

    /// Creates a localized phrase.
    public init(template: PhraseTemplate, state: LocalizationState, form: Form, sourceKey: String?, source: SourceLocation) {
        self.template = template
        self.state = state
        self.form = form
        self.sourceKey = sourceKey
        self.source = source
    }
}

/// Everything a catalog says in one locale.
public struct LocaleContent: Sendable, Equatable {
    /// Canonical locale tag.
    public var locale: String
    /// Each shortcut's phrases in this locale, by intent, in order. A shortcut absent here
    /// has no phrase in this locale (there is no silent fallback to the source language).
    public var phrasesByIntent: [String: [LocalizedPhrase]]
    /// Negative phrases in this locale.
    public var negativePhrases: [LocalizedPhrase]

    /// Creates locale content.
    public init(locale: String, phrasesByIntent: [String: [LocalizedPhrase]] = [:], negativePhrases: [LocalizedPhrase] = []) {
        self.locale = locale
        self.phrasesByIntent = phrasesByIntent
        self.negativePhrases = negativePhrases
    }

    /// The phrases of `intent`, empty when it has none here.
    public func phrases(for intent: String) -> [LocalizedPhrase] {
        phrasesByIntent[intent] ?? []
    }
}

/// A String Catalog or .strings key that names no shortcut phrase and no negative phrase.
public struct UnusedKey: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Where it is.
    public var source: SourceLocation

    /// Creates an unused-key record.
    public init(key: String, source: SourceLocation) {
        self.key = key
        self.source = source
    }
}
