import ShortcutCatalog

extension Linter {
    static let maximumShortcuts = 10
    static let maximumApplicationNames = 3

    /// Xcode's hard limits: 10 shortcuts, 1,000 phrases per locale (counting every parameter
    /// value), and at most 3 alternative app names per locale.
    func limitFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        if catalog.shortcuts.count > Self.maximumShortcuts {
            findings.append(LintFinding(
                .tooManyShortcuts, file: catalog.files.manifest, key: "$.shortcuts",
                message: "Found \(catalog.shortcuts.count) App Shortcuts, but each app may have at most \(Self.maximumShortcuts). Remove or merge shortcuts until there are \(Self.maximumShortcuts)."))
        }
        let expander = PhraseExpander(catalog: catalog)
        for locale in catalog.locales {
            let counts = expander.counts(locale: locale)
            if counts.isOverLimit {
                let breakdown = counts.shortcuts.filter { $0.phrases > 0 }.sorted { $0.phrases > $1.phrases }.map { shortcut in
                    let parameters = shortcut.parameters.map { "\($0.name): \($0.values.grouped) \($0.typeName) values" }
                    return "\(shortcut.intent) \(shortcut.phrases.grouped) (\(shortcut.templates) templates" + (parameters.isEmpty ? "" : "; " + parameters.joined(separator: ", ")) + ")"
                }
                findings.append(LintFinding(
                    .tooManyPhrases, locale: locale, file: catalog.files.stringCatalog ?? catalog.files.manifest,
                    message: "Found \(counts.total.grouped) phrases in \(locale), but each app may have at most \(counts.limit.grouped) per locale, counting every parameter value: \(breakdown.joined(separator: "; ")). Remove templates that use the largest parameter, or offer fewer values."))
            }
            let synonyms = catalog.application.synonyms(for: locale)
            if synonyms.count > Self.maximumApplicationNames {
                findings.append(LintFinding(
                    .tooManyApplicationNames, locale: locale, file: catalog.files.manifest, key: "$.application.synonyms",
                    message: "The app has \(synonyms.count) alternative names in \(locale); INAlternativeAppNames allows \(Self.maximumApplicationNames) per localization. Keep the \(Self.maximumApplicationNames) names people say most."))
            }
        }
        return findings
    }

    /// Missing short titles and images: Xcode accepts them, but Shortcuts and Spotlight
    /// show a blank tile.
    func metadataFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        for shortcut in catalog.shortcuts {
            if shortcut.phrases.isEmpty {
                findings.append(LintFinding(
                    .noPhrases, file: shortcut.source.file, key: shortcut.source.key,
                    message: "\(shortcut.intent) has no phrases, so Siri cannot run it. Add at least one phrase with ${applicationName}."))
            }
            if (shortcut.shortTitle ?? "").isEmpty {
                findings.append(LintFinding(
                    .missingShortTitle, file: shortcut.source.file, key: shortcut.source.key,
                    message: "\(shortcut.intent) has no shortTitle; Shortcuts and Spotlight show it untitled. Add a short title such as \"\(shortcut.intent)\"."))
            }
            if (shortcut.systemImageName ?? "").isEmpty {
                findings.append(LintFinding(
                    .missingSystemImage, file: shortcut.source.file, key: shortcut.source.key,
                    message: "\(shortcut.intent) has no systemImageName; its tile has no icon. Add an SF Symbol name."))
            }
        }
        return findings
    }
}
