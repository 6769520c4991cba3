import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Locale fallback (ICU's CLDR data)")
struct LocaleFallbackTests {
    private func lineage(_ tag: String) throws -> LocaleLineage {
        LocaleLineage(try LocaleTag(parsing: tag))
    }

    private func resolve(_ tag: String, in locales: [String]) throws -> LocaleResolution? {
        LocaleMatcher(locales: locales).resolve(try lineage(tag))
    }

    @Test func readsLikelySubtagsAndParentsFromICU() throws {
        #expect(try lineage("zh").maximized == "zh-Hans-CN")
        #expect(try lineage("pt").maximized == "pt-Latn-BR")
        #expect(try lineage("es").maximized == "es-Latn-ES")
        #expect(try lineage("zh-Hant").minimized == "zh-TW")
        #expect(try lineage("zh-Hans-CN").minimized == "zh")
        // CLDR parent locales, not truncation.
        #expect(try lineage("es-MX").ancestors == ["es-419", "es"])
        #expect(try lineage("pt-AO").ancestors == ["pt-PT", "pt"])
        #expect(try lineage("en-AU").ancestors == ["en-001", "en"])
        #expect(try lineage("nb").ancestors == ["no"])
        #expect(try lineage("nb-NO").ancestors == ["no"])
        // ICU's aliases: zh-TW is zh-Hant-TW, whose chain stops at zh-Hant (its parent is root).
        #expect(try lineage("zh-TW").ancestors == [])
        #expect(try lineage("zh-HK").ancestors == ["zh-Hant"])
        #expect(try lineage("zh-Hant").ancestors == [])
        #expect(try lineage("ja-JP").ancestors == [])  // ja-JP is ja after likely subtags
        // A language ICU has no data for keeps truncation and its own identity.
        #expect(try lineage("tlh-US").ancestors == ["tlh"])
    }

    @Test func resolvesNorwegianRegionalSpanishPortugueseAndChinese() throws {
        // no → nb and back, through nb's CLDR parent.
        #expect(try resolve("nb", in: ["en", "no"])?.locale == "no")
        #expect(try resolve("nb-NO", in: ["en", "no"])?.rule == .parent)
        #expect(try resolve("no", in: ["en", "nb"]) == LocaleResolution(requested: "no", locale: "nb", rule: .child, via: "no"))
        // es and es-419.
        #expect(try resolve("es", in: ["en", "es-ES", "es-MX"])?.locale == "es-ES")
        #expect(try resolve("es", in: ["en", "es-ES", "es-MX"])?.rule == .sameLocale)
        #expect(try resolve("es-419", in: ["en", "es", "es-MX"])?.locale == "es-MX")
        #expect(try resolve("es-MX", in: ["en", "es-419"]) == LocaleResolution(requested: "es-MX", locale: "es-419", rule: .parent, via: "es-419"))
        #expect(try resolve("es-MX", in: ["en", "es", "es-419"])?.locale == "es-419")
        #expect(try resolve("es-AR", in: ["en", "es", "es-MX"])?.locale == "es-MX")  // via es-419, before es
        #expect(try resolve("es", in: ["en", "es-MX", "es-419"])?.locale == "es-419")  // the nearer child
        // zh.
        #expect(try resolve("zh", in: ["en", "zh-Hans", "zh-Hant"])?.locale == "zh-Hans")
        #expect(try resolve("zh-Hans-CN", in: ["en", "zh", "zh-Hans"])?.locale == "zh-Hans")
        #expect(try resolve("zh-HK", in: ["en", "zh-Hans", "zh-TW"])?.locale == "zh-TW")
        // pt.
        #expect(try resolve("pt", in: ["en", "pt-BR", "pt-PT"])?.locale == "pt-BR")
        #expect(try resolve("pt", in: ["en", "pt-PT"])?.locale == "pt-PT")
        #expect(try resolve("pt-PT", in: ["en", "pt", "pt-BR"])?.locale == "pt")
        #expect(try resolve("pt-AO", in: ["en", "pt-BR", "pt-PT"])?.locale == "pt-PT")
        #expect(try resolve("pt-BR", in: ["en", "pt", "pt-BR"])?.rule == .exact)
        // en: en-GB shares en-001 with en-AU, which comes before plain en.
        #expect(try resolve("en-GB", in: ["en", "en-AU"])?.locale == "en-AU")
        #expect(try resolve("en-US", in: ["en", "en-AU"])?.locale == "en")
    }

    @Test func neverCrossesScripts() throws {
        for tag in ["zh-TW", "zh-Hant", "zh-HK", "zh-Hant-HK", "zh-MO"] {
            #expect(try resolve(tag, in: ["en", "zh", "zh-Hans"]) == nil, "\(tag) must not get Simplified Chinese")
        }
        #expect(try resolve("zh-Hans", in: ["en", "zh-Hant", "zh-TW"]) == nil)
        #expect(try resolve("zh", in: ["en", "zh-HK"]) == nil)
        #expect(try resolve("sr-Latn", in: ["en", "sr"]) == nil)
        #expect(try resolve("fr", in: ["en", "ja"]) == nil)
    }

    @Test func perLocaleValuesFollowTheSameChains() {
        let titles = LocalizedValue(byLocale: ["zh": "购物清单", "no": "Handleliste", "es-419": "Lista de compras"])
        #expect(titles.value(for: "zh-Hans-CN") == "购物清单")
        #expect(titles.value(for: "zh-TW") == nil)  // no Simplified title for Traditional
        #expect(titles.value(for: "nb") == "Handleliste")
        #expect(titles.value(for: "es-MX") == "Lista de compras")
        #expect(titles.value(for: "es") == nil)
    }

    @Test func resolvesOnTheFixtureCatalog() throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/LocaleFallback/Catalog"))
        #expect(catalog.locales == ["en", "es-419", "no", "pt-PT", "zh", "zh-Hans"])
        #expect(try catalog.resolveLocale("nb") == "no")
        #expect(try catalog.resolveLocale("nn") == "no")
        #expect(try catalog.resolveLocale("es-MX") == "es-419")
        #expect(try catalog.resolveLocale("es-ES") == "es-419")
        #expect(try catalog.localeResolution(for: "es")?.rule == .child)
        #expect(try catalog.resolveLocale("pt-BR") == "pt-PT")
        #expect(try catalog.resolveLocale("pt-MZ") == "pt-PT")
        #expect(try catalog.resolveLocale("zh") == "zh")
        #expect(try catalog.resolveLocale("zh-CN") == "zh-Hans")
        #expect(try catalog.resolveLocale("zh-Hans-SG") == "zh-Hans")
        #expect(try catalog.resolveLocale("zh-TW") == nil)
        #expect(try catalog.resolveLocale("en-GB") == "en")
        #expect(try catalog.resolveLocale("ja") == nil)
        #expect(catalog.content(for: "no").phrases(for: "AddNote").map(\.template.text) == ["Legg til et notat i ${applicationName}"])
    }
}
