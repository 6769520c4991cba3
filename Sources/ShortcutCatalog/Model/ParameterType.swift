/// An AppEntity or AppEnum type whose values can fill a phrase parameter.
public struct ParameterType: Sendable, Equatable {
    /// What kind of type the manifest declares.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// An `AppEntity` (dynamic values, `suggestedEntities()`).
        case entity
        /// An `AppEnum` (fixed cases).
        case enumeration
        /// An open-ended string; read so that lint can reject it as Xcode does.
        case string
        /// Any other kind word, kept for lint to report.
        case other(String)

        /// The manifest's spelling: `entity`, `enum`, `string`, or the word given.
        public var description: String {
            switch self {
            case .entity: "entity"
            case .enumeration: "enum"
            case .string: "string"
            case .other(let word): word
            }
        }

        /// Parses the manifest's `kind` word.
        public init(_ word: String) {
            switch word {
            case "entity": self = .entity
            case "enum": self = .enumeration
            case "string": self = .string
            default: self = .other(word)
            }
        }
    }

    /// One value: an entity instance or an enum case.
    public struct Value: Sendable, Equatable {
        /// Stable identifier, reported in match results.
        public var id: String
        /// Display title (`DisplayRepresentation.title`).
        public var title: LocalizedValue<String>
        /// Alternative spoken names (`DisplayRepresentation.synonyms`).
        public var synonyms: LocalizedValue<[String]>

        /// Creates a value.
        public init(id: String, title: LocalizedValue<String>, synonyms: LocalizedValue<[String]> = LocalizedValue(byLocale: [:])) {
            self.id = id
            self.title = title
            self.synonyms = synonyms
        }
    }

    /// The type's name, a key of the manifest's `types`.
    public var name: String
    /// Entity, enum, or a kind lint rejects.
    public var kind: Kind
    /// Values in manifest order.
    public var values: [Value]
    /// Where the type is defined.
    public var source: SourceLocation

    /// Creates a type.
    public init(name: String, kind: Kind, values: [Value], source: SourceLocation) {
        self.name = name
        self.kind = kind
        self.values = values
        self.source = source
    }
}
