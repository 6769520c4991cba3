import ShortcutPreviewCore
import StrictJSON

/// What `AppShortcuts.json` declares.
struct Manifest {
    var sourceLanguage: String
    var application: Application
    var shortcuts: [Shortcut]
    var types: [ParameterType]
    var negativePhrases: [NegativePhrase]
}

/// Reads `AppShortcuts.json` (see CONTRACTS.md §1), checking every type on the way so that
/// `"phrases": 3` is reported at `$.shortcuts[0].phrases` rather than failing later.
enum ManifestReader {
    static let fileName = "AppShortcuts.json"

    static func read(_ url: URL, displayName: String) throws(ShortcutPreviewError) -> Manifest {
        try read(value: try InputFile.readJSON(url, displayName: displayName), displayName: displayName)
    }

    /// Reads a manifest already parsed (or built in memory by an importer).
    static func read(value: JSONValue, displayName: String) throws(ShortcutPreviewError) -> Manifest {
        let root = JSONCursor(value: value, path: .root, file: displayName)
        guard root.isObject else { throw root.wrongType("an object with sourceLanguage, application and shortcuts") }

        let sourceLanguageCursor = try root.required("sourceLanguage", "the phrases' language, e.g. \"en\"")
        let sourceLanguage = try canonicalLocale(try sourceLanguageCursor.string("a locale tag such as \"en\""), at: sourceLanguageCursor)

        let application = try readApplication(try root.required("application", "an object with the app's name"))

        var shortcuts: [Shortcut] = []
        for cursor in try root.required("shortcuts", "a list of shortcuts").array("a list of shortcuts") {
            let shortcut = try readShortcut(cursor, sourceLanguage: sourceLanguage)
            if shortcuts.contains(where: { $0.intent == shortcut.intent }) {
                throw ShortcutPreviewError(
                    .invalidValue, file: displayName, jsonPath: cursor.path.appending(key: "intent"),
                    reason: "intent \(shortcut.intent) is defined twice", remedy: "give each shortcut its own intent")
            }
            shortcuts.append(shortcut)
        }

        var types: [ParameterType] = []
        if let typesCursor = root.member("types") {
            for (name, cursor) in try typesCursor.object("an object mapping type names to types") {
                types.append(try readType(name: name, cursor))
            }
        }

        var negativePhrases: [NegativePhrase] = []
        if let negatives = root.member("negativePhrases") {
            for cursor in try negatives.array("a list of negative phrases") {
                let text = try cursor.string("a negative phrase string")
                let template = try PhraseTemplate(text, file: displayName, jsonPath: cursor.path, locale: sourceLanguage)
                negativePhrases.append(NegativePhrase(template: template, source: SourceLocation(file: displayName, key: cursor.path.description)))
            }
        }
        return Manifest(sourceLanguage: sourceLanguage, application: application, shortcuts: shortcuts, types: types, negativePhrases: negativePhrases)
    }

    private static func readApplication(_ cursor: JSONCursor) throws(ShortcutPreviewError) -> Application {
        guard cursor.isObject else { throw cursor.wrongType("an object with the app's name") }
        let name = try localizedString(try cursor.required("name", "the app's name"), "the app's name: a string or {locale: string}")
        var synonyms = LocalizedValue<[String]>(byLocale: [:])
        if let synonymsCursor = cursor.member("synonyms") {
            synonyms = try localizedList(synonymsCursor, "alternative app names: a list or {locale: [string]}")
        }
        return Application(name: name, synonyms: synonyms)
    }

    private static func readShortcut(_ cursor: JSONCursor, sourceLanguage: String) throws(ShortcutPreviewError) -> Shortcut {
        guard cursor.isObject else { throw cursor.wrongType("a shortcut object") }
        let intent = try cursor.required("intent", "the intent's type name").string("the intent's type name")
        guard !intent.isEmpty else {
            throw ShortcutPreviewError(.invalidValue, file: cursor.file, jsonPath: cursor.path.appending(key: "intent"), reason: "intent is empty", remedy: "name the intent type")
        }
        let shortTitle = try cursor.member("shortTitle")?.string("a short title string")
        let systemImageName = try cursor.member("systemImageName")?.string("an SF Symbol name")
        var phrases: [PhraseTemplate] = []
        for phraseCursor in try cursor.required("phrases", "a list of phrase strings").array("a list of phrase strings") {
            let text = try phraseCursor.string("a phrase string")
            phrases.append(try PhraseTemplate(text, file: cursor.file, jsonPath: phraseCursor.path, locale: sourceLanguage))
        }
        var parameters: [Shortcut.Parameter] = []
        if let parametersCursor = cursor.member("parameters") {
            for (name, typeCursor) in try parametersCursor.object("an object mapping parameter names to type names") {
                parameters.append(Shortcut.Parameter(name: name, typeName: try typeCursor.string("a type name")))
            }
        }
        return Shortcut(
            intent: intent, shortTitle: shortTitle, systemImageName: systemImageName, phrases: phrases,
            parameters: parameters, source: SourceLocation(file: cursor.file, key: cursor.path.description))
    }

    private static func readType(name: String, _ cursor: JSONCursor) throws(ShortcutPreviewError) -> ParameterType {
        guard cursor.isObject else { throw cursor.wrongType("a type object with kind and values") }
        let kind = ParameterType.Kind(try cursor.required("kind", "entity or enum").string("\"entity\" or \"enum\""))
        var values: [ParameterType.Value] = []
        var seen: Set<String> = []
        if let valuesCursor = cursor.member("values") {
            let valueCursors = try valuesCursor.array("a list of values")
            guard valueCursors.count <= CatalogLimits.maximumValuesPerType else {
                throw ShortcutPreviewError(
                    .overLimit, file: cursor.file, jsonPath: valuesCursor.path,
                    reason: "type \(name) has \(valueCursors.count) values, over the limit of \(CatalogLimits.maximumValuesPerType)",
                    remedy: "offer the values people say most; Siri's phrases can name at most 1,000 per locale anyway")
            }
            for valueCursor in valueCursors {
                guard valueCursor.isObject else { throw valueCursor.wrongType("a value object with id and title") }
                let id = try valueCursor.required("id", "the value's identifier").string("the value's identifier")
                guard seen.insert(id).inserted else {
                    throw ShortcutPreviewError(
                        .invalidValue, file: cursor.file, jsonPath: valueCursor.path.appending(key: "id"),
                        reason: "value id \(JSONString.quoted(id)) appears twice in type \(name)", remedy: "make value ids unique")
                }
                let title = try localizedString(try valueCursor.required("title", "the display title"), "a title: a string or {locale: string}")
                var synonyms = LocalizedValue<[String]>(byLocale: [:])
                if let synonymsCursor = valueCursor.member("synonyms") {
                    synonyms = try localizedList(synonymsCursor, "synonyms: a list or {locale: [string]}")
                }
                values.append(ParameterType.Value(id: id, title: title, synonyms: synonyms))
            }
        }
        return ParameterType(name: name, kind: kind, values: values, source: SourceLocation(file: cursor.file, key: cursor.path.description))
    }

    // MARK: - Localized values

    private static func localizedString(_ cursor: JSONCursor, _ expected: String) throws(ShortcutPreviewError) -> LocalizedValue<String> {
        switch cursor.value {
        case .string(let text):
            return LocalizedValue(everywhere: text)
        case .object:
            var map: [String: String] = [:]
            for (locale, valueCursor) in try cursor.object(expected) {
                map[try canonicalLocale(locale, at: valueCursor)] = try valueCursor.string(expected)
            }
            return LocalizedValue(byLocale: map)
        default:
            throw cursor.wrongType(expected)
        }
    }

    private static func localizedList(_ cursor: JSONCursor, _ expected: String) throws(ShortcutPreviewError) -> LocalizedValue<[String]> {
        switch cursor.value {
        case .array:
            return LocalizedValue(everywhere: try cursor.strings(expected))
        case .object:
            var map: [String: [String]] = [:]
            for (locale, valueCursor) in try cursor.object(expected) {
                map[try canonicalLocale(locale, at: valueCursor)] = try valueCursor.strings(expected)
            }
            return LocalizedValue(byLocale: map)
        default:
            throw cursor.wrongType(expected)
        }
    }

    static func canonicalLocale(_ tag: String, at cursor: JSONCursor) throws(ShortcutPreviewError) -> String {
        do {
            return try LocaleTag(parsing: tag, file: cursor.file).identifier
        } catch {
            var located = error
            located.jsonPath = cursor.path
            throw located
        }
    }
}
