import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

@Suite("Acceptance rules: statements")
struct StatementRuleTests {
    @Test func aStatementThatNamesTheAppAsksForNothing() throws {
        let result = try Matcher(catalog: Repo.demoCatalog(), locale: "ja").match("Demo、今日はほんとに疲れたよ")
        #expect(result.match == nil)
        #expect(result.rule == .statement)
        #expect(result.reason == .noAction)
    }
}
