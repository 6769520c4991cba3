import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: negative phrases")
struct NegativePhraseRuleTests {
    @Test func aCloseNegativePhraseThatAsksTheSameTurnsAway() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match("send the Demo summary to the store")
        #expect(result.match == nil)
        #expect(result.rule == .negativePhrase)
        #expect(result.explanation?.hasPrefix("closer to the negative phrase \"Send Demo summary to the store\"") == true)
    }
}
