import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Looking is not switching something on or off: a request only to see something ("見せて",
/// show) does not run a shortcut whose phrases only start, stop, pause or switch. Runaway, a
/// running app, is one of the development apps (Tests/HeldOutApps11); the utterances were
/// written for these tests.
@Suite("Looking")
struct LookingTests {
    private func match(_ utterance: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps11/Runaway"))
        return try Matcher(catalog: catalog, locale: "ja", configuration: configuration).match(utterance)
    }

    @Test func askingToSeeIsNotStarting() throws {
        let result = try match("ランナウェイで先週の走行距離を見せて")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("ランナウェイでランを始めて", "StartRunIntent"), ("ランナウェイでランを止めて", "StopRunIntent")])
    func theShortcutsOwnActionsStillRunIt(utterance: String, intent: String) throws {
        #expect(try match(utterance).match?.intent == intent)
    }
}
