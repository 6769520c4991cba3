import ShortcutPreviewCore
import StrictJSON
import ShortcutCatalog

extension Linter {
    /// Translations: shortcuts or value titles missing in a locale, entries still marked
    /// for review, keys that translate nothing, and legacy files shadowed by the catalog.
    func localizationFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        for locale in catalog.locales where locale != catalog.sourceLanguage {
            let content = catalog.content(for: locale)
            for shortcut in catalog.shortcuts where !shortcut.phrases.isEmpty && content.phrases(for: shortcut.intent).isEmpty {
                findings.append(LintFinding(
                    .missingLocale, locale: locale, file: catalog.files.stringCatalog ?? catalog.files.manifest,
                    key: shortcut.primaryPhrase?.text,
                    message: "\(shortcut.intent) has no phrase in \(locale), so Siri will not run it in that language. Add \(locale) translations of its phrases."))
            }
            // A negative phrase only turns utterances away in the languages it is translated into.
            let translatedNegatives = Set(content.negativePhrases.compactMap(\.sourceKey))
            let hasPhrases = !content.phrasesByIntent.isEmpty
            for negative in catalog.negativePhrases where hasPhrases && !translatedNegatives.contains(negative.template.text) {
                findings.append(LintFinding(
                    .missingLocale, locale: locale,
                    file: catalog.files.stringCatalog ?? catalog.files.legacyStrings.first { $0.contains("/\(locale).lproj/") } ?? catalog.files.manifest,
                    key: negative.template.text,
                    message: "Negative phrase \(JSONString.quoted(negative.template.text)) has no \(locale) translation, so \(locale) utterances like it are not turned away. Add a \(locale) translation."))
            }
            for type in catalog.types {
                let untitled = type.values.filter { $0.title.everywhere == nil && $0.title.value(for: locale) == nil }
                if !untitled.isEmpty {
                    let examples = untitled.prefix(3).map(\.id).joined(separator: ", ")
                    findings.append(LintFinding(
                        .missingLocale, locale: locale, file: type.source.file, key: type.source.key,
                        message: "\(untitled.count.grouped) values of \(type.name) have no \(locale) title (\(examples)\(untitled.count > 3 ? ", …" : "")); their \(catalog.sourceLanguage) titles are used. Add \(locale) titles."))
                }
            }
            findings += reviewFindings(content, locale: locale)
        }
        for unused in catalog.unusedKeys {
            findings.append(LintFinding(
                .unusedKey, file: unused.source.file, key: unused.key,
                message: "This phrase is not used in any App Shortcut or as a Negative Phrase. Remove the key, or add the phrase to \(catalog.files.manifest)."))
        }
        if catalog.files.legacyStringsIgnored, let stringCatalog = catalog.files.stringCatalog {
            findings.append(LintFinding(
                .legacyAndCatalog, file: catalog.files.legacyStrings.first,
                message: "\(catalog.files.legacyStrings.count) legacy AppShortcuts.strings file(s) are ignored because \(stringCatalog) exists. Delete them once the String Catalog has their translations (migrate --force would replace the catalog with theirs)."))
        }
        return findings
    }

    /// Translations marked new, needs_review, stale or machine_translated, one finding per key,
    /// locale and state: a stringSet key lists every phrase of a shortcut, and reporting each value buried real
    /// catalogs' other findings (72 of 338 on one).
    private func reviewFindings(_ content: LocaleContent, locale: String) -> [LintFinding] {
        var groups: [(phrase: LocalizedPhrase, count: Int)] = []
        var position: [String: Int] = [:]
        let phrases = content.phrasesByIntent.keys.sorted().flatMap { content.phrasesByIntent[$0]! } + content.negativePhrases
        for phrase in phrases where phrase.state != .translated {
            let group = "\(phrase.source.file)\u{1}\(phrase.source.key ?? "")\u{1}\(phrase.state)"
            if let index = position[group] {
                groups[index].count += 1
            } else {
                position[group] = groups.count
                groups.append((phrase, 1))
            }
        }
        return groups.map { phrase, count in
            let what: String
            switch phrase.state {
            case .new: what = "marked new (not translated yet)"
            case .needsReview: what = "marked needs_review"
            case .stale: what = "marked stale (its source changed or is gone)"
            case .machineTranslated: what = "machine translated"
            case .translated: what = ""
            }
            let subject = count == 1
                ? "Translation \(JSONString.quoted(phrase.template.text)) is"
                : "\(count) translations under this key, such as \(JSONString.quoted(phrase.template.text)), are"
            return LintFinding(
                .needsReview, locale: locale, file: phrase.source.file, key: phrase.source.key,
                message: "\(subject) \(what). Review them and mark them translated.")
        }
    }
}
