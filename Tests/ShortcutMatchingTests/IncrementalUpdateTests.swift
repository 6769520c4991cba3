import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// `updating(catalog:)` after the app's parameter values changed, against a full rebuild.
@Suite("Updating parameter values")
struct IncrementalUpdateTests {
    /// The Demo catalog with TodoList changed: "Work" renamed "Office Tasks" (and 仕事 to
    /// 会社の仕事), and a new value `books` ("Reading List", 読書リスト) added.
    static func changedDemo() throws -> (TempFolder, Catalog) {
        let folder = try TempFolder()
        for name in ["AppShortcuts.json", "AppShortcuts.xcstrings"] {
            try FileManager.default.copyItem(at: Repo.catalogFolder("Demo").appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let manifestURL = folder.url.appendingPathComponent("AppShortcuts.json")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let edits = [
            (#""en": "Work","#, #""en": "Office Tasks","#),
            (#""ja": "仕事","#, #""ja": "会社の仕事","#),
            (#"""
                    {
                      "id": "packing",
            """#, #"""
                    {
                      "id": "books",
                      "title": { "en": "Reading List", "ja": "読書リスト", "zh-Hans": "阅读清单", "vi": "Danh sách đọc" },
                      "synonyms": { "en": ["books to read"], "ja": ["読みたい本"] }
                    },
                    {
                      "id": "packing",
            """#),
        ]
        for (old, new) in edits {
            #expect(manifest.contains(old), "the Demo manifest no longer contains \(old)")
            manifest = manifest.replacingOccurrences(of: old, with: new)
        }
        try Data(manifest.utf8).write(to: manifestURL)
        return (folder, try Catalog.load(directory: folder.url))
    }

    static let utterances: [String: [String]] = [
        "en": ["Summarize Reading List in Demo", "open my office tasks in Demo", "Show Work in Demo", "add books to read to Demo",
               "add something to my grocery list in Demo", "Summarize my lists in Demo", "what's the weather tomorrow",
               "Send Demo summary to the store", "summarize my readng list in Demo", "Create a new list in Demo"],
        "ja": ["Demoの読書リストを要約", "Demoの会社の仕事を開いて", "Demoで仕事を開く", "Demoにある買い物リストの要約をくれ",
               "明日の天気は？", "Demoの概要をお店に送って"],
    ]

    @Test(arguments: ["en", "ja"])
    func updateEqualsFullRebuild(locale: String) throws {
        let (folder, changed) = try Self.changedDemo()
        defer { folder.remove() }
        let original = try Matcher(catalog: Repo.demoCatalog(), locale: locale)
        let updated = try original.updating(catalog: changed)
        let rebuilt = try Matcher(catalog: changed, locale: locale)

        #expect(updated.phrases.map(\.text) == rebuilt.phrases.map(\.text))
        #expect(updated.analyzedPhraseCount > 0, "the new value's phrases must be analysed")
        #expect(updated.analyzedPhraseCount < rebuilt.analyzedPhraseCount,
                "update analysed \(updated.analyzedPhraseCount) texts, full build \(rebuilt.analyzedPhraseCount)")
        // Only texts the original did not have were analysed.
        let known = Set(original.phrases.map(\.text))
        #expect(updated.analyzedPhraseCount == Set(rebuilt.phrases.map(\.text)).subtracting(known).count
                || updated.analyzedPhraseCount == rebuilt.phrases.filter { !known.contains($0.text) }.count)

        for utterance in try #require(Self.utterances[locale]) {
            let fromUpdate = ComparableOutcome(try updated.match(utterance))
            let fromRebuild = ComparableOutcome(try rebuilt.match(utterance))
            #expect(fromUpdate.agrees(with: fromRebuild), "\(utterance): update \(fromUpdate), rebuild \(fromRebuild)")
            let exactUpdate = ComparableOutcome(try updated.match(utterance, exactOnly: true))
            let exactRebuild = ComparableOutcome(try rebuilt.match(utterance, exactOnly: true))
            #expect(exactUpdate.agrees(with: exactRebuild), "\(utterance) (exact): update \(exactUpdate), rebuild \(exactRebuild)")
        }
    }

    @Test func updatedMatcherKnowsTheNewAndRenamedValues() throws {
        let (folder, changed) = try Self.changedDemo()
        defer { folder.remove() }
        let original = try Matcher(catalog: Repo.demoCatalog(), locale: "en")
        let updated = try original.updating(catalog: changed)

        let added = try #require(try updated.match("Summarize Reading List in Demo").match)
        #expect(added.intent == "SummarizeList")
        #expect(added.kind == .exact)
        #expect(added.parameter("list")?.valueID == "books")
        #expect(try original.match("Summarize Reading List in Demo").match?.parameter("list")?.valueID == nil)

        let renamed = try #require(try updated.match("Open Office Tasks in Demo").match)
        #expect(renamed.intent == "OpenList")
        #expect(renamed.parameter("list")?.valueID == "work")
        // The old title is gone; its synonyms ("work list") remain.
        #expect(try updated.match("Open Work in Demo", exactOnly: true).match == nil)
        #expect(try original.match("Open Work in Demo", exactOnly: true).match?.parameter("list")?.valueID == "work")
        #expect(try updated.match("Open work list in Demo").match?.parameter("list")?.valueID == "work")
    }

    @Test func updatingWithTheSameCatalogAnalysesNothing() throws {
        let catalog = try Repo.demoCatalog()
        let matcher = try Matcher(catalog: catalog, locale: "en")
        #expect(matcher.analyzedPhraseCount == matcher.phrases.count || matcher.analyzedPhraseCount == Set(matcher.phrases.map(\.text)).count)
        let same = try matcher.updating(catalog: catalog)
        #expect(same.analyzedPhraseCount == 0)
        for utterance in try #require(Self.utterances["en"]) {
            let reused = ComparableOutcome(try same.match(utterance))
            let original = ComparableOutcome(try matcher.match(utterance))
            #expect(reused.agrees(with: original), "\(utterance): updated \(reused), original \(original)")
        }
    }
}
