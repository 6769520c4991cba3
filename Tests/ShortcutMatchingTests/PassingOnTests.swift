import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Passing a thing on to someone ("transfer", "邀请", "转给": `share`), tipping ("打赏": `pay`)
/// and leaving a good review ("好评": `rate`) are actions of their own: a ticket app whose
/// shortcuts show and buy tickets runs none of them. The
/// catalog and the utterances were written for this test.
@Suite("Passing on")
struct PassingOnTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Tixly"}, "shortcuts": [
            {"intent": "ShowTickets", "shortTitle": "Tickets", "systemImageName": "ticket", "phrases": ["Show my tickets in ${applicationName}"]},
            {"intent": "BuyTicket", "shortTitle": "Buy", "systemImageName": "cart", "phrases": ["Buy a ticket with ${applicationName}"]},
            {"intent": "ShowHost", "shortTitle": "Host", "systemImageName": "person", "phrases": ["Show the host in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Show my tickets in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でチケットを表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看我的票"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem vé của tôi trong ${applicationName}"}}}},
            "Buy a ticket with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でチケットを買う"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}买票"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Mua vé bằng ${applicationName}"}}}},
            "Show the host in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で主催者を表示"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看主办方"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Xem ban tổ chức trong ${applicationName}"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [
        ("Transfer my Tixly tickets to my friend", "en"),
        ("用Tixly把我的票转给朋友", "zh-Hans"),
        ("在Tixly给主办方打个好评", "zh-Hans"),
        ("通过Tixly给主办方打赏二十块", "zh-Hans"),
    ])
    func anotherActionIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("Pull up my tickets in Tixly", "en", "ShowTickets"),
        ("Tixlyでチケットを見せて", "ja", "ShowTickets"),
        ("帮我用Tixly买一张票", "zh-Hans", "BuyTicket"),
        ("Mua giúp mình một vé bằng Tixly", "vi", "BuyTicket"),
    ])
    func theShortcutsStillRun(utterance: String, locale: String, intent: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
