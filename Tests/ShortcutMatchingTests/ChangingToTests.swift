import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Chinese "改到" and "改为" (change to) edit what they name: moving a booking is no shortcut
/// that shows the bookings or says one will be late. The catalog and the utterances were written
/// for this test.
@Suite("Changing to")
struct ChangingToTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "zh-Hans", "application": {"name": "Tallyo"}, "shortcuts": [
            {"intent": "ShowBookings", "shortTitle": "Bookings", "systemImageName": "calendar", "phrases": ["在${applicationName}查看我的预约"]},
            {"intent": "NotifyLate", "shortTitle": "Late", "systemImageName": "clock", "phrases": ["用${applicationName}告诉店家我会晚到"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans").match(utterance)
    }

    @Test(arguments: ["在Tallyo把我的预约改到明天晚上", "把Tallyo里的预约改为周五"])
    func changingABookingIsTurnedAway(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("在Tallyo看看我的预约", "ShowBookings"), ("用Tallyo跟店家说我要晚点到", "NotifyLate")])
    func theShortcutsStillRun(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
