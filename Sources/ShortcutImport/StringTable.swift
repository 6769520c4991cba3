import ShortcutPreviewCore
import ShortcutCatalog
import StrictJSON

/// One localization table of the project (`Localizable`, `InfoPlist`), merged from its String
/// Catalog and its `<locale>.lproj/<table>.strings` files: the value of each key per locale.
struct StringTable: Sendable {
    /// Values by key, then by locale.
    var values: [String: [String: String]] = [:]
    /// The String Catalog's source language, when there is one.
    var sourceLanguage: String?
    /// Every locale the table has a value in.
    var locales: Set<String> = []
    /// The files read, for the report.
    var files: [String] = []

    /// The value of `key` in `locale`, if translated there.
    func value(_ key: String, locale: String) -> String? {
        values[key]?[locale]
    }

    /// Reads every file of the table `name` in the project.
    static func load(_ name: String, from project: ProjectFiles) throws(ShortcutPreviewError) -> StringTable {
        var table = StringTable()
        for file in project.stringCatalogs[name] ?? [] {
            try table.readCatalog(file)
        }
        for file in project.stringsFiles[name] ?? [] {
            guard let locale = file.lprojLocale else { continue }
            let entries: [(key: String, value: String)]
            do {
                entries = try StringsFile.entries(file.url, displayName: file.path)
            } catch {
                throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: [error.position, error.reason].compactMap { $0 }.joined(separator: ": "), remedy: error.remedy)
            }
            table.files.append(file.path)
            table.locales.insert(locale)
            for entry in entries { table.values[entry.key, default: [:]][locale] = entry.value }
        }
        return table
    }

    private mutating func readCatalog(_ file: ProjectFiles.File) throws(ShortcutPreviewError) {
        let root: JSONValue
        do {
            root = try StringsFile.json(file.url, displayName: file.path)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: [error.position, error.reason].compactMap { $0 }.joined(separator: ": "), remedy: error.remedy)
        }
        files.append(file.path)
        if case .string(let source)? = root["sourceLanguage"] { sourceLanguage = sourceLanguage ?? source }
        guard case .object(let strings)? = root["strings"] else { return }
        for (key, entry) in strings {
            guard case .object(let localizations)? = entry["localizations"] else { continue }
            for (locale, localization) in localizations {
                // Plain strings only; plural variations have no single value to import.
                guard case .string(let value)? = localization["stringUnit"]?["value"] else { continue }
                values[key, default: [:]][locale] = value
                locales.insert(locale)
            }
        }
    }
}
