/// One concrete phrase a user could say, with where it came from.
public struct ExpandedPhrase: Sendable, Equatable {
    /// Which parameter value filled a `${name}` placeholder.
    public struct Binding: Sendable, Equatable {
        /// The placeholder name.
        public var name: String
        /// The value's identifier.
        public var valueID: String
        /// The words used: the value's title or one of its synonyms.
        public var text: String
        /// True when `text` is a synonym rather than the title.
        public var isSynonym: Bool

        /// Creates a binding.
        public init(name: String, valueID: String, text: String, isSynonym: Bool) {
            self.name = name
            self.valueID = valueID
            self.text = text
            self.isSynonym = isSynonym
        }
    }

    /// The phrase with every placeholder filled.
    public var text: String
    /// The catalog locale.
    public var locale: String
    /// The shortcut's intent.
    public var intent: String
    /// Index of the template among the shortcut's phrases in this locale.
    public var templateIndex: Int
    /// The template as written.
    public var template: String
    /// Parameter values used, in order of first appearance in the template.
    public var bindings: [Binding]
    /// The app name used for `${applicationName}` (empty when the template lacks it).
    public var applicationName: String
    /// True when `applicationName` is an alternative app name.
    public var applicationNameIsSynonym: Bool
    /// The file and key of the template.
    public var source: SourceLocation

    /// Creates an expanded phrase.
    public init(
        text: String, locale: String, intent: String, templateIndex: Int, template: String, bindings: [Binding],
        applicationName: String, applicationNameIsSynonym: Bool, source: SourceLocation
    ) {
        self.text = text
        self.locale = locale
        self.intent = intent
        self.templateIndex = templateIndex
        self.template = template
        self.bindings = bindings
        self.applicationName = applicationName
        self.applicationNameIsSynonym = applicationNameIsSynonym
        self.source = source
    }

    /// True when any synonym (app name or value) was used; Apple's 1,000-phrase limit counts
    /// only phrases where this is false.
    public var usesSynonym: Bool {
        applicationNameIsSynonym || bindings.contains(where: \.isSynonym)
    }
}
