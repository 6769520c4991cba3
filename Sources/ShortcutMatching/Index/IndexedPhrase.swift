/// One concrete phrase as the index sees it: its text and what it means.
///
/// Phrases come from a catalog's expansion (template × parameter value × app name) or from a
/// workload; a negative phrase has no intent.
public struct IndexedPhrase: Sendable, Hashable {
    /// The concrete text, e.g. "Summarize Grocery List in Demo".
    public var text: String
    /// The shortcut it triggers, or nil for a negative phrase.
    public var intent: String?
    /// The parameter value the phrase names, if any.
    public var parameter: ParameterMention?
    /// Phrases expanded from the same template share a family: together they count as one
    /// document when weighing features, so a template with 300 values does not drown the rest.
    public var family: Int
    /// The parameter type the phrase was expanded over; incremental updates replace by it.
    public var parameterType: String?

    /// Creates an indexed phrase.
    public init(text: String, intent: String?, parameter: ParameterMention? = nil, family: Int, parameterType: String? = nil) {
        self.text = text
        self.intent = intent
        self.parameter = parameter
        self.family = family
        self.parameterType = parameterType
    }
}

/// A parameter value named by a phrase.
public struct ParameterMention: Sendable, Hashable {
    /// The parameter's name in the template (`list`).
    public var name: String
    /// The value's identifier (`groceries`).
    public var valueID: String
    /// Whether the phrase uses a synonym rather than the title.
    public var isSynonym: Bool

    /// Creates a mention.
    public init(name: String, valueID: String, isSynonym: Bool) {
        self.name = name
        self.valueID = valueID
        self.isSynonym = isSynonym
    }
}
