public import StrictJSON

/// A first App Shortcuts catalog seeded from custom intents: `AppShortcuts.json` with one
/// shortcut per intent (phrases from the suggested invocation phrase and the title, with
/// `${applicationName}`), enums as types, and `AppShortcuts.xcstrings` with every other locale.
public struct StarterCatalog: Sendable {
    /// App Shortcuts an app may declare.
    public static let shortcutLimit = 10

    /// The manifest, `AppShortcuts.json`.
    public var manifest: JSONValue
    /// The String Catalog, `AppShortcuts.xcstrings`; nil when the intents have one locale.
    public var stringCatalog: JSONValue?
    /// What was chosen and left out, one sentence each, for the user.
    public var notes: [String]

    /// The catalog for `definitions`, under `applicationName`, in the first file's
    /// development locale.
    public init(_ definitions: [IntentDefinition], applicationName: String) {
        let source = definitions.first?.developmentLocale ?? "en"
        var notes: [String] = []
        var seen: Set<String> = []
        var candidates: [(intent: CustomIntent, definition: IntentDefinition)] = []
        for definition in definitions {
            for intent in definition.intents where !seen.contains(intent.name) {
                seen.insert(intent.name)
                guard intent.eligibleForSuggestions else {
                    notes.append("\(intent.name) left out: it is not offered to Siri (widget configuration or ineligible for suggestions)")
                    continue
                }
                guard !intent.title.isEmpty || !intent.suggestedInvocationPhrase.isEmpty else {
                    notes.append("\(intent.name) left out: it has neither a title nor a suggested phrase to start from")
                    continue
                }
                candidates.append((intent, definition))
            }
        }
        // Intents with a phrase users were invited to say come first; file order otherwise.
        candidates = candidates.filter { !$0.intent.suggestedInvocationPhrase.isEmpty } + candidates.filter { $0.intent.suggestedInvocationPhrase.isEmpty }
        if candidates.count > Self.shortcutLimit {
            let dropped = candidates[Self.shortcutLimit...].map(\.intent.name)
            notes.append("App Shortcuts allow \(Self.shortcutLimit) per app: kept the first \(Self.shortcutLimit) (those with a suggested phrase first, then in file order); left out \(dropped.joined(separator: ", "))")
            candidates = Array(candidates.prefix(Self.shortcutLimit))
        }
        var shortcuts: [JSONValue] = []
        var types: [(String, JSONValue)] = []
        var strings: [(String, JSONValue)] = []
        for (intent, definition) in candidates {
            let mapping = AppIntentsMapping(intent, in: definition)
            var phrases: [String] = []
            for text in [intent.suggestedInvocationPhrase, intent.title] {
                guard let sourceText = text[source] ?? text.entries.first?.text else { continue }
                let phrase = AppIntentsMapping.withApplicationName(sourceText, name: "${applicationName}", locale: source)
                // Siri ignores case: "Check tube status" and "Check Tube Status" are one phrase.
                guard !phrases.contains(where: { $0.lowercased() == phrase.lowercased() }) else { continue }
                phrases.append(phrase)
                let translations: [(String, JSONValue)] = text.entries.filter { $0.locale != source }.map { entry in
                    let value = AppIntentsMapping.withApplicationName(entry.text, name: "${applicationName}", locale: entry.locale)
                    return (entry.locale, .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))]))
                }
                if !translations.isEmpty {
                    strings.append((phrase, .object([("extractionState", .string("manual")), ("localizations", .object(translations))])))
                }
            }
            var shortcut: [(String, JSONValue)] = [("intent", .string(mapping.appIntent))]
            if let title = intent.title[source] ?? intent.title.entries.first?.text { shortcut.append(("shortTitle", .string(title))) }
            shortcut.append(("systemImageName", .string(Self.symbol(for: intent.category))))
            shortcut.append(("phrases", .array(phrases.map(JSONValue.string))))
            shortcuts.append(.object(shortcut))
            for item in mapping.enums where !types.contains(where: { $0.0 == item.name }) {
                types.append((item.name, Self.type(item)))
            }
            for parameter in mapping.parameters where parameter.note != nil {
                notes.append("\(mapping.appIntent).\(parameter.name) (\(parameter.from)): \(parameter.note ?? "")")
            }
        }
        var manifest: [(String, JSONValue)] = [
            ("sourceLanguage", .string(source)),
            ("application", .object([("name", .string(applicationName))])),
            ("shortcuts", .array(shortcuts)),
        ]
        if !types.isEmpty { manifest.append(("types", .object(types))) }
        self.manifest = .object(manifest)
        self.stringCatalog = strings.isEmpty ? nil
            : .object([("sourceLanguage", .string(source)), ("strings", .object(strings)), ("version", .string("1.0"))])
        if !shortcuts.isEmpty {
            notes.append("each shortcut's systemImageName comes from its intent's category (order: bag); choose one that fits")
        }
        self.notes = notes
    }

    /// An SF Symbol for the intent's category, a starting point for the shortcut's tile.
    static func symbol(for category: String) -> String {
        let symbols = [
            "order": "bag", "buy": "cart", "create": "plus.circle", "information": "info.circle", "share": "square.and.arrow.up",
            "start": "play.circle", "run": "play.circle", "book": "calendar", "search": "magnifyingglass", "set": "slider.horizontal.3",
            "send": "paperplane", "view": "eye", "download": "arrow.down.circle", "toggle": "switch.2",
        ]
        return symbols[category] ?? "bolt.circle"
    }

    /// An enum as a catalog type: its cases with their titles per locale; Xcode's `unknown`
    /// case, which users never pick, is left out.
    private static func type(_ item: IntentEnum) -> JSONValue {
        let values: [JSONValue] = item.cases.filter { $0.name != "unknown" }.map { value in
            .object([("id", .string(value.name)), ("title", value.displayName.isEmpty ? .string(value.name) : value.displayName.jsonValue)])
        }
        return .object([("kind", .string("enum")), ("values", .array(values))])
    }
}
