import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: nothing asked")
struct NothingAskedRuleTests {
    @Test(arguments: ["Demo", "hello Demo", "is Demo free?"])
    func theNameAloneAGreetingOrAQuestionAboutTheAppAskNothing(utterance: String) throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "en").match(utterance)
        #expect(result.match == nil)
        #expect(result.rule == .nothingAsked)
        #expect(result.reason == .noAction)
    }
}
