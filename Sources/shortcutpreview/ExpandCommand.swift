import PreviewSession
import ShortcutPreviewCore
import ArgumentParser
import CommandLineSupport
import ShortcutCatalog
import StrictJSON
import ShortcutLint

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

    @Flag(help: "Instead of the phrases, list those flexible matching covers without them: what each saves against the 1,000 limit, and which phrase covers it.")
    var savings = false

    func run() throws {
        let loaded = try projectOptions.load(catalog: catalog, matchable: true)
        let locales: [String]
        if let locale {
            let resolved: String?
            do {
                resolved = try loaded.resolveLocale(locale)
            } catch {
                throw CommandFailure("--locale \(locale): \(error.reason)", remedy: error.remedy)
            }
            guard let resolved else {
                throw CommandFailure("\(loaded.directory): the catalog has no locale \(locale)",
                                     remedy: "use one of: \(loaded.locales.joined(separator: ", "))")
            }
            LocaleNote.print(loaded, requested: locale)
            locales = [resolved]
        } else {
            locales = loaded.locales
        }
        if savings {
            let view = ExpandSavings(catalog: loaded, locales: locales)
            if json {
                printJSON(view, style: .pretty)
            } else {
                for line in view.lines { print(line) }
            }
            return
        }
        let expander = PhraseExpander(catalog: loaded)
        if json {
            printJSON(ExpandOutput(expander: expander, catalog: loaded.directory, locales: locales), style: .pretty)
        } else {
            for locale in locales {
                printText(expander, locale)
            }
        }
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
