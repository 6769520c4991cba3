import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: the action check")
struct ActionCheckRuleTests {
    /// The English table, as the command line matches English.
    static func dense() throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        return configuration
    }

    @Test func anActionNoShortcutDoesIsTurnedAway() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: Self.dense()).match("Delete my grocery list in Demo")
        #expect(result.match == nil)
        #expect(result.rule == .actionCheck)
        #expect(result.reason == .actionMismatch)
        #expect(result.nearMiss != nil)
    }

    /// The leader agrees only through the list, and "take me to" is what OpenList's phrases say.
    @Test func aRunnerUpThatSaysTheActionIsChosen() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: Self.dense()).match("Take me to my work list in Demo")
        let match = try #require(result.match)
        #expect(match.intent == "OpenList")
        #expect(match.passedOver.map(\.intent) == ["SummarizeList"])
    }

    @Test func turnedOffTheLeaderMatches() throws {
        var configuration = try Self.dense()
        configuration.checksAction = false
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: configuration).match("Delete my grocery list in Demo")
        #expect(result.match != nil)
        #expect(result.rule == .threshold)
    }
}
