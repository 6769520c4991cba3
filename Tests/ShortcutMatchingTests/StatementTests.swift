import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Small talk that names the app tells something and asks for nothing: in Japanese, a sentence
/// that ends as a statement ("よ", "ね", "んだ") with no form of a request ("て", "たい", a
/// question) is turned away, whatever words it shares with a phrase. The utterances were
/// written for this test.
@Suite("Statements")
struct StatementTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let loaded = try Catalog.load(directory: Repo.catalogFolder("Demo"))
        return try Matcher(catalog: loaded, locale: "ja").match(utterance)
    }

    @Test(arguments: ["Demo、今日はほんとに疲れたよ", "昨日Demoの話を友達にしたんだ"])
    func aStatementAsksForNothing(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match == nil, "\(result.match?.intent ?? "")")
        #expect(result.reason == .noAction)
    }

    @Test(arguments: ["Demoの買い物リストを見せてよ", "Demoの買い物リスト、もう見たいな"])
    func aRequestThatEndsLikeAStatementStillMatches(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == "OpenList", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
