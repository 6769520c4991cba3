import ShortcutPreviewCore
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
    var plist: String?

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
        let settings = target?.settings ?? [:]
        func resolved(_ value: String?) -> String? {
            guard let value, !value.isEmpty else { return nil }
            let expanded = XcodeProject.expand(value, in: settings)
            return expanded.contains("$(") || expanded.contains("${") ? nil : expanded
        }
        let candidates: [(String?, String)] = [
            (resolved(info?["CFBundleDisplayName"]?.string), "\(plist?.path ?? "Info.plist") CFBundleDisplayName"),
            (resolved(settings["INFOPLIST_KEY_CFBundleDisplayName"]), "\(project ?? "project.pbxproj") INFOPLIST_KEY_CFBundleDisplayName"),
            (resolved(info?["CFBundleName"]?.string), "\(plist?.path ?? "Info.plist") CFBundleName"),
            (resolved(settings["PRODUCT_NAME"]), "\(project ?? "project.pbxproj") PRODUCT_NAME"),
        ]
        let chosen = candidates.first(where: { $0.0 != nil })
        let synonyms = (info?["INAlternativeAppNames"]?.array ?? []).compactMap { $0["INAlternativeAppName"]?.string }
        return ApplicationNameReader(
            name: chosen?.0 ?? fallbackName, nameSource: chosen?.1 ?? "the provider's folder name (no Info.plist or project settings name the app)",
            synonyms: synonyms, plist: plist?.path)
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
            let translated = synonyms.indices.compactMap { table.value("INAlternativeAppNames.\($0).INAlternativeAppName", locale: locale) }
            if !translated.isEmpty { lists.append((locale, .array(translated.map(JSONValue.string)))) }
        }
        var members: [(String, JSONValue)] = [("name", names.count == 1 ? .string(name) : .object(names))]
        if !lists.isEmpty { members.append(("synonyms", .object(lists))) }
        return .object(members)
    }
}
