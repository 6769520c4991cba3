import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// "gist" is an action word only SummarizeList's phrases say (as summary): it carries the
/// request from under the threshold, and the threshold rule then reports the match.
@Suite("Acceptance rules: an action word of one shortcut's own")
struct OwnWordRuleTests {
    /// The English table, as the command line matches English.
    static func dense() throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        return configuration
    }

    static let utterance = "I need the gist of my to-dos in Demo"

    @Test func theWordCarriesItsShortcutFromUnderTheThreshold() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: Self.dense()).match(Self.utterance)
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "SummarizeList")
        #expect(match.score < MatcherConfiguration.defaultThreshold)
        #expect(result.rule == .threshold)
    }

    @Test func withoutTheSlackItIsBelowTheThreshold() throws {
        var configuration = try Self.dense()
        configuration.ownWordSlack = 0
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: configuration).match(Self.utterance)
        #expect(result.match == nil)
        #expect(result.reason == .belowThreshold)
        #expect(result.rule == .threshold)
    }
}
