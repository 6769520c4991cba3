import ShortcutPreviewCore

/// Reads iOS 16-era `<locale>.lproj/AppShortcuts.strings` files, where each key is a source
/// phrase and each value its translation.
enum LegacyStringsReader {
    static let fileName = "AppShortcuts.strings"

    /// The `.lproj` folders holding an AppShortcuts.strings, sorted, with their locales.
    /// `Base.lproj` is skipped: it holds no language of its own.
    static func files(in directory: URL, displayDirectory: String) throws(ShortcutPreviewError) -> [(locale: String, url: URL, display: String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: displayDirectory, reason: "cannot list the folder", remedy: "check that it is a readable folder")
        }
        var result: [(locale: String, url: URL, display: String)] = []
        for name in names.sorted() where name.hasSuffix(".lproj") && name != "Base.lproj" {
            let url = directory.appendingPathComponent(name).appendingPathComponent(fileName)
            guard InputFile.exists(url) else { continue }
            let display = join(displayDirectory, name + "/" + fileName)
            let tag = String(name.dropLast(".lproj".count))
            let locale = try LocaleTag(parsing: tag, file: join(displayDirectory, name)).identifier
            result.append((locale, url, display))
        }
        return result
    }

    static func read(
        _ file: (locale: String, url: URL, display: String), manifest: Manifest, into builder: inout LocalizationBuilder
    ) throws(ShortcutPreviewError) -> [UnusedKey] {
        let entries = try StringsFileParser.parse(try InputFile.read(file.url, displayName: file.display), file: file.display)
        let index = SourcePhraseIndex(manifest)
        var unused: [UnusedKey] = []
        builder.noteLocale(file.locale)
        for entry in entries {
            let source = SourceLocation(file: file.display, key: entry.key, line: entry.line)
            let isSourceLocale = file.locale == manifest.sourceLanguage
            let template = try PhraseTemplate(entry.value, file: file.display, key: entry.key, locale: file.locale)
            let phrase = LocalizedPhrase(template: template, state: .translated, form: .legacyStrings, sourceKey: entry.key, source: source)
            if let target = index.phrase(forKey: entry.key) {
                if isSourceLocale {
                    builder.addSourceWording(phrase, intent: target.intent, phraseIndex: target.index, key: entry.key)
                } else {
                    builder.add(phrase, locale: file.locale, intent: target.intent, phraseIndex: target.index)
                }
            } else if let negative = index.negative(forKey: entry.key) {
                if !isSourceLocale { builder.addNegative(phrase, locale: file.locale, negativeIndex: negative) }
            } else {
                unused.append(UnusedKey(key: entry.key, source: source))
            }
        }
        return unused
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty || directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
