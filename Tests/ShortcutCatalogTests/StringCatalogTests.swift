import ShortcutPreviewCore
import StrictJSON
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("String Catalog reader")
struct StringCatalogTests {
    @Test func readsXcodeExtractedForm() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.extractedCatalog])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)

        #expect(catalog.locales == ["en", "ja"])
        #expect(catalog.texts("CreateList", "ja") == ["${applicationName}でリストを作成", "${applicationName}で新しいリスト"])
        #expect(catalog.texts("SummarizeList", "ja") == ["${applicationName}の${list}を要約"])
        // The manifest, not the catalog, is the source of truth for the source language.
        #expect(catalog.texts("SummarizeList", "en") == ["Summarize ${list} in ${applicationName}", "Summarize my lists in ${applicationName}"])
        let summarize = catalog.content(for: "ja").phrases(for: "SummarizeList")[0]
        #expect(summarize.state == .needsReview)
        #expect(summarize.form == .stringSet)
        #expect(summarize.source.key == "Summarize ${list} in ${applicationName}")
        #expect(summarize.source.file.hasSuffix("AppShortcuts.xcstrings"))
        #expect(catalog.unusedKeys.isEmpty)
        #expect(catalog.files.stringCatalog != nil)
    }

    @Test func readsHandWrittenFormIncludingNegativePhrases() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.manualCatalog])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)

        let japanese = catalog.content(for: "ja")
        #expect(japanese.phrases(for: "SummarizeList").map(\.template.text) == ["${applicationName}の${list}を要約", "${applicationName}でリストを要約"])
        #expect(japanese.phrases(for: "SummarizeList").map(\.state) == [.translated, .stale])
        #expect(japanese.phrases(for: "SummarizeList")[1].sourceKey == "Summarize my lists in ${applicationName}")
        #expect(japanese.phrases(for: "CreateList").isEmpty)
        #expect(japanese.negativePhrases.map(\.template.text) == ["${applicationName}の要約を店に送る"])
    }

    @Test func readsMixtureAndReportsUnusedKeys() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.mixedCatalog])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)

        #expect(catalog.locales == ["en", "fr"])
        #expect(catalog.texts("CreateList", "fr") == ["Créer une liste dans ${applicationName}"])
        #expect(catalog.texts("SummarizeList", "fr") == ["Résume ${list} dans ${applicationName}", "Résume mes listes dans ${applicationName}"])
        #expect(catalog.content(for: "fr").phrases(for: "CreateList")[0].form == .stringUnit)
        #expect(catalog.unusedKeys.map(\.key) == ["Forgotten phrase in ${applicationName}"])
    }

    @Test(arguments: ["1.0", "1.1", "1.2", "1.3"])
    func acceptsKnownVersions(_ version: String) throws {
        let text = Fixtures.extractedCatalog.replacingVersion(with: version)
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": text])
        defer { directory.remove() }
        #expect(try Catalog.load(directory: directory.url).locales == ["en", "ja"])
    }

    @Test func rejectsUnknownVersion() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.extractedCatalog.replacingVersion(with: "2.0")])
        defer { directory.remove() }
        let error = expectCatalogError(.unsupportedVersion) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.jsonPath?.description == "$.version")
    }

    @Test func unterminatedPlaceholderNamesFileKeyAndLocale() throws {
        let broken = Fixtures.extractedCatalog.replacing("${applicationName}の${list}を要約", with: "${applicationNameの${list}を要約")
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": broken])
        defer { directory.remove() }
        let error = expectCatalogError(.unterminatedPlaceholder) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.locale == "ja")
        #expect(error?.key == "Summarize ${list} in ${applicationName}")
        #expect(error?.file.hasSuffix("AppShortcuts.xcstrings") == true)
    }

    /// Xcode 26 writes version 1.3 and marks machine translations `machine_translated`.
    @Test func readsAMachineTranslatedState() throws {
        let text = Fixtures.extractedCatalog.replacing("\"needs_review\"", with: "\"machine_translated\"").replacingVersion(with: "1.3")
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": text])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.content(for: "ja").phrases(for: "SummarizeList")[0].state == .machineTranslated)
    }

    @Test func unknownStateIsAnErrorAtItsPath() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.extractedCatalog.replacing("\"needs_review\"", with: "\"done\"")])
        defer { directory.remove() }
        let error = expectCatalogError(.invalidValue) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.jsonPath?.description == #"$.strings["Summarize ${list} in ${applicationName}"].localizations.ja.stringSet.state"#)
    }
}

extension String {
    func replacingVersion(with version: String) -> String {
        replacing("\"version\" : \"1.1\"", with: "\"version\" : \"\(version)\"")
    }
}
