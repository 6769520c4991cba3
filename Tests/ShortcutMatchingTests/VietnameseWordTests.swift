import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A Vietnamese word is often two syllables written apart ("chỉ đường", directions). The action
/// check counts the words a request adds by runs of syllables, so a two-syllable word weighs as
/// one word, not two. The utterance was written for this test; CityHop is one of the unseen apps.
@Suite("Vietnamese words")
struct VietnameseWordTests {
    @Test func aTwoSyllableWordCountsAsOneWord() throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/UnseenApps/CityHop"))
        let result = try Matcher(catalog: catalog, locale: "vi").match("Chỉ đường giúp tôi đến sân bay bằng CityHop")
        #expect(result.match?.intent == "PlanTrip", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
