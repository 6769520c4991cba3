/// How many phrases a locale expands to, against Apple's limit, shortcut by shortcut.
public struct ExpansionCounts: Sendable, Equatable {
    /// One parameter's share of a shortcut's count.
    public struct Parameter: Sendable, Equatable {
        /// The placeholder name.
        public var name: String
        /// The type name.
        public var typeName: String
        /// How many values (titles) the type has.
        public var values: Int
    }

    /// One shortcut's counts.
    public struct Shortcut: Sendable, Equatable {
        /// The intent.
        public var intent: String
        /// Templates in this locale.
        public var templates: Int
        /// Phrases as Apple counts them: templates × parameter values (titles only).
        public var phrases: Int
        /// Every concrete phrase, with app-name and value synonyms.
        public var phrasesWithSynonyms: Int
        /// The parameters used by this shortcut's templates in this locale.
        public var parameters: [Parameter]
    }

    /// The catalog locale.
    public var locale: String
    /// Per shortcut, in catalog order.
    public var shortcuts: [Shortcut]
    /// The phrase limit (1,000).
    public var limit: Int

    /// Phrases in this locale as Apple counts them.
    public var total: Int { shortcuts.reduce(0) { $0.addingSaturating($1.phrases) } }
    /// All concrete phrases, synonyms included.
    public var totalWithSynonyms: Int { shortcuts.reduce(0) { $0.addingSaturating($1.phrasesWithSynonyms) } }
    /// True when ``total`` exceeds ``limit``.
    public var isOverLimit: Bool { total > limit }
}

extension Int {
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    func multipliedSaturating(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
