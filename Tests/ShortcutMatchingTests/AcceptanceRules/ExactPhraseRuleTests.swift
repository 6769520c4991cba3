import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: a phrase as written")
struct ExactPhraseRuleTests {
    @Test func aPhraseAsWrittenMatchesExactly() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("Summarize my lists in Demo")
        #expect(result.rule == .exactPhrase)
        #expect(result.match?.intent == "SummarizeList")
        #expect(result.match?.kind == .exact)
        #expect(result.candidates.first?.score == 1)
    }

    @Test func aNegativePhraseAsWrittenIsTurnedAway() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("Send Demo summary to the store")
        #expect(result.match == nil)
        #expect(result.rule == .exactPhrase)
        #expect(result.reason == .negativePhrase)
    }
}
