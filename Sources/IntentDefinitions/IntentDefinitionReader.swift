public import ShortcutPreviewCore
import PropertyLists

/// Reads one `.intentdefinition` file (an XML property list) into an ``IntentDefinition``:
/// its own texts only, in the locale given. ``IntentDefinitionReader/read(_:path:developmentRegion:)``
/// adds the localization tables beside it.
public enum IntentDefinitionReader {
    /// Where each localizable text of a parsed file sits, by its `…ID` key: tables name texts
    /// by these IDs.
    struct TextIDs: Sendable {
        var titles: [String?] = []
        var phrases: [String?] = []
        var cases: [[String?]] = []
        /// Every `…ID` value anywhere in the file (descriptions, prompts, responses too): a
        /// table key outside this set belongs to some other file.
        var all: Set<String> = []
    }

    /// Parses the file's bytes; texts go under `locale`. Throws for a file that is not a
    /// readable property list or not an intent definition; problems with single intents,
    /// parameters or enums become warnings.
    public static func parse(_ bytes: [UInt8], path: String, locale: String) throws(ShortcutPreviewError) -> IntentDefinition {
        try parseWithIDs(bytes, path: path, locale: locale).definition
    }

    static func parseWithIDs(_ bytes: [UInt8], path: String, locale: String) throws(ShortcutPreviewError) -> (definition: IntentDefinition, ids: TextIDs) {
        let root: PropertyList
        do {
            root = try XMLPropertyListReader.parse(bytes)
        } catch {
            throw ShortcutPreviewError(.syntax, file: path, line: error.line, reason: "not a readable XML property list: \(error.reason)",
                                       remedy: "restore the file from version control, or open it in Xcode and save it again")
        }
        guard case .dictionary = root, root["INIntents"] != nil || root["INIntentDefinitionModelVersion"] != nil else {
            throw ShortcutPreviewError(.invalidValue, file: path, reason: "a property list, but not an intent definition (no INIntents, no INIntentDefinitionModelVersion)",
                                       remedy: "pass an `.intentdefinition` file that Xcode wrote")
        }
        var warnings: [String] = []
        var ids = TextIDs()
        collectIDs(root, into: &ids.all)
        let enums = readEnums(root["INEnums"], locale: locale, ids: &ids, warnings: &warnings)
        let customTypes = (root["INTypes"]?.array ?? []).compactMap { $0["INTypeName"]?.string }
        if let intents = root["INIntents"], intents.array == nil {
            throw ShortcutPreviewError(.wrongType, file: path, key: "INIntents", reason: "INIntents is not an array",
                                       remedy: "restore the file from version control, or open it in Xcode and save it again")
        }
        var intents: [CustomIntent] = []
        for (position, item) in (root["INIntents"]?.array ?? []).enumerated() {
            guard let name = item["INIntentName"]?.string, !name.isEmpty else {
                warnings.append("intent \(position + 1) has no INIntentName; skipped")
                continue
            }
            var title = LocalizedText(), phrase = LocalizedText()
            if let text = item["INIntentTitle"]?.string, !text.isEmpty { title.set(text, locale: locale) }
            var sources: [String: String] = [:]
            if let text = item["INIntentSuggestedInvocationPhrase"]?.string, !text.isEmpty {
                phrase.set(text, locale: locale)
                sources[locale] = path
            }
            ids.titles.append(item["INIntentTitleID"]?.string)
            ids.phrases.append(item["INIntentSuggestedInvocationPhraseID"]?.string)
            let parameters = (item["INIntentParameters"]?.array ?? []).compactMap { parameter in
                readParameter(parameter, intent: name, enums: enums, customTypes: customTypes, warnings: &warnings)
            }
            intents.append(CustomIntent(name: name, title: title, category: item["INIntentCategory"]?.string ?? "generic",
                                        parameters: parameters, suggestedInvocationPhrase: phrase, phraseSources: sources,
                                        eligibleForSuggestions: item["INIntentIneligibleForSuggestions"]?.string != "true"))
        }
        if intents.isEmpty && !(root["INIntents"]?.array ?? []).isEmpty {
            warnings.append("no intent could be read")
        }
        let definition = IntentDefinition(path: path, developmentLocale: locale, locales: [locale], intents: intents, enums: enums,
                                          customTypes: customTypes, tables: [], warnings: warnings)
        return (definition, ids)
    }

    private static func readEnums(_ value: PropertyList?, locale: String, ids: inout TextIDs, warnings: inout [String]) -> [IntentEnum] {
        var enums: [IntentEnum] = []
        for (position, item) in (value?.array ?? []).enumerated() {
            guard let name = item["INEnumName"]?.string, !name.isEmpty else {
                warnings.append("enum \(position + 1) has no INEnumName; skipped")
                continue
            }
            var cases: [IntentEnum.Case] = []
            var caseIDs: [String?] = []
            for value in item["INEnumValues"]?.array ?? [] {
                guard let caseName = value["INEnumValueName"]?.string, !caseName.isEmpty else {
                    warnings.append("a case of enum \(name) has no INEnumValueName; skipped")
                    continue
                }
                var display = LocalizedText()
                if let text = value["INEnumValueDisplayName"]?.string, !text.isEmpty { display.set(text, locale: locale) }
                cases.append(IntentEnum.Case(name: caseName, displayName: display))
                caseIDs.append(value["INEnumValueDisplayNameID"]?.string)
            }
            enums.append(IntentEnum(name: name, cases: cases))
            ids.cases.append(caseIDs)
        }
        return enums
    }

    private static func readParameter(
        _ item: PropertyList, intent: String, enums: [IntentEnum], customTypes: [String], warnings: inout [String]
    ) -> IntentParameter? {
        guard let name = item["INIntentParameterName"]?.string, !name.isEmpty else {
            warnings.append("a parameter of intent \(intent) has no INIntentParameterName; skipped")
            return nil
        }
        let isList = item["INIntentParameterSupportsMultipleValues"]?.string == "true"
        if let enumName = item["INIntentParameterEnumType"]?.string, !enumName.isEmpty {
            if !enums.contains(where: { $0.name == enumName }) {
                warnings.append("parameter \(name) of intent \(intent) names enum \(enumName), which the file does not define")
            }
            return IntentParameter(name: name, type: enumName, kind: .enumeration, isList: isList)
        }
        let type = item["INIntentParameterType"]?.string ?? ""
        if type == "Object", let object = item["INIntentParameterObjectType"]?.string, !object.isEmpty {
            return IntentParameter(name: name, type: object, kind: .custom, isList: isList)
        }
        guard SystemParameterType(rawValue: type) != nil else {
            warnings.append("parameter \(name) of intent \(intent) has type \(type.isEmpty ? "(none)" : type), which this reader does not know; kept as written")
            return IntentParameter(name: name, type: type, kind: .unknown, isList: isList)
        }
        return IntentParameter(name: name, type: type, kind: .system, isList: isList)
    }

    private static func collectIDs(_ value: PropertyList, into ids: inout Set<String>) {
        switch value {
        case .string: break
        case .array(let items): for item in items { collectIDs(item, into: &ids) }
        case .dictionary(let members):
            for (key, member) in members {
                if key.hasSuffix("ID"), let id = member.string, !id.isEmpty { ids.insert(id) }
                collectIDs(member, into: &ids)
            }
        }
    }
}
