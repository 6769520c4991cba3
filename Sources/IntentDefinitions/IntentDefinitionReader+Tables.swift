public import ShortcutPreviewCore
import ShortcutCatalog
import StrictJSON

extension IntentDefinitionReader {
    /// One localization table's texts by ID.
    struct Table {
        var locale: String
        var path: String
        var values: [String: String]
    }

    /// Reads the file at `url` and the tables that belong to it: `<lang>.lproj/<Name>.strings`
    /// beside it (or beside its `Base.lproj`), and `<Name>.xcstrings`. Its own texts go under
    /// `developmentRegion`, or `en` when that is nil; a file inside `<lang>.lproj` other than
    /// Base is in that language.
    public static func read(_ url: URL, path: String, developmentRegion: String?) throws(ShortcutPreviewError) -> IntentDefinition {
        let bytes = try InputFile.read(url, displayName: path)
        let folder = url.deletingLastPathComponent()
        var base = folder, displayBase = parentPath(path)
        var locale = developmentRegion ?? "en"
        if folder.pathExtension == "lproj" {
            base = folder.deletingLastPathComponent()
            displayBase = parentPath(displayBase)
            let own = folder.deletingPathExtension().lastPathComponent
            if own != "Base" { locale = own }
        }
        var (definition, ids) = try parseWithIDs(bytes, path: path, locale: locale)
        let name = url.deletingPathExtension().lastPathComponent
        for table in tables(named: name, in: base, displayBase: displayBase, developmentLocale: locale, warnings: &definition.warnings) {
            apply(table, ids: ids, to: &definition)
        }
        return definition
    }

    private static func parentPath(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func joined(_ base: String, _ name: String) -> String {
        base.isEmpty ? name : base + "/" + name
    }

    /// The tables of `name` under `base`, in locale order; unreadable ones become warnings.
    static func tables(named name: String, in base: URL, displayBase: String, developmentLocale: String, warnings: inout [String]) -> [Table] {
        var found: [Table] = []
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).sorted()
        for folder in entries where folder.hasSuffix(".lproj") && folder != "Base.lproj" {
            let url = base.appendingPathComponent(folder).appendingPathComponent(name + ".strings")
            guard InputFile.exists(url) else { continue }
            let path = joined(displayBase, folder + "/" + name + ".strings")
            do {
                let pairs = try StringsFile.entries(url, displayName: path)
                var values: [String: String] = [:]
                for pair in pairs { values[pair.key] = pair.value }
                found.append(Table(locale: String(folder.dropLast(".lproj".count)), path: path, values: values))
            } catch {
                warnings.append("\(error.description); its texts are left out")
            }
        }
        let catalog = base.appendingPathComponent(name + ".xcstrings")
        if InputFile.exists(catalog) {
            let path = joined(displayBase, name + ".xcstrings")
            do {
                found += try catalogTables(StringsFile.json(catalog, displayName: path), path: path)
            } catch {
                warnings.append("\(error.description); its texts are left out")
            }
        }
        return found
    }

    /// A String Catalog's texts, one table per locale.
    private static func catalogTables(_ root: JSONValue, path: String) -> [Table] {
        var byLocale: [String: [String: String]] = [:]
        if case .object(let strings)? = root["strings"] {
            for (key, entry) in strings {
                guard case .object(let localizations)? = entry["localizations"] else { continue }
                for (locale, localization) in localizations {
                    guard case .string(let value)? = localization["stringUnit"]?["value"] else { continue }
                    byLocale[locale, default: [:]][key] = value
                }
            }
        }
        return byLocale.keys.sorted().map { Table(locale: $0, path: path, values: byLocale[$0] ?? [:]) }
    }

    /// Puts the table's texts on the definition, and warns about keys that match no ID and
    /// IDs the table leaves out.
    static func apply(_ table: Table, ids: TextIDs, to definition: inout IntentDefinition) {
        let first = table.locale == definition.developmentLocale
        var missing: [String] = []
        func text(_ id: String?, what: String) -> String? {
            guard let id else { return nil }
            if let value = table.values[id] { return value }
            missing.append("\(what) (\(id))")
            return nil
        }
        for index in definition.intents.indices {
            let intent = definition.intents[index]
            if !intent.title.isEmpty, let value = text(ids.titles[index], what: "the title of \(intent.name)") {
                definition.intents[index].title.set(value, locale: table.locale, first: first)
            }
            let phraseID = ids.phrases[index]
            if let value = text(intent.suggestedInvocationPhrase.isEmpty ? nil : phraseID, what: "the phrase of \(intent.name)") {
                definition.intents[index].suggestedInvocationPhrase.set(value, locale: table.locale, first: first)
                definition.intents[index].phraseSources[table.locale] = table.path
            }
        }
        for (enumIndex, caseIDs) in ids.cases.enumerated() {
            for (caseIndex, id) in caseIDs.enumerated() {
                let item = definition.enums[enumIndex].cases[caseIndex]
                // Xcode's `unknown` case is never shown, and rarely translated.
                guard !item.displayName.isEmpty, item.name != "unknown" || table.values[id ?? ""] != nil,
                      let value = text(id, what: "case \(item.name) of \(definition.enums[enumIndex].name)") else { continue }
                definition.enums[enumIndex].cases[caseIndex].displayName.set(value, locale: table.locale, first: first)
            }
        }
        definition.tables.append(table.path)
        if !definition.locales.contains(table.locale) { definition.locales.append(table.locale) }
        // `<promptID>-<valueID>` keys hold a prompt per enum case or option: theirs when the parts are.
        let stray = table.values.keys.filter { key in !key.split(separator: "-").allSatisfy { ids.all.contains(String($0)) } }.sorted()
        if !stray.isEmpty {
            definition.warnings.append("\(table.path): \(stray.count) key(s) match no ID in the definition (\(sample(stray))); the table may belong to another copy of the file")
        }
        if !missing.isEmpty && !first {
            definition.warnings.append("\(table.path): no text for \(missing.count) ID(s): \(sample(missing)); users in \(table.locale) see the \(definition.developmentLocale) text")
        }
    }

    private static func sample(_ items: [String]) -> String {
        items.prefix(3).joined(separator: ", ") + (items.count > 3 ? ", …" : "")
    }
}
