#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Demo catalog")
struct DemoCatalogTests {
    @Test func loadsWithEveryLocaleAndStaysUnderTheLimit() throws {
        let catalog = try Catalog.load(directory: Repo.catalogFolder("Demo"))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales.first == "en")
        #expect(catalog.locales.contains("ja"))
        #expect(catalog.files.stringCatalog != nil)
        #expect(catalog.unusedKeys.isEmpty)
        #expect(catalog.shortcut(intent: "SummarizeList") != nil)
        let expander = PhraseExpander(catalog: catalog)
        for locale in catalog.locales {
            let counts = expander.counts(locale: locale)
            #expect(!counts.isOverLimit, "\(locale)")
            #expect(counts.total == Array(expander.phrases(locale: locale, includeSynonyms: false)).count)
            for shortcut in catalog.shortcuts {
                #expect(!catalog.texts(shortcut.intent, locale).isEmpty, "\(shortcut.intent) has no phrase in \(locale)")
            }
        }
        // The WWDC23 example phrase is among the Japanese expansions.
        let japanese = Set(expander.phrases(locale: "ja").map(\.text))
        #expect(japanese.contains("Demoの買い物リストを要約"))
    }
}
