import IntentDefinitions
import ShortcutCatalog
import ShortcutMatching
import StrictJSON

extension IntentsReport {
    /// One block per intent: the App Intents form, coverage, then each text's outcome.
    var text: String {
        var out = ""
        for entry in entries {
            out += "\(entry.intent.name) → struct \(entry.mapping.appIntent): AppIntent  (\(entry.file))\n"
            for parameter in entry.mapping.parameters {
                let note = parameter.note.map { "  ! \($0)" } ?? ""
                out += "  parameter \(parameter.name): \(parameter.from) → \(parameter.to)\(note)\n"
            }
            for item in entry.mapping.enums {
                out += "  enum \(item.name) → AppEnum \(item.name)\n"
                for value in item.cases {
                    out += "    \(value.name): " + value.displayName.entries.map { "\($0.locale) \"\($0.text)\"" }.joined(separator: ", ") + "\n"
                }
            }
            guard matched else {
                out += "  App Shortcuts: not checked (pass --catalog DIR or --project DIR)\n\n"
                continue
            }
            if let shortcut = entry.coveredBy {
                out += "  App Shortcuts: covered by \(shortcut.intent)\(shortcut.shortTitle.map { " (\"\($0)\")" } ?? "")\n"
            } else {
                out += "  App Shortcuts: none for this intent\n"
            }
            for check in entry.checks {
                out += "  \(check.kind) \(check.locale) \"\(check.text)\": \(Self.describe(check.result))\n"
                var warning = ""
                if let own = entry.coveredBy?.intent, let other = check.withName.result.match?.intent, other != own {
                    warning = "  ! not \(own), the intent's own shortcut"
                }
                out += "    with the app's name, \"\(check.withName.text)\": \(Self.describe(check.withName.result))\(warning)\n"
            }
            out += "\n"
        }
        return out
    }

    /// `{"intents": [...]}` as CONTRACTS.md lays it out.
    var json: JSONValue {
        .object([("intents", .array(entries.map { entry in
            .object([
                ("file", .string(entry.file)),
                ("name", .string(entry.intent.name)),
                ("appIntent", .string(entry.mapping.appIntent)),
                ("parameters", .array(entry.mapping.parameters.map { parameter in
                    .object([("name", .string(parameter.name)), ("from", .string(parameter.from)), ("to", .string(parameter.to)),
                             ("note", parameter.note.map(JSONValue.string) ?? .null)])
                })),
                ("enums", .array(entry.mapping.enums.map(\.jsonValue))),
                ("coveredBy", matched ? (entry.coveredBy.map { .string($0.intent) } ?? .null) : .null),
                ("checks", .array(entry.checks.map { check in
                    .object([
                        ("kind", .string(check.kind)), ("locale", .string(check.locale)), ("text", .string(check.text)),
                        ("outcome", Self.json(check.result)),
                        ("withApplicationName", Self.json(check.withName.result)),
                    ])
                })),
            ])
        }))])
    }

    private static func json(_ result: MatchResult) -> JSONValue {
        .object([
            ("utterance", .string(result.utterance)),
            ("triggers", result.match.map { .string($0.intent) } ?? .null),
            ("reason", result.reason.map { .string($0.rawValue) } ?? .null),
            ("nearMiss", result.nearMiss.map { .string($0.intent) } ?? .null),
            ("summary", .string(describe(result))),
        ])
    }
}
