import IntentDefinitions
import PreviewSession
import ShortcutCatalog
import ShortcutMatching

/// `intents --report`: per custom intent, what it becomes in App Intents, whether the app's
/// App Shortcuts already cover it, and what each title and suggested phrase triggers, as said
/// and with the app's name added.
struct IntentsReport {
    /// One text users know the intent by, run through the matcher.
    struct Check {
        /// `title` or `phrase`.
        var kind: String
        var locale: String
        var text: String
        var result: MatchResult
        /// The text with the app's name added, and its result.
        var withName: (text: String, result: MatchResult)
    }

    struct Entry {
        var file: String
        var intent: CustomIntent
        var mapping: AppIntentsMapping
        /// The App Shortcut of the same intent, when the catalog has one.
        var coveredBy: Shortcut?
        var checks: [Check]
    }

    var entries: [Entry]
    /// False when no catalog was given: then nothing is matched.
    var matched: Bool

    static func build(_ definitions: [IntentDefinition], matching: MatchSession?) throws -> IntentsReport {
        var matching = matching
        var entries: [Entry] = []
        for definition in definitions {
            for intent in definition.intents {
                var entry = Entry(file: definition.path, intent: intent, mapping: AppIntentsMapping(intent, in: definition), coveredBy: nil, checks: [])
                if var current = matching {
                    entry.coveredBy = current.catalog.shortcuts.first { covers($0.intent, intent.name) }
                    for (kind, text) in [("phrase", intent.suggestedInvocationPhrase), ("title", intent.title)] {
                        for item in text.entries {
                            entry.checks.append(try check(kind, locale: item.locale, text: item.text, matching: &current))
                        }
                    }
                    matching = current
                }
                entries.append(entry)
            }
        }
        return IntentsReport(entries: entries, matched: matching != nil)
    }

    /// An App Shortcut's intent is the custom intent when their names agree, with or without
    /// the `Intent` suffix Xcode's conversion adds.
    static func covers(_ shortcutIntent: String, _ name: String) -> Bool {
        func base(_ text: String) -> String { text.hasSuffix("Intent") ? String(text.dropLast("Intent".count)) : text }
        return base(shortcutIntent) == base(name)
    }

    private static func check(_ kind: String, locale: String, text: String, matching: inout MatchSession) throws -> Check {
        let result = try matching.match(text, tag: locale, exactOnly: false, top: 3).result
        let catalog = matching.catalog
        let servingLocale = (try? matching.resolveLocale(locale)) ?? nil
        let name = catalog.application.name(for: servingLocale ?? catalog.sourceLanguage, sourceLanguage: catalog.sourceLanguage)
        let named = AppIntentsMapping.withApplicationName(text, name: name, locale: locale)
        let withName = try matching.match(named, tag: locale, exactOnly: false, top: 3).result
        return Check(kind: kind, locale: locale, text: text, result: result, withName: (named, withName))
    }

    /// One clause: what the text triggers, or nothing and why.
    static func describe(_ result: MatchResult) -> String {
        if let match = result.match {
            return "triggers \(match.intent) (\(match.kind.rawValue), \(fixed(match.score)))"
        }
        let near = result.nearMiss.map { " (closest: \($0.intent))" } ?? ""
        switch result.reason {
        case .appNameMissing?: return "triggers nothing: the app name is missing\(near)"
        case .belowThreshold?: return "triggers nothing: nothing close"
        case .actionMismatch?: return "triggers nothing: another action than the closest shortcut's\(near)"
        case .negativePhrase?: return "triggers nothing: closer to a negative phrase"
        case .noAction?: return "triggers nothing: it asks for no action\(near)"
        case .noPhrasesInLocale?: return "triggers nothing: the App Shortcuts have no phrases in \(result.locale)"
        case nil: return "triggers nothing"
        }
    }
}
