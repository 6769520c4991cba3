import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: the threshold")
struct ThresholdRuleTests {
    @Test func aParaphraseAboveTheThresholdMatches() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("Give me the rundown of my grocery list in Demo")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.kind == .flexible)
        #expect(match.score >= MatcherConfiguration.defaultThreshold)
        #expect(result.rule == .threshold)
    }

    @Test func nothingCloseIsBelowTheThreshold() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("what's the weather in Demo")
        #expect(result.match == nil)
        #expect(result.reason == .belowThreshold)
        #expect(result.rule == .threshold)
    }

    @Test func aHigherThresholdTurnsTheSameParaphraseAway() throws {
        var configuration = MatcherConfiguration()
        configuration.threshold = 0.99
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: configuration).match("Give me the rundown of my grocery list in Demo")
        #expect(result.match == nil)
        #expect(result.rule == .threshold)
    }
}
