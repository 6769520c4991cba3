import ShortcutPreviewCore
import StrictJSON
import ShortcutCatalog

extension Linter {
    /// Per phrase, in every locale: exactly one `${applicationName}`, only known
    /// placeholders, at most one parameter, and translations that keep their source's
    /// parameters.
    func phraseFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        for locale in catalog.locales {
            let content = catalog.content(for: locale)
            for shortcut in catalog.shortcuts {
                let known = Set(shortcut.parameters.map(\.name))
                for phrase in content.phrases(for: shortcut.intent) {
                    findings += check(phrase, of: shortcut, knownParameters: known, locale: locale)
                }
            }
            for phrase in content.negativePhrases {
                let unknown = phrase.template.parameterNames
                if !unknown.isEmpty {
                    findings.append(LintFinding(
                        .unknownPlaceholder, locale: locale, file: phrase.source.file, key: phrase.source.key,
                        message: "Negative phrase \(JSONString.quoted(phrase.template.text)) uses \(unknown.map { "${\($0)}" }.joined(separator: ", ")); negative phrases take no parameters. Write the words out or remove the placeholder."))
                }
            }
        }
        return findings
    }

    private func check(_ phrase: LocalizedPhrase, of shortcut: Shortcut, knownParameters: Set<String>, locale: String) -> [LintFinding] {
        var findings: [LintFinding] = []
        let template = phrase.template
        let quoted = JSONString.quoted(template.text)
        func finding(_ rule: LintRule, _ message: String) {
            findings.append(LintFinding(rule, locale: locale, file: phrase.source.file, key: phrase.source.key, message: message))
        }
        switch template.applicationNameCount {
        case 1:
            break
        case 0:
            finding(.applicationNameCount, "Phrase \(quoted) of \(shortcut.intent) has no ${applicationName}; every App Shortcut utterance should have one '${applicationName}' in it. Add ${applicationName} where the app's name is said.")
        default:
            finding(.applicationNameCount, "Phrase \(quoted) of \(shortcut.intent) has ${applicationName} \(template.applicationNameCount) times; every App Shortcut utterance should have exactly one. Remove the extra ones.")
        }
        let unknown = template.parameterNames.filter { !knownParameters.contains($0) }
        if !unknown.isEmpty {
            let declared = knownParameters.isEmpty ? "it declares no parameters" : "its parameters are " + knownParameters.sorted().map { "${\($0)}" }.joined(separator: ", ")
            finding(.unknownPlaceholder, "Phrase \(quoted) of \(shortcut.intent) uses \(unknown.map { "${\($0)}" }.joined(separator: ", ")), but \(declared). Fix the name or declare the parameter in \"parameters\".")
        }
        if template.parameterNames.count > 1 {
            finding(.multipleParameters, "Phrase \(quoted) of \(shortcut.intent) has \(template.parameterNames.count) parameters; App Shortcut phrases use at most one, and each multiplies the phrase count. Split it into phrases with one parameter each.")
        }
        if phrase.form == .stringUnit || phrase.form == .legacyStrings, let sourceKey = phrase.sourceKey,
           let source = shortcut.phrases.first(where: { $0.text == sourceKey }),
           Set(source.parameterNames) != Set(template.parameterNames) {
            let expected = source.parameterNames.isEmpty ? "no parameter" : source.parameterNames.map { "${\($0)}" }.joined(separator: ", ")
            finding(.placeholderMismatch, "Translation \(quoted) should use \(expected), like its source phrase \(JSONString.quoted(sourceKey)). Make the translation use the same parameters.")
        }
        return findings
    }
}
