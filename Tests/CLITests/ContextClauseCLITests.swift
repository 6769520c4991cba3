import Foundation
import TestSupport
import Testing

/// A request that gives context besides what it asks ("…, I'm ironing shirts") is read a
/// second time without that clause when the whole matches nothing, and the part read as the
/// request is shown (`match.request` in JSON, a `request:` line in text). Every utterance here
/// was written for these tests; each one matched nothing before the second reading.
@Suite("Context beside the request")
struct ContextClauseCLITests {
    private func match(_ utterance: String, locale: String = "en", catalog: String) throws -> (match: [String: Any]?, status: Int32) {
        let run = try shortcutpreview([utterance, "--locale", locale, "--catalog", Repo.catalog(catalog), "--json"])
        return (try jsonObject(run.stdout)["match"] as? [String: Any], run.status)
    }

    /// The UTF-16 slice `start..<end` of `text`, as JSON offsets count.
    private func slice(_ text: String, _ range: [String: Any]) -> String? {
        guard let start = range["start"] as? Int, let end = range["end"] as? Int else { return nil }
        let units = Array(text.utf16)
        guard start >= 0, start <= end, end <= units.count else { return nil }
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    @Test(arguments: [
        // A trailing clause after a comma.
        ("put on Dune Part 2 in Theater, I'm ironing shirts and folding towels", "en", "Theater", "PlayShow", "put on Dune Part 2 in Theater"),
        // After a word that starts context ("while").
        ("stream Dune Part 2 on Theater while I fold the laundry", "en", "Theater", "PlayShow", "stream Dune Part 2 on Theater"),
        // A leading clause.
        ("My feet hurt from walking all day, sum up my grocery list in Demo", "en", "Demo", "SummarizeList", "sum up my grocery list in Demo"),
        // Japanese, after the ideographic comma.
        ("Demoの買い物リストに卵を足しといて、冷蔵庫が空っぽなんだ", "ja", "Demo", "AddItem", "Demoの買い物リストに卵を足しといて"),
    ])
    func theRequestClauseMatches(utterance: String, locale: String, catalog: String, intent: String, request: String) throws {
        let result = try match(utterance, locale: locale, catalog: catalog)
        #expect(result.status == 0)
        let match = try #require(result.match, "\(utterance) matched nothing")
        #expect(match["intent"] as? String == intent)
        let range = try #require(match["request"] as? [String: Any])
        #expect(range["text"] as? String == request)
        #expect(slice(utterance, range) == request, "offsets count UTF-16 units of the whole utterance")
        // The words that carried the match lie in the request, at their place in the whole.
        let evidence = try #require(match["evidence"] as? [[String: Any]])
        #expect(!evidence.isEmpty)
        for word in evidence {
            #expect(slice(utterance, word) == word["text"] as? String)
            #expect((word["start"] as? Int ?? -1) >= (range["start"] as? Int ?? 0))
            #expect((word["end"] as? Int ?? .max) <= (range["end"] as? Int ?? 0))
        }
    }

    @Test func aNamedValueKeepsItsPlaceInTheWholeUtterance() throws {
        let utterance = "My feet hurt from walking all day, sum up my grocery list in Demo"
        let match = try #require(try match(utterance, catalog: "Demo").match)
        let list = try #require((match["parameters"] as? [String: Any])?["list"] as? [String: Any])
        #expect(list["id"] as? String == "groceries")
        #expect(slice(utterance, list) == "grocery list")
    }

    @Test func theTextOutputShowsTheRequest() throws {
        let run = try shortcutpreview(["put on Dune Part 2 in Theater, I'm ironing shirts and folding towels", "--catalog", Repo.catalog("Theater")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  request: \"put on Dune Part 2 in Theater\" (the rest read as context)"), "\(run.stdout)")
    }

    @Test func aWholeThatMatchesHasNoRequestRange() throws {
        let match = try #require(try match("Play Dune Part 2 in Theater", catalog: "Theater").match)
        #expect(match["request"] is NSNull)
        let text = try shortcutpreview(["Play Dune Part 2 in Theater", "--catalog", Repo.catalog("Theater")])
        #expect(!text.stdout.contains("request:"))
    }

    /// The clause set aside must not ask for something the shortcut does not do.
    @Test func contextThatAsksAnotherActionIsNotSetAside() throws {
        let result = try match("order my usual from Soup Chef, and cancel the old one", catalog: "SoupChef")
        #expect(result.match == nil)
        #expect(result.status == 1)
    }

    /// Two clauses of which neither asks anything of the app match nothing.
    @Test func clausesThatAskNothingMatchNothing() throws {
        let result = try match("I'm ironing shirts, it's sunny today in Theater", catalog: "Theater")
        #expect(result.match == nil)
    }
}
