import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// English negated auxiliaries, contractions and pronouns ("can't", "won't", "they",
/// "anymore", "everything"), and asking the app ("ask Fishy", "let me know"), ask for nothing:
/// they no longer count as words the phrases lack. The catalog and the utterances were written
/// for this test.
@Suite("English function words")
struct EnglishFunctionWordsTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Fishy"}, "shortcuts": [
            {"intent": "ShowCatches", "shortTitle": "Catches", "systemImageName": "fish", "phrases": ["Show my catches in ${applicationName}"]},
            {"intent": "CancelTrip", "shortTitle": "Cancel", "systemImageName": "xmark", "phrases": ["Cancel my fishing trip in ${applicationName}"]},
            {"intent": "LogCatch", "shortTitle": "Log", "systemImageName": "plus", "phrases": ["Log a catch in ${applicationName}"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test(arguments: [
        ("I can't go, they won't have room for me anymore, scrap the fishing trip in Fishy", "CancelTrip"),
        ("How many catches have I logged so far? Ask Fishy", "ShowCatches"),
    ])
    func theyCountNoMoreAgainstTheShortcut(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func anotherThingIsStillTurnedAway() throws {
        let result = try match("I can't go, they won't have room for me anymore, scrap the pasta class in Fishy")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
    }
}
