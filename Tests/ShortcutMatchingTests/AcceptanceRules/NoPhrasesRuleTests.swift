import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: no phrases in the locale")
struct NoPhrasesRuleTests {
    @Test func aLocaleWithoutPhrasesSaysSo() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "fr").match("Résume ma liste de courses dans Demo")
        #expect(result.match == nil)
        #expect(result.reason == .noPhrasesInLocale)
        #expect(result.rule == .noPhrases)
        #expect(result.candidates.isEmpty)
    }
}
