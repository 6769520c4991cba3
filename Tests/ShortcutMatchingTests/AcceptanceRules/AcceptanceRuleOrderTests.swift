import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The rules run in the order `AcceptanceRuleID` lists them, and the first that decides is
/// the one reported, so an utterance two rules would refuse gets the earlier rule's reason.
@Suite("Acceptance rules: order")
struct AcceptanceRuleOrderTests {
    @Test func theOrderIsThePipelines() {
        #expect(AcceptanceRuleID.allCases.map(\.rawValue) == [
            "noPhrases", "exactPhrase", "applicationName", "statement", "nothingAsked",
            "negativePhrase", "ownWord", "actionCheck", "threshold",
        ])
    }

    /// A statement without the app's name: the name gate comes before the statement check.
    @Test func theFirstRuleThatDecidesIsReported() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "ja").match("今日はほんとに疲れたよ")
        #expect(result.match == nil)
        #expect(result.rule == .applicationName)
        #expect(result.reason == .appNameMissing)
    }

    /// Every result a catalog's matcher gives names the rule that decided it.
    @Test(arguments: ["Summarize my lists in Demo", "Demo", "hello there", "Delete my grocery list in Demo",
                      "Take me to my work list in Demo", "what's the weather in Demo"])
    func everyResultNamesItsRule(utterance: String) throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match(utterance)
        #expect(result.rule != nil)
        #expect(result.rule != .ownWord, "the own-word rule never decides")
    }
}
