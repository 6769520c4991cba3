import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A phrase word of several classes means, in a shortcut, the class its other phrases say:
/// Roam's power shortcut says "テレビを消す" beside "電源を切る", so "消す" turns the TV off there
/// and does not delete it. Roam is one of the development apps (Tests/HeldOutApps3); the
/// utterances were written for this test.
@Suite("Words of several classes")
struct SeveralClassWordTests {
    private func match(_ utterance: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.url("Tests/HeldOutApps3/Roam"))
        return try Matcher(catalog: loaded, locale: "ja", configuration: configuration).match(utterance)
    }

    @Test func theShortcutsOtherPhrasesChooseTheClass() throws {
        let result = try match("ロームで寝室のテレビを消して")
        #expect(result.match?.intent == "PowerIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func theClassTheyRuleOutStillRulesOut() throws {
        let result = try match("ロームで寝室のテレビを削除して")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }
}
