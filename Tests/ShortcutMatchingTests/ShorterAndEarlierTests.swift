import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Making a time shorter or earlier reverses making it longer or later: a request to shorten
/// never runs a shortcut that only extends, in every language, while extending still runs it.
/// The timer catalog and the utterances were written for this test.
@Suite("Shortening reverses extending")
struct ShorterAndEarlierTests {
    /// The match in a two-shortcut timer app whose phrases are in `locale` only.
    private func match(_ utterance: String, _ locale: String) throws -> MatchResult {
        let phrases = try #require(Self.phrases[locale])
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "\(locale)", "application": {"name": "Timely"}, "shortcuts": [
              {"intent": "ExtendTimer", "shortTitle": "Extend", "systemImageName": "plus", "phrases": ["\(phrases.extend)"]},
              {"intent": "ShowTimer", "shortTitle": "Timer", "systemImageName": "timer", "phrases": ["\(phrases.show)"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    static let phrases: [String: (extend: String, show: String)] = [
        "en": ("Extend my timer in ${applicationName}", "Show my timer in ${applicationName}"),
        "ja": ("${applicationName}でタイマーを延長", "${applicationName}でタイマーを見せて"),
        "zh-Hans": ("在${applicationName}里延长计时器", "在${applicationName}里查看计时器"),
        "vi": ("Gia hạn hẹn giờ trong ${applicationName}", "Xem hẹn giờ trong ${applicationName}"),
    ]

    @Test(arguments: [
        ("Please extend my timer in Timely", "en"),
        ("Timelyでタイマーを延長してほしい", "ja"),
        ("帮我在Timely里延长计时器", "zh-Hans"),
        ("Gia hạn hẹn giờ của tôi trong Timely nhé", "vi"),
    ])
    func extendingRunsTheShortcutThatExtends(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match?.intent == "ExtendTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: [
        ("Shorten my timer in Timely", "en"),
        ("Timelyでタイマーを短くして", "ja"),
        ("在Timely里缩短计时器", "zh-Hans"),
        ("Rút ngắn hẹn giờ trong Timely", "vi"),
    ])
    func shorteningIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
