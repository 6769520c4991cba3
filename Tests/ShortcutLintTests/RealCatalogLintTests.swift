import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutCatalog
@testable import ShortcutLint
import TestSupport
import Testing

/// Lint fixes found on real apps' catalogs, each on a fixture shaped like the real case.
@Suite struct RealCatalogLintTests {
    /// A String Catalog in Xcode's extracted form: one stringSet key per shortcut.
    static func stringSetCatalog(_ entries: [(key: String, values: [String], state: String)], locale: String) -> String {
        JSONWriter.write(.object([
            ("sourceLanguage", .string("en")),
            ("strings", .object(entries.map { entry -> (String, JSONValue) in
                (entry.key, .object([
                    ("extractionState", .string("extracted_with_value")),
                    ("localizations", .object([
                        (locale, .object([("stringSet", .object([("state", .string(entry.state)), ("values", .array(entry.values.map(JSONValue.string)))]))])),
                    ])),
                ]))
            })),
            ("version", .string("1.0")),
        ]))
    }

    /// The real case: a shortcut with a parameter reported as confusable under its expanded
    /// text ("Open Groceries in Demo"), a key no file has; and the same pair of phrases as a
    /// conflicting-phrase error a second time.
    @Test func confusablePhrasesNameTheirRealKeyAndSkipConflicts() throws {
        var fixture = LintFixture()
        fixture.shortcut("OpenList", ["Open ${list} in ${applicationName}", "Open my lists in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.shortcut("ShowList", ["Show ${list} in ${applicationName}", "Open my lists in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.type("TodoList", titles: ["Groceries", "Work"])
        let directory = try fixture.write()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = try Catalog.load(directory: directory)
        var linter = Linter()
        linter.confusionScore = 0.5
        let report = linter.lint(catalog)

        #expect(report.findings(.conflictingPhrase).count == 1)
        let confusable = report.findings(.confusablePhrases)
        #expect(!confusable.isEmpty, "\(report.findings)")
        for finding in confusable {
            #expect(!finding.message.contains("\"Open my lists in Demo\" (OpenList) scores"), "repeats the conflict: \(finding)")
            #expect(!finding.message.contains("\"Open my lists in Demo\" (ShowList) scores"), "repeats the conflict: \(finding)")
            let key = try #require(finding.key)
            #expect(key.hasPrefix("$.shortcuts["), "a manifest phrase's key is its JSON path: \(finding)")
            #expect(finding.file == catalog.files.manifest)
        }
        let expanded = try #require(confusable.first { $0.message.contains("Groceries") || $0.message.contains("Work") })
        #expect(expanded.message.contains("(from \"Open ${list} in ${applicationName}\")") || expanded.message.contains("(from \"Show ${list} in ${applicationName}\")"))
    }

    /// The real case: a stringSet key marked needs_review in one locale produced one finding
    /// per value (72 of 338 findings on one catalog).
    @Test func needsReviewIsOneFindingPerKeyAndLocale() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open my list in ${applicationName}", "Show my list in ${applicationName}", "View my list in ${applicationName}", "List in ${applicationName}"])
        fixture.shortcut("Create", ["Create a list in ${applicationName}"])
        fixture.files["AppShortcuts.xcstrings"] = Self.stringSetCatalog([
            ("Open my list in ${applicationName}", ["${applicationName}でリストを開く", "${applicationName}でリストを表示", "${applicationName}でリストを見る", "${applicationName}のリスト"], "needs_review"),
            ("Create a list in ${applicationName}", ["${applicationName}でリストを作成"], "translated"),
        ], locale: "ja")
        let report = try fixture.lint()
        let review = report.findings(.needsReview)
        #expect(review.count == 1, "\(review)")
        #expect(review.first?.locale == "ja")
        #expect(review.first?.key == "Open my list in ${applicationName}")
        #expect(review.first?.message.hasPrefix("4 translations under this key, such as \"${applicationName}でリストを開く\", are marked needs_review.") == true)
        #expect(report.ruleCounts.first { $0.rule == .needsReview }?.count == 1)
    }

    /// The real case: an app ships `AppShortcuts.xcstrings` with `"strings": {}`.
    @Test func emptyStringCatalogIsOneFinding() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open my list in ${applicationName}"])
        fixture.files["AppShortcuts.xcstrings"] = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#
        let report = try fixture.lint()
        let empty = report.findings(.emptyStringCatalog)
        #expect(empty.count == 1)
        #expect(empty.first?.key == "$.strings")
        #expect(empty.first?.file?.hasSuffix("AppShortcuts.xcstrings") == true)
        #expect(empty.first?.severity == .warning)
        #expect(report.findings.count == 1, "\(report.findings)")
    }

    @Test func aCatalogWithStringsHasNoEmptyFinding() throws {
        let report = Linter().lint(try Catalog.load(directory: Repo.catalogFolder("Demo")))
        #expect(report.findings(.emptyStringCatalog).isEmpty)
    }
}
