import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Booking is arranging something for later, as setting or scheduling is, not beginning it:
/// "予約して" (book it) for a course no longer starts a round there, while booking what a
/// shortcut schedules still runs it. The catalog and the utterances were written for this test.
@Suite("Booking is not starting")
struct BookingIsNotStartingTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Teeo"}, "types": {"Course": {"kind": "entity", "values": [
            {"id": "willow", "title": {"en": "Willow Creek", "ja": "ウィロークリーク", "zh-Hans": "柳溪"}},
            {"id": "pebble", "title": {"en": "Pebble Beach", "ja": "ペブルビーチ", "zh-Hans": "圆石滩"}}]}},
            "shortcuts": [
            {"intent": "StartRound", "shortTitle": "Round", "systemImageName": "flag", "phrases": ["Start a round at ${course} with ${applicationName}", "${applicationName} new round"], "parameters": {"course": "Course"}},
            {"intent": "SchedulePickup", "shortTitle": "Pickup", "systemImageName": "car", "phrases": ["Schedule a cart pickup in ${applicationName}"]},
            {"intent": "ShowScore", "shortTitle": "Score", "systemImageName": "list.number", "phrases": ["Show my score in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Start a round at ${course} with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で${course}のラウンドを開始"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}在${course}开始一轮"}}}},
            "${applicationName} new round": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で新しいラウンド"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "${applicationName}新的一轮"}}}},
            "Schedule a cart pickup in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でカートの迎えを設定"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}安排球车接送"}}}},
            "Show my score in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でスコアを表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看我的成绩"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [("Teeoでウィロークリークを予約して", "ja"), ("用Teeo预订柳溪", "zh-Hans"), ("Book Willow Creek in Teeo", "en")])
    func bookingDoesNotStartARound(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("Book a cart pickup with Teeo for tomorrow", "en", "SchedulePickup"),
        ("Teeoでカートの迎えを予約して", "ja", "SchedulePickup"),
        ("Teeoでウィロークリークのラウンドを始めて", "ja", "StartRound"),
    ])
    func theShortcutsStillRun(utterance: String, locale: String, intent: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
