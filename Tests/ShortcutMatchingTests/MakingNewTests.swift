import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Making a new thing asks for a shortcut whose phrases make one. "Start" and its translations
/// may mean making something ("start a new note"), but a shortcut that only starts an activity
/// does not make a new one: "build a new workout" is turned away by a shortcut that starts a
/// workout. Without "new", making may be starting, and the shortcut still runs. The catalogs and
/// the utterances were written for this test.
@Suite("Making something new")
struct MakingNewTests {
    private func match(_ utterance: String, _ locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        let (start, history) = try #require(Self.fitness[locale])
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "\(locale)", "application": {"name": "Fitly"}, "shortcuts": [
            {"intent": "StartWorkout", "shortTitle": "Start", "systemImageName": "figure.run", "phrases": ["\(start)"]},
            {"intent": "ShowHistory", "shortTitle": "History", "systemImageName": "clock", "phrases": ["\(history)"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    /// A fitness app that starts a workout and shows the history, per locale.
    static let fitness: [String: (String, String)] = [
        "en": ("Start a workout in ${applicationName}", "Show my workout history in ${applicationName}"),
        "ja": ("${applicationName}でワークアウトを始める", "${applicationName}でワークアウト履歴を表示"),
        "zh-Hans": ("在${applicationName}开始锻炼", "在${applicationName}查看锻炼历史"),
        "vi": ("Bắt đầu buổi tập trong ${applicationName}", "Xem lịch sử tập trong ${applicationName}"),
    ]

    @Test(arguments: [
        ("Build a new workout in Fitly", "en"),
        ("Fitlyで新しいワークアウトを作って", "ja"),
        ("Tạo một buổi tập mới trong Fitly", "vi"),
    ])
    func makingANewOneIsTurnedAway(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("Start a new workout in Fitly", "en"),
        ("Create a workout in Fitly", "en"),
        ("Fitlyで新しいワークアウトを始めて", "ja"),
        ("用Fitly开始一次新的锻炼", "zh-Hans"),
        ("Bắt đầu buổi tập mới trong Fitly", "vi"),
    ])
    func startingStillRuns(utterance: String, locale: String) throws {
        let result = try match(utterance, locale)
        #expect(result.match?.intent == "StartWorkout", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
