import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

/// An app may write its phrases as keys ("SHOW_OPEN_IN_${applicationName}") and word them in the
/// source language's own table, as it words every other language: the source language then says
/// the table's wording, as Siri does. The catalogs were written for these tests.
@Suite("Phrases written as keys")
struct PhraseKeyTests {
    static let manifest = #"""
        {"sourceLanguage": "en", "application": {"name": "Mensa"}, "shortcuts": [
          {"intent": "ShowOpen", "shortTitle": "Open Now", "systemImageName": "clock",
           "phrases": ["SHOW_OPEN_IN_${applicationName}", "OPEN_NOW_IN_${applicationName}"]},
          {"intent": "ShowMenu", "shortTitle": "Menu", "systemImageName": "fork.knife",
           "phrases": ["Show the menu in ${applicationName}"]}]}
        """#

    static let legacyFiles = [
        "en.lproj/AppShortcuts.strings": #"""
        "SHOW_OPEN_IN_${applicationName}" = "Show open cafeterias in ${applicationName}";
        "OPEN_NOW_IN_${applicationName}" = "What's open now in ${applicationName}";
        """#,
        "ja.lproj/AppShortcuts.strings": #"""
        "SHOW_OPEN_IN_${applicationName}" = "${applicationName}で開いている食堂を表示";
        "Show the menu in ${applicationName}" = "${applicationName}でメニューを表示";
        """#,
    ]

    @Test func theSourceTableWordsTheKeys() throws {
        let directory = try Fixtures.catalog(manifest: Self.manifest, files: Self.legacyFiles)
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.texts("ShowOpen", "en") == ["Show open cafeterias in ${applicationName}", "What's open now in ${applicationName}"])
        // A phrase the table does not word stays as the manifest writes it.
        #expect(catalog.texts("ShowMenu", "en") == ["Show the menu in ${applicationName}"])
        // Other languages are still found by the key.
        #expect(catalog.texts("ShowOpen", "ja") == ["${applicationName}で開いている食堂を表示"])
        #expect(catalog.content(for: "en").phrases(for: "ShowOpen").first?.sourceKey == "SHOW_OPEN_IN_${applicationName}")
        #expect(catalog.unusedKeys.isEmpty)
    }

    @Test func aStringCatalogUnitWordsAKey() throws {
        let directory = try Fixtures.catalog(manifest: Self.manifest, files: [
            "AppShortcuts.xcstrings": #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "SHOW_OPEN_IN_${applicationName}": {"localizations": {
                "en": {"stringUnit": {"state": "new", "value": "Show open cafeterias in ${applicationName}"}},
                "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で開いている食堂を表示"}}}},
              "OPEN_NOW_IN_${applicationName}": {"localizations": {
                "en": {"stringUnit": {"state": "new", "value": "OPEN_NOW_IN_${applicationName}"}}}}}}
            """#,
        ])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        // A unit that repeats its key words nothing: the manifest's phrase stays.
        #expect(catalog.texts("ShowOpen", "en") == ["Show open cafeterias in ${applicationName}", "OPEN_NOW_IN_${applicationName}"])
        #expect(catalog.content(for: "en").phrases(for: "ShowOpen").allSatisfy { $0.state == .translated })
        #expect(catalog.texts("ShowOpen", "ja") == ["${applicationName}で開いている食堂を表示"])
    }

    @Test func migratingKeepsTheWording() throws {
        let directory = try Fixtures.catalog(manifest: Self.manifest, files: Self.legacyFiles)
        defer { directory.remove() }
        _ = try StringCatalogMigrator.migrate(directory: directory.url, force: false)
        for locale in ["en", "ja"] {
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("\(locale).lproj"))
        }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.files.stringCatalog != nil)
        #expect(catalog.texts("ShowOpen", "en") == ["Show open cafeterias in ${applicationName}", "What's open now in ${applicationName}"])
        #expect(catalog.texts("ShowOpen", "ja") == ["${applicationName}で開いている食堂を表示"])
    }
}
