public import ShortcutPreviewCore
import StrictJSON

/// One app's App Shortcuts as read from a catalog folder (CONTRACTS.md §1): the manifest's
/// shortcuts, parameter types and negative phrases, plus every locale's phrases from the
/// String Catalog or, when there is none, the legacy `.strings` files.
public struct Catalog: Sendable {
    /// The folder, as the user named it.
    public var directory: String
    /// The phrases' language in the manifest, canonical BCP 47.
    public var sourceLanguage: String
    /// App name and synonyms.
    public var application: Application
    /// Shortcuts in source order.
    public var shortcuts: [Shortcut]
    /// Parameter types in manifest order.
    public var types: [ParameterType]
    /// Source-language negative phrases.
    public var negativePhrases: [NegativePhrase]
    /// Each locale's content, the source language included.
    public var localizations: [String: LocaleContent]
    /// Every locale the catalog mentions: the source language first, then Xcode's order.
    public var locales: [String]
    /// Keys that translate nothing the manifest declares.
    public var unusedKeys: [UnusedKey]
    /// Which files were found and used.
    public var files: CatalogFiles

    /// Creates a catalog from parts (tests and importers); most callers use ``load(directory:)``.
    public init(
        directory: String, sourceLanguage: String, application: Application, shortcuts: [Shortcut],
        types: [ParameterType], negativePhrases: [NegativePhrase], localizations: [String: LocaleContent],
        unusedKeys: [UnusedKey] = [], files: CatalogFiles
    ) {
        self.directory = directory
        self.sourceLanguage = sourceLanguage
        self.application = application
        self.shortcuts = shortcuts
        self.types = types
        self.negativePhrases = negativePhrases
        var localizations = localizations
        if localizations[sourceLanguage] == nil {
            localizations[sourceLanguage] = Self.sourceContent(sourceLanguage: sourceLanguage, shortcuts: shortcuts, negativePhrases: negativePhrases)
        }
        self.localizations = localizations
        self.locales = [sourceLanguage] + XcodeKeyOrder.sorted(localizations.keys.filter { $0 != sourceLanguage })
        self.unusedKeys = unusedKeys
        self.files = files
    }

    /// Reads the catalog in `directory`. Throws `ShortcutPreviewError` naming the file and what to
    /// fix when any file is missing, unreadable, too large or malformed.
    public static func load(directory: URL) throws(ShortcutPreviewError) -> Catalog {
        let display = directory.relativePath
        guard InputFile.isDirectory(directory) else {
            throw ShortcutPreviewError(
                .missingFile, file: display, reason: "catalog folder not found",
                remedy: "pass --catalog with a folder that contains \(ManifestReader.fileName)")
        }
        let manifestURL = directory.appendingPathComponent(ManifestReader.fileName)
        let manifestDisplay = LegacyStringsReader.join(display, ManifestReader.fileName)
        guard InputFile.exists(manifestURL) else {
            throw ShortcutPreviewError(
                .missingFile, file: manifestDisplay, reason: "the catalog has no manifest",
                remedy: "create \(ManifestReader.fileName) (see CONTRACTS.md §1) or point --catalog at another folder")
        }
        let manifest = try ManifestReader.read(manifestURL, displayName: manifestDisplay)

        var builder = LocalizationBuilder()
        var unused: [UnusedKey] = []
        let legacyFiles = try LegacyStringsReader.files(in: directory, displayDirectory: display)
        let catalogURL = directory.appendingPathComponent(StringCatalogReader.fileName)
        var catalogDisplay: String?
        if InputFile.exists(catalogURL) {
            let name = LegacyStringsReader.join(display, StringCatalogReader.fileName)
            catalogDisplay = name
            unused = try StringCatalogReader.read(catalogURL, displayName: name, manifest: manifest, into: &builder)
        } else {
            for file in legacyFiles {
                unused += try LegacyStringsReader.read(file, manifest: manifest, into: &builder)
            }
        }

        var localizations = builder.build()
        let source = sourceContent(
            sourceLanguage: manifest.sourceLanguage, shortcuts: manifest.shortcuts, negativePhrases: manifest.negativePhrases,
            wordings: builder.sourceWordings)
        localizations[manifest.sourceLanguage] = source

        let catalog = Catalog(
            directory: display, sourceLanguage: manifest.sourceLanguage, application: manifest.application,
            shortcuts: manifest.shortcuts, types: manifest.types, negativePhrases: manifest.negativePhrases,
            localizations: localizations, unusedKeys: unused,
            files: CatalogFiles(
                manifest: manifestDisplay, stringCatalog: catalogDisplay, legacyStrings: legacyFiles.map(\.display),
                legacyStringsIgnored: catalogDisplay != nil && !legacyFiles.isEmpty))
        try CatalogLimits.checkPhraseCounts(of: catalog)
        return catalog
    }

    /// The source language's phrases: the manifest's, each replaced by its wording in the source
    /// language's own table when the manifest writes it as a key (`wordings`, by intent and index).
    static func sourceContent(
        sourceLanguage: String, shortcuts: [Shortcut], negativePhrases: [NegativePhrase],
        wordings: [String: [Int: LocalizedPhrase]] = [:]
    ) -> LocaleContent {
        var content = LocaleContent(locale: sourceLanguage)
        for shortcut in shortcuts {
            content.phrasesByIntent[shortcut.intent] = shortcut.phrases.enumerated().map { index, template in
                if let wording = wordings[shortcut.intent]?[index] { return wording }
                return LocalizedPhrase(
                    template: template, state: .translated, form: .manifest, sourceKey: template.text,
                    source: SourceLocation(file: shortcut.source.file, key: "\(shortcut.source.key ?? "$")" + ".phrases[\(index)]"))
            }
        }
        content.negativePhrases = negativePhrases.map {
            LocalizedPhrase(template: $0.template, state: .translated, form: .manifest, sourceKey: $0.template.text, source: $0.source)
        }
        return content
    }

    // MARK: - Lookup

    /// The shortcut with this intent.
    public func shortcut(intent: String) -> Shortcut? {
        shortcuts.first(where: { $0.intent == intent })
    }

    /// The parameter type with this name.
    public func type(named name: String) -> ParameterType? {
        types.first(where: { $0.name == name })
    }

    /// The content of `locale` (a catalog locale, e.g. from ``resolveLocale(_:)``); empty
    /// when the catalog has nothing in it.
    public func content(for locale: String) -> LocaleContent {
        localizations[locale] ?? LocaleContent(locale: locale)
    }

    /// The catalog locale to use for `tag`, chosen as Apple's bundle localization matching
    /// would from CLDR's likely subtags and parent locales (see ``LocaleMatcher`` for the order):
    /// the tag itself; the same locale after likely subtags (`zh` → `zh-Hans`, `pt` → `pt-BR`,
    /// `es` → `es-ES`); a CLDR ancestor (`ja-JP` → `ja`, `es-MX` → `es-419` → `es`, `nb` →
    /// `no`, `pt-PT` → `pt`); a catalog locale that inherits from the request (`es-419` →
    /// `es-MX`, `no` → `nb`). `zh-TW` and `zh-Hant` never fall to `zh` or `zh-Hans`.
    /// Nil when the catalog has no locale that serves the tag; throws when the tag is
    /// ill-formed or names no language.
    public func resolveLocale(_ tag: String) throws(ShortcutPreviewError) -> String? {
        try localeResolution(for: tag)?.locale
    }

    /// ``resolveLocale(_:)`` with the rule that chose the locale, for tools that explain it.
    public func localeResolution(for tag: String) throws(ShortcutPreviewError) -> LocaleResolution? {
        let request = LocaleLineage(try LocaleTag(parsing: tag))
        return LocaleMatcher(locales: locales).resolve(request)
    }
}

/// The files a catalog was read from.
public struct CatalogFiles: Sendable, Equatable {
    /// The manifest's path.
    public var manifest: String
    /// The String Catalog's path, when there is one.
    public var stringCatalog: String?
    /// Every legacy `.lproj/AppShortcuts.strings` present, used or not.
    public var legacyStrings: [String]
    /// True when legacy files exist but the String Catalog was used instead.
    public var legacyStringsIgnored: Bool

    /// Creates a file record.
    public init(manifest: String, stringCatalog: String?, legacyStrings: [String], legacyStringsIgnored: Bool) {
        self.manifest = manifest
        self.stringCatalog = stringCatalog
        self.legacyStrings = legacyStrings
        self.legacyStringsIgnored = legacyStringsIgnored
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}
