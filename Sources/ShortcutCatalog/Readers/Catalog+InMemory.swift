public import ShortcutPreviewCore
public import StrictJSON

extension Catalog {
    /// Builds a catalog from a manifest held in memory, such as one imported from an app's
    /// Swift sources, and the string files found beside it.
    ///
    /// - Parameters:
    ///   - manifest: the manifest's JSON (CONTRACTS.md §1).
    ///   - manifestDisplay: what messages call the manifest (for an import, the provider's file).
    ///   - directory: what messages call the catalog folder.
    ///   - stringCatalog: an `AppShortcuts.xcstrings` and its display name; it wins over legacy files.
    ///   - legacyDirectory: the folder holding `<locale>.lproj/AppShortcuts.strings`, and its display name.
    public static func load(
        manifest: JSONValue, manifestDisplay: String, directory: String,
        stringCatalog: (url: URL, display: String)?, legacyDirectory: (url: URL, display: String)?
    ) throws(ShortcutPreviewError) -> Catalog {
        let parsed = try ManifestReader.read(value: manifest, displayName: manifestDisplay)
        var builder = LocalizationBuilder()
        var unused: [UnusedKey] = []
        var legacyFiles: [(locale: String, url: URL, display: String)] = []
        if let legacyDirectory {
            legacyFiles = try LegacyStringsReader.files(in: legacyDirectory.url, displayDirectory: legacyDirectory.display)
        }
        if let stringCatalog {
            unused = try StringCatalogReader.read(stringCatalog.url, displayName: stringCatalog.display, manifest: parsed, into: &builder)
        } else {
            for file in legacyFiles {
                unused += try LegacyStringsReader.read(file, manifest: parsed, into: &builder)
            }
        }
        var localizations = builder.build()
        localizations[parsed.sourceLanguage] = sourceContent(
            sourceLanguage: parsed.sourceLanguage, shortcuts: parsed.shortcuts, negativePhrases: parsed.negativePhrases,
            wordings: builder.sourceWordings)
        return Catalog(
            directory: directory, sourceLanguage: parsed.sourceLanguage, application: parsed.application,
            shortcuts: parsed.shortcuts, types: parsed.types, negativePhrases: parsed.negativePhrases,
            localizations: localizations, unusedKeys: unused,
            files: CatalogFiles(
                manifest: manifestDisplay, stringCatalog: stringCatalog?.display, legacyStrings: legacyFiles.map(\.display),
                legacyStringsIgnored: stringCatalog != nil && !legacyFiles.isEmpty))
    }
}

/// Reads legacy `.strings` files (`Localizable.strings`, `InfoPlist.strings`) for tools that
/// resolve keys, such as the importer.
public enum StringsFile {
    /// The file's `key = value` pairs in file order. Throws `ShortcutPreviewError` naming the file
    /// and line when it is unreadable or malformed.
    public static func entries(_ url: URL, displayName: String) throws(ShortcutPreviewError) -> [(key: String, value: String)] {
        let bytes = try InputFile.read(url, displayName: displayName)
        return try StringsFileParser.parse(bytes, file: displayName).map { ($0.key, $0.value) }
    }

    /// A JSON file parsed strictly, with errors naming the file, line and column.
    public static func json(_ url: URL, displayName: String) throws(ShortcutPreviewError) -> JSONValue {
        try InputFile.readJSON(url, displayName: displayName)
    }
}
