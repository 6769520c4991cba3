/// One App Shortcut: an intent, its source-language phrase templates in source order (the
/// first is the primary phrase) and the parameters those phrases may name.
public struct Shortcut: Sendable, Equatable {
    /// A phrase parameter: its name in `${name}` and the name of its type in the manifest.
    public struct Parameter: Sendable, Hashable {
        /// The placeholder name.
        public var name: String
        /// A key of the manifest's `types`.
        public var typeName: String

        /// Creates a parameter.
        public init(name: String, typeName: String) {
            self.name = name
            self.typeName = typeName
        }
    }

    /// The intent's type name, e.g. `SummarizeList`; unique within a catalog.
    public var intent: String
    /// The short title shown in Shortcuts and Spotlight; nil when missing.
    public var shortTitle: String?
    /// The SF Symbol name; nil when missing.
    public var systemImageName: String?
    /// Source-language phrases in source order.
    public var phrases: [PhraseTemplate]
    /// Parameters in manifest order.
    public var parameters: [Parameter]
    /// Where the shortcut is defined (`AppShortcuts.json`, `$.shortcuts[0]`).
    public var source: SourceLocation

    /// Creates a shortcut.
    public init(
        intent: String, shortTitle: String?, systemImageName: String?, phrases: [PhraseTemplate],
        parameters: [Parameter], source: SourceLocation
    ) {
        self.intent = intent
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.phrases = phrases
        self.parameters = parameters
        self.source = source
    }

    /// The primary phrase (Xcode's String Catalog key for the shortcut), if any.
    public var primaryPhrase: PhraseTemplate? { phrases.first }

    /// The type name of the parameter called `name`.
    public func typeName(ofParameter name: String) -> String? {
        parameters.first(where: { $0.name == name })?.typeName
    }
}
