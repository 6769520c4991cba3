import IntentDefinitions

/// The text form of `shortcutpreview intents`: a header per file, then one block per intent
/// (title and phrase per locale, parameters), then the enums.
enum IntentsText {
    static func render(_ definitions: [IntentDefinition]) -> String {
        var out = ""
        for definition in definitions {
            out += "\(definition.path)  (\(definition.intents.count) intent\(definition.intents.count == 1 ? "" : "s"), "
            out += "development region \(definition.developmentLocale), locales \(definition.locales.joined(separator: ", ")))\n"
            for intent in definition.intents {
                out += "\n  \(intent.name)  [\(intent.category)]\n"
                out += lines("title", intent.title)
                out += lines("phrase", intent.suggestedInvocationPhrase, sources: intent.phraseSources)
                let parameters = intent.parameters.map { "\($0.name): \($0.type)\($0.isList ? "[]" : "")" }
                out += "    \(pad("parameters"))\(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))\n"
            }
            for item in definition.enums {
                out += "\n  enum \(item.name)\n"
                for value in item.cases {
                    out += "    \(pad(value.name))\(value.displayName.entries.map { "\($0.locale) \(quoted($0.text))" }.joined(separator: "  "))\n"
                }
            }
            out += "\n"
        }
        return out
    }

    private static func lines(_ label: String, _ text: LocalizedText, sources: [String: String] = [:]) -> String {
        guard !text.isEmpty else { return "    \(pad(label))none\n" }
        var out = ""
        for (index, entry) in text.entries.enumerated() {
            let source = sources[entry.locale].map { "  (from \($0))" } ?? ""
            out += "    \(pad(index == 0 ? label : ""))\(entry.locale): \(quoted(entry.text))\(source)\n"
        }
        return out
    }

    private static func pad(_ label: String) -> String {
        label + String(repeating: " ", count: max(1, 12 - label.count))
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
