import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Migrating .strings to a String Catalog")
struct MigrationTests {
    static func legacyFolder() throws -> TempFolder {
        try Fixtures.catalog(files: [
            "en.lproj/AppShortcuts.strings": #"""
            "Summarize ${list} in ${applicationName}" = "Summarize ${list} in ${applicationName}";
            "Create a list in ${applicationName}" = "Create a list in ${applicationName}";
            """#,
            "ja.lproj/AppShortcuts.strings": #"""
            /* Japanese */
            "Summarize ${list} in ${applicationName}" = "${applicationName}の${list}を要約";
            "Summarize my lists in ${applicationName}" = "${applicationName}でリストを要約";
            "Create a list in ${applicationName}" = "${applicationName}でリストを作成";
            "Send ${applicationName} summary to the store" = "${applicationName}の要約を店に送る";
            """#,
            "zh_Hans.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "在${applicationName}中创建列表";"#,
        ])
    }

    @Test func roundTripKeepsEveryPhrase() throws {
        let directory = try Self.legacyFolder()
        defer { directory.remove() }
        let before = try Catalog.load(directory: directory.url)
        let result = try StringCatalogMigrator.migrate(directory: directory.url, force: false)
        #expect(result.locales == ["en", "ja", "zh-Hans"])
        #expect(result.keys == 3)
        #expect(result.unusedKeys.isEmpty)

        let after = try Catalog.load(directory: directory.url)
        #expect(after.files.stringCatalog != nil)
        #expect(after.locales == before.locales)
        for locale in before.locales {
            for shortcut in before.shortcuts {
                #expect(after.texts(shortcut.intent, locale) == before.texts(shortcut.intent, locale), "\(shortcut.intent) \(locale)")
            }
            #expect(after.content(for: locale).negativePhrases.map(\.template.text) == before.content(for: locale).negativePhrases.map(\.template.text))
        }
        #expect(after.texts("SummarizeList", "ja") == ["${applicationName}の${list}を要約", "${applicationName}でリストを要約"])
        #expect(after.content(for: "ja").phrases(for: "SummarizeList").allSatisfy { $0.form == .stringSet })
    }

    @Test func writesXcodeExtractedFormat() throws {
        let directory = try Self.legacyFolder()
        defer { directory.remove() }
        _ = try StringCatalogMigrator.migrate(directory: directory.url, force: false)
        let text = try directory.read("AppShortcuts.xcstrings")
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Create a list in ${applicationName}" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [
                      "Create a list in ${applicationName}"
                    ]
                  }
                },
                "ja" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "${applicationName}でリストを作成"
                    ]
                  }
                },
                "zh-Hans" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "在${applicationName}中创建列表"
                    ]
                  }
                }
              }
            },
            "Send ${applicationName} summary to the store" : {
        """
        #expect(text.hasPrefix(expected))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let directory = try Self.legacyFolder()
        defer { directory.remove() }
        try directory.write("AppShortcuts.xcstrings", "keep me")
        let error = expectCatalogError(.alreadyExists) { () throws(ShortcutPreviewError) in
            _ = try StringCatalogMigrator.migrate(directory: directory.url, force: false)
        }
        #expect(error?.description.hasSuffix("AppShortcuts.xcstrings: the String Catalog already exists (pass --force to replace it)") == true)
        #expect(try directory.read("AppShortcuts.xcstrings") == "keep me")

        _ = try StringCatalogMigrator.migrate(directory: directory.url, force: true)
        #expect(try directory.read("AppShortcuts.xcstrings").hasPrefix("{\n  \"sourceLanguage\" : \"en\""))
    }

    @Test func folderWithoutLegacyFilesIsAnError() throws {
        let directory = try Fixtures.catalog()
        defer { directory.remove() }
        expectCatalogError(.missingFile) { () throws(ShortcutPreviewError) in
            _ = try StringCatalogMigrator.migrate(directory: directory.url, force: false)
        }
        #expect(!directory.exists("AppShortcuts.xcstrings"))
    }
}
