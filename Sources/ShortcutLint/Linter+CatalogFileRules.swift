import StrictJSON
import ShortcutCatalog
import ShortcutPreviewCore

extension Linter {
    /// A String Catalog whose `strings` table is empty, as one real app ships: the file is
    /// there, so no one looks for translations, yet no phrase is localized. One finding
    /// instead of one missing-locale per shortcut and locale (there are no other locales).
    func catalogFileFindings(_ catalog: Catalog) -> [LintFinding] {
        guard let path = catalog.files.stringCatalog,
              let root = try? StringsFile.json(URL(fileURLWithPath: path), displayName: path),
              case .object(let strings)? = root["strings"], strings.isEmpty else { return [] }
        return [LintFinding(
            .emptyStringCatalog, file: path, key: "$.strings",
            message: "The String Catalog has no strings, so no App Shortcut phrase is localized: Siri knows the shortcuts in \(catalog.sourceLanguage) only. Build the app in Xcode once so it extracts the phrases, then translate them, or delete the file.")]
    }
}
