import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// An English utterance that opens with the speaker as subject and only tells ("Wordnook, I've
/// had such a long day today") asks for nothing, whatever words it shares with a phrase; a log
/// of what was just done, a reason before a request and a wish still ask. The catalog and the
/// utterances were written for this test.
@Suite("English statements")
struct EnglishStatementTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Wordnook"}, "shortcuts": [
            {"intent": "WordOfTheDay", "shortTitle": "Word", "systemImageName": "book", "phrases": ["Show the word of the day in ${applicationName}"]},
            {"intent": "LogWater", "shortTitle": "Water", "systemImageName": "drop", "phrases": ["Log a glass of water in ${applicationName}"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test(arguments: ["Wordnook, I've had such a long day today", "Wordnook, I watched a really good movie the other day"])
    func tellingIsTurnedAway(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .noAction)
    }

    @Test(arguments: [
        ("Wordnook, I just had a glass of water", "LogWater"),
        ("I'm bored, show me the word of the day in Wordnook", "WordOfTheDay"),
        ("I want today's word in Wordnook", "WordOfTheDay"),
    ])
    func askingStillRuns(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
