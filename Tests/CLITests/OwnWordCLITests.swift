import Foundation
import TestSupport
import Testing

/// An action word that only one shortcut's phrases say names what is asked, even when that
/// shortcut ranks behind others and under the threshold (`MatcherConfiguration.ownWordSlack`).
@Suite("The request's own action word")
struct OwnWordCLITests {
    /// Written for this test: "gist" is SummarizeList's word alone; AddItem and MarkItemDone,
    /// which share "to-dos", rank above it.
    @Test func aRunnerUpUnderTheThresholdIsHeardForItsWord() throws {
        let run = try shortcutpreview(["I'd love the gist of everything on my Demo to-dos", "--json"])
        #expect(run.status == 0, "\(run)")
        let result = try jsonObject(run.stdout)
        let match = try #require(result["match"] as? [String: Any])
        #expect(match["intent"] as? String == "SummarizeList")
        let leader = try #require((result["candidates"] as? [[String: Any]])?.first)
        #expect(leader["intent"] as? String != "SummarizeList")
        let score = try #require(match["score"] as? Double)
        #expect(score < 0.5, "under the threshold")
        // Carried by its word, it is reported as sure as a match at the threshold.
        let confidence = try #require(match["confidence"] as? Double)
        #expect(confidence >= 0.8)
    }

    /// The same request without the word is no match: the scores alone do not carry it.
    @Test func withoutTheWordNothingMatches() throws {
        let run = try shortcutpreview(["I'd love everything on my Demo to-dos", "--json"])
        #expect(run.status == 1, "\(run.stdout)")
        #expect(try jsonObject(run.stdout)["match"] is NSNull)
    }
}
