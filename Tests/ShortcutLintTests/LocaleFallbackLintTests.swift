#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutCatalog
@testable import ShortcutLint
import TestSupport
import Testing

@Suite("Lint: locale fallback")
struct LocaleFallbackLintTests {
    /// Legacy `.lproj` files, one phrase each, for the locales given.
    private func fixture(_ locales: [String]) -> LintFixture {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open my list in ${applicationName}"])
        for locale in locales {
            fixture.files["\(locale).lproj/AppShortcuts.strings"] =
                #""Open my list in ${applicationName}" = "${applicationName} \#(locale)";"#
        }
        return fixture
    }

    @Test func theFixtureCatalogHasOneShadowedAndTwoBorrowedLocales() throws {
        let report = Linter().lint(try Catalog.load(directory: Repo.url("Tests/LocaleFallback/Catalog")))
        let shadowed = report.findings(.shadowedLocale)
        #expect(shadowed.map(\.locale) == ["zh"], "\(shadowed)")
        #expect(shadowed.first?.severity == .warning)
        #expect(shadowed.first?.file?.hasSuffix("LocaleFallback/Catalog/AppShortcuts.xcstrings") == true)
        #expect(shadowed.first?.message.hasPrefix("zh is never used: devices asking for it (zh-Hans-CN) get zh-Hans") == true)
        #expect(shadowed.first?.message.hasSuffix("Move any phrases only zh has into zh-Hans and delete zh.") == true)

        let borrowed = report.findings(.borrowedLocale)
        #expect(borrowed.map(\.locale) == ["es-419", "pt-PT"], "\(borrowed)")
        #expect(borrowed.first?.message.hasPrefix("Speakers of es-ES (es by CLDR's likely subtags) get es-419's phrases, because the catalog has no es or es-ES.") == true)
        #expect(borrowed.last?.message.contains("Speakers of pt-BR (pt by CLDR's likely subtags) get pt-PT's phrases") == true)
        #expect(borrowed.last?.message.hasSuffix("or rename pt-PT to pt if it is meant for every pt speaker.") == true)
        // `no` is what nb and nn fall back to in CLDR: no finding.
        #expect(!report.findings.contains { $0.locale == "no" && ($0.rule == .shadowedLocale || $0.rule == .borrowedLocale) })
    }

    @Test func aRegionalLocaleBesideItsLanguageIsNotShadowed() throws {
        // pt is what pt-PT and pt-AO fall back to even beside pt-BR; es serves es-MX beside es-ES.
        let report = try fixture(["pt", "pt-BR", "es", "es-ES", "zh-Hans", "zh-Hant"]).lint()
        #expect(report.findings(.shadowedLocale).isEmpty, "\(report.findings(.shadowedLocale))")
        #expect(report.findings(.borrowedLocale).isEmpty, "\(report.findings(.borrowedLocale))")
    }

    @Test func aNearerChildIsTheOneNamedAndLegacyFilesAreCited() throws {
        let report = try fixture(["es-MX", "es-419", "zh-TW"]).lint()
        let borrowed = report.findings(.borrowedLocale)
        #expect(borrowed.map(\.locale) == ["es-419"], "\(borrowed)")  // zh-TW never serves zh
        #expect(borrowed.first?.file?.hasSuffix("/es-419.lproj/AppShortcuts.strings") == true)
    }

    @Test func aBareZhBesideZhHansIsShadowed() throws {
        // A real pattern: an old zh.lproj kept after zh-Hans.lproj was added.
        let report = try fixture(["zh", "zh-Hans"]).lint()
        #expect(report.findings(.shadowedLocale).map(\.locale) == ["zh"])
        #expect(report.findings(.shadowedLocale).first?.file?.hasSuffix("/zh.lproj/AppShortcuts.strings") == true)
    }
}
