import ShortcutPreviewCore
import PropertyLists
import StrictJSON

/// The app's name and alternative names as Siri hears them, from (first found wins):
/// Info.plist `CFBundleDisplayName`, the target's `INFOPLIST_KEY_CFBundleDisplayName`,
/// Info.plist `CFBundleName`, the target's `PRODUCT_NAME` (with `$(TARGET_NAME)` resolved);
/// alternative names from Info.plist `INAlternativeAppNames`. Localized names come from
/// `InfoPlist.xcstrings` or `<locale>.lproj/InfoPlist.strings` (keys `CFBundleDisplayName`,
/// `CFBundleName`, and `INAlternativeAppNames.<n>.INAlternativeAppName` for the n-th name).
struct ApplicationNameReader {
    var name: String
    var nameSource: String
    var synonyms: [String]
    /// Each synonym's position in `INAlternativeAppNames`, which its localized keys use.
    var synonymIndices: [Int]
    /// `INAlternativeAppNames` entries left out: the app's name again, or a repeat.
    var repeatedSynonyms: [String]
    var plist: String?
    /// True when nothing in the project names the app and the name is the folder's.
    var isGuess: Bool

    static func read(plist: ProjectFiles.File?, target: XcodeProject.Target?, fallbackName: String, project: String?) throws(ShortcutPreviewError) -> ApplicationNameReader {
        var info: PropertyList?
        if let plist {
            guard let data = try? Data(InputFile.read(plist.url, displayName: plist.path, allowsEmpty: true)) else {
                throw ShortcutPreviewError(.unreadableFile, file: plist.path, reason: "cannot read Info.plist", remedy: "check its permissions")
            }
            do {
                info = try XMLPropertyListReader.parse([UInt8](data))
            } catch {
                throw ShortcutPreviewError(.unreadableFile, file: plist.path, line: error.line, reason: "Info.plist is not a readable property list: \(error.reason)", remedy: "fix the file or convert it with `plutil -convert xml1`")
            }
        }
        // Release first, then Debug, then the rest: the first configuration that resolves the value.
        let configurations = target?.configurations ?? [[:]]
        func resolved(_ value: String?) -> String? {
            guard let value, !value.isEmpty else { return nil }
            for settings in configurations {
                let expanded = XcodeProject.expand(value, in: settings)
                if !expanded.contains("$("), !expanded.contains("${"), !expanded.isEmpty { return expanded }
            }
            return nil
        }
        func setting(_ key: String) -> String? {
            configurations.lazy.compactMap { resolved($0[key]) }.first
        }
        let candidates: [(String?, String)] = [
            (resolved(info?["CFBundleDisplayName"]?.string), "\(plist?.path ?? "Info.plist") CFBundleDisplayName"),
            (setting("INFOPLIST_KEY_CFBundleDisplayName"), "\(project ?? "project.pbxproj") INFOPLIST_KEY_CFBundleDisplayName"),
            (resolved(info?["CFBundleName"]?.string), "\(plist?.path ?? "Info.plist") CFBundleName"),
            (setting("INFOPLIST_KEY_CFBundleName"), "\(project ?? "project.pbxproj") INFOPLIST_KEY_CFBundleName"),
            (setting("PRODUCT_NAME"), "\(project ?? "project.pbxproj") PRODUCT_NAME"),
        ]
        let chosen = candidates.first(where: { $0.0 != nil })
        let name = chosen?.0 ?? fallbackName
        // Apps list the same name several times with different pronunciation hints; text matching
        // needs each spelling once, and never the app's own name as its synonym.
        var synonyms: [String] = []
        var synonymIndices: [Int] = []
        var repeated: [String] = []
        for (position, entry) in (info?["INAlternativeAppNames"]?.array ?? []).enumerated() {
            guard let synonym = entry["INAlternativeAppName"]?.string else { continue }
            if synonym == name || synonyms.contains(synonym) { repeated.append(synonym); continue }
            synonyms.append(synonym)
            synonymIndices.append(position)
        }
        return ApplicationNameReader(
            name: name, nameSource: chosen?.1 ?? "the provider's folder name (no Info.plist or project settings name the app)",
            synonyms: synonyms, synonymIndices: synonymIndices, repeatedSynonyms: repeated, plist: plist?.path, isGuess: chosen == nil)
    }

    /// `{"name": …, "synonyms": {locale: […]}}`, localized through the InfoPlist table.
    func json(infoPlist table: StringTable, sourceLanguage: String, locales: [String]) -> JSONValue {
        var names: [(String, JSONValue)] = [(sourceLanguage, .string(name))]
        var lists: [(String, JSONValue)] = []
        if !synonyms.isEmpty { lists.append((sourceLanguage, .array(synonyms.map(JSONValue.string)))) }
        for locale in locales where locale != sourceLanguage {
            if let localized = table.value("CFBundleDisplayName", locale: locale) ?? table.value("CFBundleName", locale: locale), localized != name {
                names.append((locale, .string(localized)))
            }
            let translated = synonymIndices.compactMap { table.value("INAlternativeAppNames.\($0).INAlternativeAppName", locale: locale) }
            if !translated.isEmpty { lists.append((locale, .array(translated.map(JSONValue.string)))) }
        }
        var members: [(String, JSONValue)] = [("name", names.count == 1 ? .string(name) : .object(names))]
        if !lists.isEmpty { members.append(("synonyms", .object(lists))) }
        return .object(members)
    }
}
