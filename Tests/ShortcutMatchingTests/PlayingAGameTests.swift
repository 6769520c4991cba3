import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// An app speaks of music through "play" only when its translations play too: a puzzle app's
/// "Play today's puzzle" is "解く", "玩" and "chơi" in its other locales, so "play some music"
/// is for another app, while a player's "Play my daily mix" ("再生", "播放", "phát") runs. The
/// catalogs and the utterances were written for this test.
@Suite("Playing a game is not playing music")
struct PlayingAGameTests {
    private func match(_ utterance: String, json: String, strings: String, locale: String = "en") throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", json)
        try folder.write("AppShortcuts.xcstrings", strings)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    private let puzzleJSON = """
            {"sourceLanguage": "en", "application": {"name": "Puzzo"}, "shortcuts": [
            {"intent": "PlayDaily", "shortTitle": "Daily", "systemImageName": "puzzlepiece", "phrases": ["Play today's puzzle in ${applicationName}"]},
            {"intent": "ShowStreak", "shortTitle": "Streak", "systemImageName": "flame", "phrases": ["Show my streak in ${applicationName}"]}]}
            """

    private let puzzleStrings = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Play today's puzzle in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で今日のパズルを解く"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}玩今天的谜题"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Chơi câu đố hôm nay trong ${applicationName}"}}}},
            "Show my streak in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で連続記録を表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看连续天数"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem chuỗi ngày trong ${applicationName}"}}}}}}
            """

    private let playerJSON = """
            {"sourceLanguage": "en", "application": {"name": "Tuno"}, "shortcuts": [
            {"intent": "PlayMix", "shortTitle": "Mix", "systemImageName": "puzzlepiece", "phrases": ["Play my daily mix in ${applicationName}"]},
            {"intent": "ShowStreak", "shortTitle": "Streak", "systemImageName": "flame", "phrases": ["Show my streak in ${applicationName}"]}]}
            """

    private let playerStrings = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Play my daily mix in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でデイリーミックスを再生"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}播放我的每日混音"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Phát bản phối hằng ngày trong ${applicationName}"}}}},
            "Show my streak in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で連続記録を表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看连续天数"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem chuỗi ngày trong ${applicationName}"}}}}}}
            """

    @Test func musicIsForAnotherApp() throws {
        let result = try match("Play some music on Puzzo", json: puzzleJSON, strings: puzzleStrings)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func theGameStillPlays() throws {
        let result = try match("Let's play today's puzzle in Puzzo", json: puzzleJSON, strings: puzzleStrings)
        #expect(result.match?.intent == "PlayDaily")
    }

    @Test func aPlayerPlaysMusic() throws {
        let result = try match("Play some music on Tuno", json: playerJSON, strings: playerStrings)
        #expect(result.match?.intent == "PlayMix", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
