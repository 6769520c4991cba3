import Foundation
import TestSupport
import Testing

/// A lower score that wins says why: the shortcuts the action check set aside, in text and
/// JSON (`match.passedOver`).
@Suite("Chosen over")
struct PassedOverCLITests {
    @Test func theShortcutsSetAsideAreNamedWithTheirWord() throws {
        let arguments = ["在演示的工作清单里记上开会", "--locale", "zh-Hans", "--catalog", Repo.catalog("Demo")]
        let json = try shortcutpreview(arguments + ["--json"])
        #expect(json.status == 0, "\(json)")
        let match = try #require(try jsonObject(json.stdout)["match"] as? [String: Any])
        #expect(match["intent"] as? String == "AddItem")
        let passed = try #require(match["passedOver"] as? [[String: Any]])
        #expect(passed.compactMap { $0["intent"] as? String } == ["OpenList", "SummarizeList", "CreateList"])
        #expect(passed.first?["reason"] as? String == "\"记上\" is not what OpenList does")
        let score = try #require(match["score"] as? Double)
        #expect(passed.allSatisfy { ($0["score"] as? Double ?? 0) > score })

        let text = try shortcutpreview(arguments)
        let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("  chosen over OpenList (score ") }, "\(text.stdout)")
        #expect(line.hasSuffix("): \"记上\" is not what OpenList does"), "\(line)")
    }

    @Test func aLeaderThatMatchesHasAnEmptyList() throws {
        let json = try shortcutpreview(["summarize my grocery list in Demo", "--json"])
        let match = try #require(try jsonObject(json.stdout)["match"] as? [String: Any])
        #expect((match["passedOver"] as? [Any])?.isEmpty == true)
        let text = try shortcutpreview(["summarize my grocery list in Demo"])
        #expect(!text.stdout.contains("chosen over"))
    }
}
