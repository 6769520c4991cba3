public import ShortcutPreviewCore
import StrictJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns legacy `<locale>.lproj/AppShortcuts.strings` files into one `AppShortcuts.xcstrings`
/// in the form Xcode extracts: one key per shortcut (its primary source phrase), a
/// `stringSet` per locale listing that shortcut's phrases, keys and locales in Xcode's order.
public enum StringCatalogMigrator {
    /// What a migration wrote.
    public struct Result: Sendable, Equatable {
        /// The String Catalog written.
        public var output: String
        /// Locales in the new catalog, source first.
        public var locales: [String]
        /// Catalog keys written (shortcuts with phrases, plus negative phrases).
        public var keys: Int
        /// Legacy keys that matched no phrase of the manifest and were left out.
        public var unusedKeys: [UnusedKey]
    }

    /// Migrates the catalog folder `directory`. Refuses to replace an existing
    /// AppShortcuts.xcstrings unless `force`; writes a temporary file beside it and renames
    /// it into place, so the catalog is never half-written.
    public static func migrate(directory: URL, force: Bool) throws(ShortcutPreviewError) -> Result {
        let display = directory.relativePath
        guard InputFile.isDirectory(directory) else {
            throw ShortcutPreviewError(.missingFile, file: display, reason: "folder not found", remedy: "pass the folder that holds the .lproj folders")
        }
        let manifestDisplay = LegacyStringsReader.join(display, ManifestReader.fileName)
        let manifestURL = directory.appendingPathComponent(ManifestReader.fileName)
        guard InputFile.exists(manifestURL) else {
            throw ShortcutPreviewError(
                .missingFile, file: manifestDisplay, reason: "no manifest to take the shortcuts from",
                remedy: "create \(ManifestReader.fileName) listing the shortcuts and their source phrases")
        }
        let manifest = try ManifestReader.read(manifestURL, displayName: manifestDisplay)
        let legacyFiles = try LegacyStringsReader.files(in: directory, displayDirectory: display)
        guard !legacyFiles.isEmpty else {
            throw ShortcutPreviewError(
                .missingFile, file: display, reason: "no <locale>.lproj/\(LegacyStringsReader.fileName) files to migrate",
                remedy: "point migrate at the folder that holds the .lproj folders")
        }
        let outputURL = directory.appendingPathComponent(StringCatalogReader.fileName)
        let outputDisplay = LegacyStringsReader.join(display, StringCatalogReader.fileName)
        if InputFile.exists(outputURL) && !force {
            throw ShortcutPreviewError(
                .alreadyExists, file: outputDisplay, reason: "the String Catalog already exists",
                remedy: "pass --force to replace it")
        }

        var builder = LocalizationBuilder()
        var unused: [UnusedKey] = []
        for file in legacyFiles {
            unused += try LegacyStringsReader.read(file, manifest: manifest, into: &builder)
        }
        let localizations = builder.build()
        let document = render(manifest: manifest, localizations: localizations, sourceWordings: builder.sourceWordings)
        try AtomicFile.write(JSONWriter.write(document.json, style: .xcode), to: outputURL, display: outputDisplay, what: "the String Catalog")
        let locales = [manifest.sourceLanguage] + XcodeKeyOrder.sorted(builder.locales.subtracting([manifest.sourceLanguage]))
        return Result(output: outputDisplay, locales: locales, keys: document.keys, unusedKeys: unused)
    }

    /// The String Catalog document for a manifest and its translations; `sourceWordings` are the
    /// source language's own wordings of phrases the manifest writes as keys.
    static func render(
        manifest: Manifest, localizations: [String: LocaleContent], sourceWordings: [String: [Int: LocalizedPhrase]] = [:]
    ) -> (json: JSONValue, keys: Int) {
        var entries: [String: JSONValue] = [:]
        for shortcut in manifest.shortcuts {
            guard let primary = shortcut.primaryPhrase, entries[primary.text] == nil else { continue }
            let source = shortcut.phrases.enumerated().map { index, phrase in sourceWordings[shortcut.intent]?[index]?.template.text ?? phrase.text }
            var perLocale: [String: [String]] = [manifest.sourceLanguage: source]
            for (locale, content) in localizations where locale != manifest.sourceLanguage {
                let phrases = content.phrases(for: shortcut.intent).map(\.template.text)
                if !phrases.isEmpty { perLocale[locale] = phrases }
            }
            entries[primary.text] = entry(perLocale, sourceLanguage: manifest.sourceLanguage)
        }
        for (index, negative) in manifest.negativePhrases.enumerated() where entries[negative.template.text] == nil {
            var perLocale: [String: [String]] = [manifest.sourceLanguage: [negative.template.text]]
            for (locale, content) in localizations where locale != manifest.sourceLanguage {
                let phrases = content.negativePhrases.filter { $0.sourceKey == manifest.negativePhrases[index].template.text }.map(\.template.text)
                if !phrases.isEmpty { perLocale[locale] = phrases }
            }
            entries[negative.template.text] = entry(perLocale, sourceLanguage: manifest.sourceLanguage)
        }
        let strings = XcodeKeyOrder.sorted(entries.keys).compactMap { key in entries[key].map { (key, $0) } }
        let json = JSONValue.object([
            ("sourceLanguage", .string(manifest.sourceLanguage)),
            ("strings", .object(strings)),
            ("version", .string("1.0")),
        ])
        return (json, strings.count)
    }

    private static func entry(_ perLocale: [String: [String]], sourceLanguage: String) -> JSONValue {
        let locales = XcodeKeyOrder.sorted(perLocale.keys).compactMap { locale -> (String, JSONValue)? in
            guard let values = perLocale[locale] else { return nil }
            // Xcode marks freshly extracted source phrases `new`; imported translations are done.
            let state = locale == sourceLanguage ? LocalizationState.new : .translated
            return (locale, .object([
                ("stringSet", .object([
                    ("state", .string(state.rawValue)),
                    ("values", .array(values.map { .string($0) })),
                ])),
            ]))
        }
        return .object([
            ("extractionState", .string("extracted_with_value")),
            ("localizations", .object(locales)),
        ])
    }
}
