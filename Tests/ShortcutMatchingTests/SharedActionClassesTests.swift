import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Actions many kinds of app share (joining and leaving, declining, translating) are classes of
/// their own: a request to leave, decline or translate never runs a shortcut that only joins or
/// shows, in every language, while joining still runs it. The meeting catalog and the
/// utterances were written for this test.
@Suite("Shared action classes")
struct SharedActionClassesTests {
    /// The match in a two-shortcut meeting app whose phrases are in `locale` only.
    private func match(_ utterance: String, _ locale: String) throws -> MatchResult {
        let phrases = try #require(Self.phrases[locale])
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "\(locale)", "application": {"name": "Meetly"}, "shortcuts": [
              {"intent": "JoinMeeting", "shortTitle": "Join", "systemImageName": "video", "phrases": ["\(phrases.join)"]},
              {"intent": "ShowSchedule", "shortTitle": "Schedule", "systemImageName": "calendar", "phrases": ["\(phrases.show)"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    static let phrases: [String: (join: String, show: String)] = [
        "en": ("Join my next meeting in ${applicationName}", "Show my schedule in ${applicationName}"),
        "ja": ("${applicationName}で次の会議に参加して", "${applicationName}で予定を見せて"),
        "zh-Hans": ("用${applicationName}参加下一个会议", "在${applicationName}里查看我的日程"),
        "vi": ("Tham gia cuộc họp tiếp theo trong ${applicationName}", "Xem lịch của tôi trong ${applicationName}"),
    ]

    @Test(arguments: [
        ("Please join my next meeting in Meetly", "en"),
        ("Meetlyで次の会議に参加したい", "ja"),
        ("帮我用Meetly参加下一个会议", "zh-Hans"),
        ("Cho tôi tham gia cuộc họp tiếp theo trong Meetly", "vi"),
    ])
    func joiningRunsTheShortcutThatJoins(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match?.intent == "JoinMeeting", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: [
        ("Hang up the meeting in Meetly", "en"),
        ("Decline my next meeting in Meetly", "en"),
        ("Translate my schedule in Meetly", "en"),
        ("Meetlyで会議から退出して", "ja"),
        ("Meetlyで次の会議を断って", "ja"),
        ("Meetlyで予定を翻訳して", "ja"),
        ("在Meetly里拒绝下一个会议", "zh-Hans"),
        ("用Meetly翻译我的日程", "zh-Hans"),
        ("Rời cuộc họp trong Meetly", "vi"),
        ("Từ chối cuộc họp tiếp theo trong Meetly", "vi"),
    ])
    func anotherSharedActionIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
