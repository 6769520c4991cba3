/// What a custom intent becomes in App Intents, as Xcode's "Convert to App Intent" writes it:
/// an `AppIntent` named `<Name>Intent`, each parameter's type, enums as `AppEnum`s and custom
/// types as `AppEntity`s; the types with no direct counterpart carry a note.
public struct AppIntentsMapping: Sendable {
    /// One parameter's old and new type.
    public struct Parameter: Sendable {
        /// The parameter's name, kept.
        public var name: String
        /// Its type in the intent definition (`[]` for a list).
        public var from: String
        /// Its type in App Intents.
        public var to: String
        /// Why the mapping is not direct, or nil.
        public var note: String?
    }

    /// The `AppIntent` struct's name.
    public var appIntent: String
    /// The parameters, in the intent's order.
    public var parameters: [Parameter]
    /// The enums the parameters use, each an `AppEnum`.
    public var enums: [IntentEnum]

    /// The mapping of `intent`, with the enums and types of `definition`.
    public init(_ intent: CustomIntent, in definition: IntentDefinition) {
        appIntent = intent.name.hasSuffix("Intent") ? intent.name : intent.name + "Intent"
        var used: [IntentEnum] = []
        parameters = intent.parameters.map { parameter in
            let (type, note) = Self.map(parameter)
            if parameter.kind == .enumeration, let item = definition.enums.first(where: { $0.name == parameter.type }),
               !used.contains(where: { $0.name == item.name }) {
                used.append(item)
            }
            let list = { (name: String) in parameter.isList ? "[\(name)]" : name }
            return Parameter(name: parameter.name, from: parameter.type + (parameter.isList ? "[]" : ""), to: list(type), note: note)
        }
        enums = used
    }

    private static func map(_ parameter: IntentParameter) -> (String, String?) {
        switch parameter.kind {
        case .enumeration:
            return (parameter.type, nil)
        case .custom:
            return (parameter.type, "a custom type: define \(parameter.type) as an AppEntity with an EntityQuery")
        case .unknown:
            return (parameter.type, "an unknown type: no App Intents counterpart known")
        case .system:
            guard let mapped = SystemParameterType(rawValue: parameter.type)?.appIntentsType else { return (parameter.type, nil) }
            return (mapped.type, mapped.note)
        }
    }

    /// A phrase with the app's name said, as users would say it in `locale`: where the
    /// bundled catalogs' translators put `${applicationName}`.
    public static func withApplicationName(_ text: String, name: String, locale: String) -> String {
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        switch language {
        case "ja": return "\(name)で\(text)"
        case "zh": return "在\(name)\(text)"
        case "ko": return "\(name)에서 \(text)"
        case "vi": return "\(text) trong \(name)"
        case "de": return "\(text) mit \(name)"
        case "fr": return "\(text) avec \(name)"
        case "es", "it": return "\(text) con \(name)"
        case "pt": return "\(text) com \(name)"
        default: return "\(text) in \(name)"
        }
    }
}
