import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Early and late are opposites, as on and off are: "tell the restaurant I'll be early" does not
/// run a shortcut that says one is running late, in any language. The catalog and the
/// utterances were written for this test.
@Suite("Early and late")
struct EarlyAndLateTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Tabby"}, "shortcuts": [
            {"intent": "NotifyLate", "shortTitle": "Late", "systemImageName": "clock", "phrases": ["Tell the restaurant I'm running late with ${applicationName}"]},
            {"intent": "ShowReservations", "shortTitle": "Reservations", "systemImageName": "list.bullet", "phrases": ["Show my reservations in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Tell the restaurant I'm running late with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でお店に遅れると伝えて"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}告诉餐厅我会晚到"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Báo nhà hàng là tôi đến trễ bằng ${applicationName}"}}}},
            "Show my reservations in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で予約を表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看我的预订"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem đặt bàn của tôi trong ${applicationName}"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [
        ("Tell the restaurant I'm going to be early with Tabby", "en"),
        ("Tabbyでお店に早めに着きそうって伝えて", "ja"),
        ("用Tabby告诉餐厅我会提前到", "zh-Hans"),
        ("Báo nhà hàng qua Tabby là tôi sẽ đến sớm", "vi"),
    ])
    func beingEarlyIsNotBeingLate(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("Let the restaurant know I'm running a bit late, Tabby", "en"),
        ("Tabbyでお店に少し遅れるって連絡して", "ja"),
        ("帮我用Tabby跟餐厅说一声我要迟到了", "zh-Hans"),
        ("Nhờ Tabby báo nhà hàng là mình đến muộn một chút", "vi"),
    ])
    func runningLateStillRuns(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == "NotifyLate", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
