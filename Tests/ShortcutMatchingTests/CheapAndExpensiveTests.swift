import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Cheap and expensive are opposites: "the most expensive fuel nearby", "一番高い", "最贵" and
/// "đắt nhất" no longer run a shortcut that finds the cheapest, while "the least expensive" still
/// does. The catalog and the utterances were written for this test.
@Suite("Cheap and expensive")
struct CheapAndExpensiveTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Pumpo"}, "shortcuts": [
            {"intent": "CheapestNearby", "shortTitle": "Cheapest", "systemImageName": "fuelpump", "phrases": ["Cheapest fuel nearby in ${applicationName}", "Find cheap fuel with ${applicationName}"]},
            {"intent": "ShowFavorites", "shortTitle": "Favorites", "systemImageName": "star", "phrases": ["Show my favorite stations in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Cheapest fuel nearby in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で近くの一番安いガソリン"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看附近最便宜的汽油"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xăng rẻ nhất gần đây trên ${applicationName}"}}}},
            "Find cheap fuel with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で安いガソリンを探す"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}找便宜的汽油"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Tìm xăng rẻ bằng ${applicationName}"}}}},
            "Show my favorite stations in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でお気に入りのスタンドを表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看收藏的加油站"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem các trạm yêu thích trên ${applicationName}"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [
        ("Find me the most expensive fuel nearby in Pumpo", "en"),
        ("Pumpoで近くで一番高いガソリンはどこ？", "ja"),
        ("在Pumpo里找附近最贵的汽油", "zh-Hans"),
        ("Trên Pumpo chỗ nào gần đây bán xăng đắt nhất?", "vi"),
    ])
    func expensiveIsNotCheap(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("Where's the least expensive fuel near me in Pumpo", "en"), ("Pumpoで近くの安いガソリンを探して", "ja")])
    func cheapStillRuns(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == "CheapestNearby", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
