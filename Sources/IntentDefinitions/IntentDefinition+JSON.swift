public import StrictJSON

extension LocalizedText: JSONRepresentable {
    /// `{locale: text}`, the development locale first.
    public var jsonValue: JSONValue {
        .object(entries.map { ($0.locale, .string($0.text)) })
    }
}

extension IntentDefinition: JSONRepresentable {
    /// The file as CONTRACTS.md's `intents` section lays it out.
    public var jsonValue: JSONValue {
        .object([
            ("path", .string(path)),
            ("developmentRegion", .string(developmentLocale)),
            ("locales", .array(locales.map(JSONValue.string))),
            ("intents", .array(intents.map(\.jsonValue))),
            ("enums", .array(enums.map(\.jsonValue))),
            ("customTypes", .array(customTypes.map(JSONValue.string))),
            ("tables", .array(tables.map(JSONValue.string))),
            ("warnings", .array(warnings.map(JSONValue.string))),
        ])
    }

    /// `{"files": [...]}` for several files.
    public static func json(_ definitions: [IntentDefinition]) -> JSONValue {
        .object([("files", .array(definitions.map(\.jsonValue)))])
    }
}

extension CustomIntent: JSONRepresentable {
    /// The intent's name, texts per locale, category and parameters.
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("title", title.jsonValue),
            ("category", .string(category)),
            ("parameters", .array(parameters.map { parameter in
                .object([("name", .string(parameter.name)), ("type", .string(parameter.type)), ("kind", .string(parameter.kind.rawValue)),
                         ("isList", .bool(parameter.isList))])
            })),
            ("suggestedInvocationPhrase", suggestedInvocationPhrase.jsonValue),
            ("phraseSources", .object(suggestedInvocationPhrase.locales.compactMap { locale in
                phraseSources[locale].map { (locale, JSONValue.string($0)) }
            })),
        ])
    }
}

extension IntentEnum: JSONRepresentable {
    /// The enum's name and cases with their display names per locale.
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("cases", .array(cases.map { .object([("name", .string($0.name)), ("displayName", $0.displayName.jsonValue)]) })),
        ])
    }
}
