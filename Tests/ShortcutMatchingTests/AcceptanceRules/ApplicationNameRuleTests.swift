import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: the app's name")
struct ApplicationNameRuleTests {
    @Test func withoutTheNameNothingMatchesAndTheNearMissSaysWhatWould() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("summarize my grocery list")
        #expect(result.match == nil)
        #expect(result.rule == .applicationName)
        #expect(result.reason == .appNameMissing)
        #expect(result.nearMiss?.intent == "SummarizeList")
    }

    @Test func withTheGateOffTheRuleStandsAside() throws {
        var configuration = MatcherConfiguration()
        configuration.requiresApplicationName = false
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en", configuration: configuration).match("summarize my grocery list")
        #expect(result.match?.intent == "SummarizeList")
        #expect(result.rule == .threshold)
    }
}
