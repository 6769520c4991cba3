import ShortcutPreviewCore
import StrictJSON

/// Reads `AppShortcuts.xcstrings` in both shapes real apps use, and mixtures of them.
///
/// Xcode-extracted files have one key per shortcut whose locales hold a `stringSet`;
/// hand-written files have one key per phrase whose locales hold a `stringUnit`. The shape is
/// read from the source-locale entry (or, when that is absent, the first locale that has
/// either), never from `extractionState`, which some files omit or get wrong.
enum StringCatalogReader {
    static let fileName = "AppShortcuts.xcstrings"
    static let supportedVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    static func read(
        _ url: URL, displayName: String, manifest: Manifest, into builder: inout LocalizationBuilder
    ) throws(ShortcutPreviewError) -> [UnusedKey] {
        let root = JSONCursor(value: try InputFile.readJSON(url, displayName: displayName), path: .root, file: displayName)
        guard root.isObject else { throw root.wrongType("a String Catalog object with sourceLanguage, strings and version") }

        if let versionCursor = root.member("version") {
            let version = try versionCursor.string("a version string such as \"1.0\"")
            guard supportedVersions.contains(version) else {
                throw ShortcutPreviewError(
                    .unsupportedVersion, file: displayName, jsonPath: versionCursor.path,
                    reason: "String Catalog version \(version) is not supported (1.0 to 1.3 are)",
                    remedy: "save the catalog with Xcode 15 to 26, or report this version")
            }
        }
        let languageCursor = try root.required("sourceLanguage", "the source locale")
        let sourceLanguage = try ManifestReader.canonicalLocale(try languageCursor.string("a locale tag"), at: languageCursor)
        guard sourceLanguage == manifest.sourceLanguage else {
            throw ShortcutPreviewError(
                .invalidValue, file: displayName, jsonPath: languageCursor.path,
                reason: "sourceLanguage \(sourceLanguage) differs from \(ManifestReader.fileName)'s \(manifest.sourceLanguage)",
                remedy: "make both files use the same source language")
        }

        let index = SourcePhraseIndex(manifest)
        var unused: [UnusedKey] = []
        for (key, entry) in try root.required("strings", "an object of catalog keys").object("an object of catalog keys") {
            guard entry.isObject else { throw entry.wrongType("a catalog entry object") }
            var localizations: [(locale: String, cursor: JSONCursor)] = []
            if let localizationsCursor = entry.member("localizations") {
                for (locale, cursor) in try localizationsCursor.object("an object of locales") {
                    guard cursor.isObject else { throw cursor.wrongType("an object with a stringUnit or a stringSet") }
                    localizations.append((try ManifestReader.canonicalLocale(locale, at: cursor), cursor))
                }
            }
            let isSet = isStringSetKey(localizations, sourceLanguage: sourceLanguage)
            let target: Target
            if isSet, let intent = index.shortcut(forSetKey: key) {
                target = .shortcut(intent: intent, phraseIndex: 0)
            } else if !isSet, let phrase = index.phrase(forKey: key) {
                target = .shortcut(intent: phrase.intent, phraseIndex: phrase.index)
            } else if let negative = index.negative(forKey: key) {
                target = .negative(negative)
            } else {
                unused.append(UnusedKey(key: key, source: SourceLocation(file: displayName, key: key)))
                for (locale, _) in localizations { builder.noteLocale(locale) }
                continue
            }
            for (locale, cursor) in localizations {
                builder.noteLocale(locale)
                // The manifest gives the source language's phrases, unless they are keys that the
                // source language's own entry words ("SHOW_OPEN_IN_${applicationName}").
                guard locale != sourceLanguage else {
                    if case .shortcut(let intent, let phraseIndex) = target, let shortcut = manifest.shortcuts.first(where: { $0.intent == intent }) {
                        let wordings = try readPhrases(cursor, key: key, locale: locale)
                        let keys = shortcut.phrases.map(\.text)
                        if !isSet, let wording = wordings.first {
                            builder.addSourceWording(wording, intent: intent, phraseIndex: phraseIndex, key: keys[phraseIndex])
                        } else if isSet, wordings.count == keys.count {
                            // A set words the phrases in order only where it puts a wording in a
                            // key's place; a set that lists the phrases themselves, or other ones
                            // (an older extraction), words nothing.
                            let said = Set(wordings.map(\.template.text))
                            for (index, wording) in wordings.enumerated() where !keys.contains(wording.template.text) && !said.contains(keys[index]) {
                                builder.addSourceWording(wording, intent: intent, phraseIndex: index, key: keys[index])
                            }
                        }
                    }
                    continue
                }
                for phrase in try readPhrases(cursor, key: key, locale: locale) {
                    switch target {
                    case .shortcut(let intent, let phraseIndex):
                        builder.add(phrase, locale: locale, intent: intent, phraseIndex: phraseIndex)
                    case .negative(let negativeIndex):
                        builder.addNegative(phrase, locale: locale, negativeIndex: negativeIndex)
                    }
                }
            }
        }
        return unused
    }

    private enum Target {
        case shortcut(intent: String, phraseIndex: Int)
        case negative(Int)
    }

    private static func isStringSetKey(_ localizations: [(locale: String, cursor: JSONCursor)], sourceLanguage: String) -> Bool {
        let ordered = localizations.filter { $0.locale == sourceLanguage } + localizations.filter { $0.locale != sourceLanguage }
        for (_, cursor) in ordered {
            if cursor.member("stringSet") != nil { return true }
            if cursor.member("stringUnit") != nil { return false }
        }
        return false
    }

    /// The phrases of one locale entry; entries with neither shape (e.g. `variations`) have none.
    private static func readPhrases(_ cursor: JSONCursor, key: String, locale: String) throws(ShortcutPreviewError) -> [LocalizedPhrase] {
        let source = SourceLocation(file: cursor.file, key: key)
        if let set = cursor.member("stringSet") {
            guard set.isObject else { throw set.wrongType("a stringSet object with state and values") }
            let state = try readState(set)
            var phrases: [LocalizedPhrase] = []
            for valueCursor in try set.required("values", "the phrases in this locale").array("a list of phrase strings") {
                let text = try valueCursor.string("a phrase string")
                let template = try PhraseTemplate(text, file: cursor.file, key: key, jsonPath: valueCursor.path, locale: locale)
                phrases.append(LocalizedPhrase(template: template, state: state, form: .stringSet, sourceKey: key, source: source))
            }
            return phrases
        }
        if let unit = cursor.member("stringUnit") {
            guard unit.isObject else { throw unit.wrongType("a stringUnit object with state and value") }
            let state = try readState(unit)
            let valueCursor = try unit.required("value", "the phrase in this locale")
            let text = try valueCursor.string("a phrase string")
            let template = try PhraseTemplate(text, file: cursor.file, key: key, jsonPath: valueCursor.path, locale: locale)
            return [LocalizedPhrase(template: template, state: state, form: .stringUnit, sourceKey: key, source: source)]
        }
        return []
    }

    private static func readState(_ cursor: JSONCursor) throws(ShortcutPreviewError) -> LocalizationState {
        guard let stateCursor = cursor.member("state") else { return .translated }
        let word = try stateCursor.string("a state: new, translated, needs_review, stale or machine_translated")
        guard let state = LocalizationState(rawValue: word) else {
            throw ShortcutPreviewError(
                .invalidValue, file: cursor.file, jsonPath: stateCursor.path,
                reason: "unknown state \(JSONString.quoted(word))", remedy: "use new, translated, needs_review, stale or machine_translated")
        }
        return state
    }
}
