/// One `.intentdefinition` file as read: its custom intents and enums, each text in every
/// locale that has it, and what was wrong with it short of making it unusable.
public struct IntentDefinition: Sendable {
    /// The file as the user named it (relative to the folder searched, or as given).
    public var path: String
    /// The locale the file's own texts are in: the Xcode project's development region, or
    /// `en` when no project says.
    public var developmentLocale: String
    /// Every locale with at least one text, the development locale first.
    public var locales: [String]
    /// The custom intents, in file order.
    public var intents: [CustomIntent]
    /// The enums, in file order.
    public var enums: [IntentEnum]
    /// The custom types' names (`INTypes`), in file order.
    public var customTypes: [String]
    /// The localization tables read, as paths.
    public var tables: [String]
    /// The Xcode project's name (without `.xcodeproj`) the file was found under, if any.
    public var projectName: String? = nil
    /// Problems that leave the file usable: one line each, without the file's path.
    public var warnings: [String]
}

/// One custom intent (`INIntents` item).
public struct CustomIntent: Sendable {
    /// `INIntentName`, such as `OrderSoup`; the generated class is `<name>Intent`.
    public var name: String
    /// The title the Shortcuts app shows, per locale.
    public var title: LocalizedText
    /// `INIntentCategory`, such as `order` or `generic`.
    public var category: String
    /// The parameters, in file order.
    public var parameters: [IntentParameter]
    /// The suggested invocation phrase, per locale.
    public var suggestedInvocationPhrase: LocalizedText
    /// Where each phrase came from, by locale: the file, its table, or a Swift source line.
    public var phraseSources: [String: String]
    /// False for intents Siri never suggests (`INIntentIneligibleForSuggestions`), such as a
    /// widget's configuration intent.
    public var eligibleForSuggestions = true
}

/// One parameter of a custom intent.
public struct IntentParameter: Sendable {
    /// `INIntentParameterName`.
    public var name: String
    /// The `INIntentParameterType`, or the enum's or custom type's name.
    public var type: String
    /// What kind of type ``type`` names.
    public var kind: IntentParameterKind
    /// True when the parameter takes a list (`INIntentParameterSupportsMultipleValues`).
    public var isList: Bool
}

/// What a parameter's type is.
public enum IntentParameterKind: String, Sendable {
    /// A system type such as `String` or `Integer`.
    case system
    /// An enum of the same file (`INIntentParameterEnumType`).
    case enumeration = "enum"
    /// A custom type (`INIntentParameterObjectType`).
    case custom
    /// A type this reader does not know; kept as written.
    case unknown
}

/// One enum (`INEnums` item).
public struct IntentEnum: Sendable {
    /// `INEnumName`.
    public var name: String
    /// The cases, in file order.
    public var cases: [Case]

    /// One case of an enum.
    public struct Case: Sendable {
        /// `INEnumValueName`.
        public var name: String
        /// The name users see, per locale.
        public var displayName: LocalizedText
    }
}
