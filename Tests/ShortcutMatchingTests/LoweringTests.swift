import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Lowering undoes adding and extending: "lower my parking time" and "駐車時間を減らして" no
/// longer run a shortcut that extends the parking, though both change it. The catalog and the
/// utterances were written for this test.
@Suite("Lowering is no extending")
struct LoweringTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Potty"}, "shortcuts": [
            {"intent": "AddMinute", "shortTitle": "Add", "systemImageName": "plus", "phrases": ["Add a minute to the timer in ${applicationName}"]},
            {"intent": "ExtendParking", "shortTitle": "Extend", "systemImageName": "car", "phrases": ["Extend my parking in ${applicationName}"]},
            {"intent": "ShowTimers", "shortTitle": "Timers", "systemImageName": "timer", "phrases": ["Show my timers in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Add a minute to the timer in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でタイマーに1分追加"}}}},
            "Extend my parking in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で駐車を延長"}}}},
            "Show my timers in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でタイマーを表示"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [("Lower my parking time in Potty", "en"), ("Pottyで駐車時間を減らして", "ja"), ("Reduce the timer by a minute in Potty", "en")])
    func loweringIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("Pottyでタイマーに1分足して", "ja", "AddMinute"), ("Give me one more minute on the timer in Potty", "en", "AddMinute")])
    func addingStillRuns(utterance: String, locale: String, intent: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
