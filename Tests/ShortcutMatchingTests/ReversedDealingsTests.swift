import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Selling reverses buying, and checking out reverses checking in: such a request never runs the
/// shortcut that buys, shows or checks in, in every language. The catalogs and the utterances
/// were written for this test.
@Suite("Reversed dealings")
struct ReversedDealingsTests {
    private func match(_ utterance: String, _ locale: String, _ shortcuts: [(intent: String, phrase: String)]) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        let list = shortcuts.map { shortcut in
            #"{"intent": "\#(shortcut.intent)", "shortTitle": "\#(shortcut.intent)", "systemImageName": "star", "phrases": ["\#(shortcut.phrase)"]}"#
        }.joined(separator: ",\n")
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "\(locale)", "application": {"name": "Tradely"}, "shortcuts": [\(list)]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    /// A trading app that buys shares and shows their price, per locale.
    static let trading: [String: [(intent: String, phrase: String)]] = [
        "en": [("BuyShares", "Buy shares in ${applicationName}"), ("ShowPrice", "Show the share price in ${applicationName}")],
        "ja": [("BuyShares", "${applicationName}で株を買う"), ("ShowPrice", "${applicationName}で株価を見せて")],
        "zh-Hans": [("BuyShares", "在${applicationName}买股票"), ("ShowPrice", "在${applicationName}查看股价")],
        "vi": [("BuyShares", "Mua cổ phiếu trên ${applicationName}"), ("ShowPrice", "Xem giá cổ phiếu trên ${applicationName}")],
    ]

    /// A gym app that checks in and shows the timetable, per locale.
    static let gym: [String: [(intent: String, phrase: String)]] = [
        "en": [("CheckIn", "Check in at the gym with ${applicationName}"), ("ShowTimetable", "Show the class timetable in ${applicationName}")],
        "ja": [("CheckIn", "${applicationName}でジムにチェックイン"), ("ShowTimetable", "${applicationName}でクラスの時間割を見せて")],
        "zh-Hans": [("CheckIn", "用${applicationName}在健身房签到"), ("ShowTimetable", "在${applicationName}查看课程表")],
        "vi": [("CheckIn", "Check-in phòng tập bằng ${applicationName}"), ("ShowTimetable", "Xem lịch lớp trên ${applicationName}")],
    ]

    @Test(arguments: [
        ("Buy some shares for me in Tradely", "en"),
        ("Tradelyで株を買いたい", "ja"),
        ("帮我在Tradely买点股票", "zh-Hans"),
        ("Mua giúp tôi ít cổ phiếu trên Tradely", "vi"),
    ])
    func buyingRunsTheShortcutThatBuys(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, try #require(Self.trading[locale]))
        #expect(result.match?.intent == "BuyShares", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: [
        ("Sell half of my shares in Tradely", "en"),
        ("Tradelyで株を半分売って", "ja"),
        ("在Tradely卖掉一半股票", "zh-Hans"),
        ("Bán đi một nửa cổ phiếu trên Tradely", "vi"),
    ])
    func sellingIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, try #require(Self.trading[locale]))
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("Check me in at the gym with Tradely", "en"),
        ("Tradelyでジムにチェックインしたい", "ja"),
        ("帮我用Tradely在健身房签到", "zh-Hans"),
        ("Check-in phòng tập giúp tôi bằng Tradely", "vi"),
    ])
    func checkingInRunsTheShortcutThatChecksIn(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, try #require(Self.gym[locale]))
        #expect(result.match?.intent == "CheckIn", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: [
        ("Check me out of the gym with Tradely", "en"),
        ("Tradelyでジムからチェックアウトして", "ja"),
        ("用Tradely在健身房签退", "zh-Hans"),
        ("Check-out khỏi phòng tập bằng Tradely", "vi"),
    ])
    func checkingOutIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, try #require(Self.gym[locale]))
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
