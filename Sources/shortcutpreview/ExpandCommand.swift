import ShortcutPreviewCore
import StrictJSON
import ArgumentParser
import ShortcutCatalog

/// `shortcutpreview expand`: every concrete phrase after parameter expansion, with counts
/// against Apple's 1,000-phrase limit.
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "List every concrete phrase, with provenance and counts against the 1,000 limit.",
        discussion: """
            Counts follow Apple: templates × parameter values (titles only), per locale. Phrases \
            that use an app-name or value synonym are listed too and counted separately.
            """
    )

    @Option(help: "The catalog folder (default: Catalogs/Demo).")
    var catalog: String?

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "Only this locale (BCP 47; ja-JP falls back to ja).")
    var locale: String?

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        let loaded = try projectOptions.load(catalog: catalog, matchable: true)
        let locales: [String]
        if let locale {
            do {
                guard let resolved = try loaded.resolveLocale(locale) else {
                    printError("error: \(loaded.directory): the catalog has no locale \(locale) (use one of: \(loaded.locales.joined(separator: ", ")))")
                    throw ExitCode(2)
                }
                locales = [resolved]
            } catch let error as ShortcutPreviewError {
                printError("error: --locale \(locale): \(error.reason) (\(error.remedy))")
                throw ExitCode(2)
            }
        } else {
            locales = loaded.locales
        }
        let expander = PhraseExpander(catalog: loaded)
        if json {
            let output = JSONValue.object([
                ("catalog", .string(loaded.directory)),
                ("locales", .array(locales.map { localeJSON(expander, $0) })),
            ])
            print(JSONWriter.write(output, style: .pretty), terminator: "")
        } else {
            for locale in locales {
                printText(expander, locale)
            }
        }
    }

    private func localeJSON(_ expander: PhraseExpander, _ locale: String) -> JSONValue {
        let counts = expander.counts(locale: locale)
        let phrases = expander.phrases(locale: locale).map { phrase in
            JSONValue.object([
                ("text", .string(phrase.text)),
                ("intent", .string(phrase.intent)),
                ("templateIndex", .number(Double(phrase.templateIndex))),
                ("template", .string(phrase.template)),
                ("parameters", .array(phrase.bindings.map { binding in
                    .object([
                        ("name", .string(binding.name)),
                        ("id", .string(binding.valueID)),
                        ("text", .string(binding.text)),
                        ("synonym", .bool(binding.isSynonym)),
                    ])
                })),
                ("applicationName", .string(phrase.applicationName)),
                ("applicationNameSynonym", .bool(phrase.applicationNameIsSynonym)),
                ("counted", .bool(!phrase.usesSynonym)),
            ])
        }
        return .object([
            ("locale", .string(locale)),
            ("count", .number(Double(counts.total))),
            ("limit", .number(Double(counts.limit))),
            ("overLimit", .bool(counts.isOverLimit)),
            ("countWithSynonyms", .number(Double(counts.totalWithSynonyms))),
            ("shortcuts", .array(counts.shortcuts.map { shortcut in
                .object([
                    ("intent", .string(shortcut.intent)),
                    ("templates", .number(Double(shortcut.templates))),
                    ("count", .number(Double(shortcut.phrases))),
                    ("countWithSynonyms", .number(Double(shortcut.phrasesWithSynonyms))),
                ])
            })),
            ("phrases", .array(phrases)),
        ])
    }

    private func printText(_ expander: PhraseExpander, _ locale: String) {
        let counts = expander.counts(locale: locale)
        let marker = counts.isOverLimit ? "  OVER THE LIMIT" : ""
        print("\(locale): \(counts.total) of \(counts.limit) phrases (\(counts.totalWithSynonyms) with synonyms)\(marker)")
        for shortcut in counts.shortcuts {
            print("  \(shortcut.intent): \(shortcut.phrases) from \(shortcut.templates) templates (\(shortcut.phrasesWithSynonyms) with synonyms)")
            for phrase in expander.phrases(intent: shortcut.intent, locale: locale) {
                var provenance = ["#\(phrase.templateIndex)"]
                provenance += phrase.bindings.map { "\($0.name)=\($0.valueID)\($0.isSynonym ? " (synonym)" : "")" }
                if phrase.applicationNameIsSynonym { provenance.append("app name synonym") }
                print("    \(phrase.text)    [\(provenance.joined(separator: ", "))]")
            }
        }
    }
}
