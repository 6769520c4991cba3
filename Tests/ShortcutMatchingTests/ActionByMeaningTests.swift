import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// An English request that opens with a verb the lexicon does not list is read, by meaning, as
/// the lexicon's action nearest it: "abandon the puzzle" asks to quit, not to open it. The
/// catalog and utterances were written for these tests.
@Suite("Actions by meaning")
struct ActionByMeaningTests {
    static let manifest = """
        {"sourceLanguage": "en", "application": {"name": "Crossy"}, "shortcuts": [
          {"intent": "OpenTodaysPuzzle", "shortTitle": "Today's Puzzle", "systemImageName": "square.grid.3x3",
           "phrases": ["Open today's puzzle in ${applicationName}", "Show me the daily puzzle in ${applicationName}"]},
          {"intent": "OpenStats", "shortTitle": "Stats", "systemImageName": "chart.bar", "phrases": ["Show my stats in ${applicationName}"]}]}
        """

    private func match(_ utterance: String, cosine: Float? = nil) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(Self.manifest.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        if let cosine { configuration.actionMeaningCosine = cosine }
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
    }

    @Test func anUnlistedVerbNearAnotherActionIsTurnedAway() throws {
        let result = try match("Abandon the puzzle in Crossy")
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func withTheRuleOffTheSameWordsMatch() throws {
        #expect(try match("Abandon the puzzle in Crossy", cosine: 2).match?.intent == "OpenTodaysPuzzle")
    }

    /// Only the word that opens the request is read so: later words are the thing asked about.
    @Test func aWordAfterTheVerbIsNotRead() throws {
        #expect(try match("Open the puzzle I abandoned in Crossy").match?.intent == "OpenTodaysPuzzle")
    }
}
