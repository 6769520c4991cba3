import ShortcutPreviewCore
import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Bad input gives one-line typed errors")
struct BadInputTests {
    private func load(manifest: String) throws -> ShortcutPreviewError? {
        let directory = try Fixtures.catalog(manifest: manifest)
        defer { directory.remove() }
        do {
            _ = try Catalog.load(directory: directory.url)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedJSON() throws {
        let error = try #require(try load(manifest: "{\"sourceLanguage\": \"en\",, }"))
        #expect(error.code == .syntax)
        #expect(error.position == "line 1, column 25")
        #expect(error.description.hasSuffix("AppShortcuts.json: line 1, column 25: expected a quoted member name (fix the JSON syntax)"))
    }

    @Test func truncatedJSON() throws {
        let truncated = String(Fixtures.manifest.prefix(Fixtures.manifest.count / 2))
        let error = try #require(try load(manifest: truncated))
        #expect(error.code == .syntax)
        #expect(error.reason.contains("truncated"))
    }

    @Test func wrongJSONTypeNamesThePath() throws {
        let manifest = Fixtures.manifest.replacing(
            #""phrases": ["Create a list in ${applicationName}"]"#, with: #""phrases": 3"#)
        let error = try #require(try load(manifest: manifest))
        #expect(error.code == .wrongType)
        #expect(error.jsonPath?.description == "$.shortcuts[1].phrases")
        #expect(error.description.hasSuffix("AppShortcuts.json: at $.shortcuts[1].phrases: expected a list of phrase strings, found number (fix the value's type)"))
    }

    @Test func missingRequiredMember() throws {
        let manifest = Fixtures.manifest.replacing(#""intent": "CreateList","#, with: "")
        let error = try #require(try load(manifest: manifest))
        #expect(error.code == .missingValue)
        #expect(error.jsonPath?.description == "$.shortcuts[1].intent")
    }

    @Test func invalidUTF8() throws {
        let directory = try TempFolder()
        defer { directory.remove() }
        try directory.write("AppShortcuts.json", bytes: Array(#"{"sourceLanguage": "e"#.utf8) + [0xC3] + Array(#"n"}"#.utf8))
        let error = expectCatalogError(.invalidEncoding) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.position == "line 1, column 22")
    }

    @Test func emptyFile() throws {
        let error = try #require(try load(manifest: ""))
        #expect(error.code == .emptyFile)
        #expect(error.description.hasSuffix("AppShortcuts.json: file is empty (write the content or remove the file)"))
    }

    @Test func unterminatedPlaceholderInManifest() throws {
        let manifest = Fixtures.manifest.replacing("Create a list in ${applicationName}", with: "Create a list in ${applicationName")
        let error = try #require(try load(manifest: manifest))
        #expect(error.code == .unterminatedPlaceholder)
        #expect(error.jsonPath?.description == "$.shortcuts[1].phrases[0]")
        #expect(error.locale == "en")
    }

    @Test(arguments: ["klingon", "xx-!!", "jp", ""])
    func unknownLocaleInManifest(_ tag: String) throws {
        let manifest = Fixtures.manifest.replacing(#""sourceLanguage": "en""#, with: #""sourceLanguage": "\#(tag)""#)
        let error = try #require(try load(manifest: manifest))
        #expect(error.code == .invalidLocale)
        #expect(error.jsonPath?.description == "$.sourceLanguage")
    }

    @Test func missingFolderAndManifest() throws {
        let directory = try TempFolder()
        defer { directory.remove() }
        expectCatalogError(.missingFile) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        expectCatalogError(.missingFile) { () throws(ShortcutPreviewError) in
            _ = try Catalog.load(directory: directory.url.appendingPathComponent("nope"))
        }
    }

    @Test func duplicateIntentIsRejected() throws {
        let manifest = Fixtures.manifest.replacing(#""intent": "CreateList""#, with: #""intent": "SummarizeList""#)
        let error = try #require(try load(manifest: manifest))
        #expect(error.code == .invalidValue)
        #expect(error.jsonPath?.description == "$.shortcuts[1].intent")
    }

    @Test func fileOverFiftyMegabytesIsRefusedBeforeReading() throws {
        let directory = try Fixtures.catalog()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("AppShortcuts.xcstrings").path
        // A sparse file: 51 MB long without writing 51 MB.
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, 51 * 1024 * 1024) == 0)
        let error = expectCatalogError(.fileTooLarge) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.reason.contains("over the 50 MB limit") == true)
    }

    @Test func tenMegabyteCatalogLoads() throws {
        // ~10 MB of hand-written keys that translate nothing: must parse, and be reported unused.
        var strings: [(String, JSONValue)] = []
        let padding = String(repeating: "x", count: 400)
        for index in 0..<20_000 {
            strings.append(("Unused phrase \(index) \(padding) in ${applicationName}", .object([
                ("localizations", .object([("ja", .object([("stringUnit", .object([
                    ("state", .string("translated")), ("value", .string("未使用 \(index) ${applicationName}")),
                ]))]))])),
            ])))
        }
        let text = JSONWriter.write(.object([("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0"))]))
        #expect(text.utf8.count > 10_000_000)
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": text])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.unusedKeys.count == 20_000)
        #expect(catalog.locales == ["en", "ja"])
    }
}

@Suite("Locales")
struct LocaleTests {
    @Test func canonicalisesTags() throws {
        #expect(try LocaleTag(parsing: "zh_hans_cn").identifier == "zh-Hans-CN")
        #expect(try LocaleTag(parsing: "PT-br").identifier == "pt-BR")
        #expect(try LocaleTag(parsing: "es-419").identifier == "es-419")
        #expect(try LocaleTag(parsing: "tlh").identifier == "tlh")
        #expect(try LocaleTag(parsing: "zh-Hans-CN").fallbacks == ["zh-Hans-CN", "zh-Hans", "zh"])
        // ICU's CLDR data: zh-Hant's parent is root, so Traditional never falls back to zh (Simplified).
        #expect(try LocaleTag(parsing: "zh-TW").fallbacks == ["zh-TW", "zh-Hant-TW", "zh-Hant"])
        #expect(try LocaleTag(parsing: "es-MX").fallbacks == ["es-MX", "es-419", "es"])
        #expect(try LocaleTag(parsing: "nb-NO").fallbacks == ["nb-NO", "nb", "no"])
    }

    @Test(arguments: ["klingon", "xx-!!", "xx", "jp", "en-", "e1", "en-US-x", "de-DE-1"])
    func rejectsIllFormedOrUnknownTags(_ tag: String) {
        let error = expectCatalogError(.invalidLocale) { () throws(ShortcutPreviewError) in _ = try LocaleTag(parsing: tag) }
        #expect(error?.locale == tag)
    }

    @Test func resolvesWithFallback() throws {
        let directory = try Fixtures.catalog(files: [
            "ja.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "${applicationName}でリストを作成";"#,
            "zh-Hans.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "在${applicationName}中创建列表";"#,
            "pt-BR.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "Criar lista no ${applicationName}";"#,
            "pt.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "Criar lista na ${applicationName}";"#,
        ])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.locales == ["en", "ja", "pt", "pt-BR", "zh-Hans"])
        #expect(try catalog.resolveLocale("ja-JP") == "ja")
        #expect(try catalog.resolveLocale("zh-Hans-CN") == "zh-Hans")
        #expect(try catalog.resolveLocale("zh-CN") == "zh-Hans")
        #expect(try catalog.resolveLocale("zh") == "zh-Hans")  // CLDR likely subtags
        #expect(try catalog.resolveLocale("zh-TW") == nil)  // Traditional, which the catalog lacks
        #expect(try catalog.resolveLocale("pt-BR") == "pt-BR")
        #expect(try catalog.resolveLocale("pt-PT") == "pt")
        #expect(try catalog.resolveLocale("en-GB") == "en")
        #expect(try catalog.resolveLocale("fr") == nil)
        expectCatalogError(.invalidLocale) { () throws(ShortcutPreviewError) in _ = try catalog.resolveLocale("klingon") }
    }
}
