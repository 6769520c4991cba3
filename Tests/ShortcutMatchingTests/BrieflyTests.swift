import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Stopping for a short while is pausing: a stop word said with the language's `briefly`
/// filler ("for a bit", "ちょっと", "一下", "một lát") asks for the shortcut that pauses, in any
/// app that has one. The catalogs and utterances were written for these tests.
@Suite("Stopping briefly")
struct BrieflyTests {
    /// A timer app's four shortcuts, in one language.
    static func catalog(_ language: String, start: String, pause: String, resume: String, stop: String) -> String {
        """
        {"sourceLanguage": "\(language)", "application": {"name": "Zentimer"}, "shortcuts": [
          {"intent": "StartTimer", "shortTitle": "Start", "systemImageName": "play", "phrases": ["\(start)"]},
          {"intent": "PauseTimer", "shortTitle": "Pause", "systemImageName": "pause", "phrases": ["\(pause)"]},
          {"intent": "ResumeTimer", "shortTitle": "Resume", "systemImageName": "play", "phrases": ["\(resume)"]},
          {"intent": "StopTimer", "shortTitle": "Stop", "systemImageName": "stop", "phrases": ["\(stop)"]}]}
        """
    }

    static let catalogs: [String: String] = [
        "en": catalog("en", start: "Start the timer in ${applicationName}", pause: "Pause the timer in ${applicationName}",
                      resume: "Resume the timer in ${applicationName}", stop: "Stop the timer in ${applicationName}"),
        "ja": catalog("ja", start: "${applicationName}でタイマーを開始", pause: "${applicationName}でタイマーを一時停止",
                      resume: "${applicationName}でタイマーを再開", stop: "${applicationName}でタイマーを停止"),
        "zh": catalog("zh", start: "在${applicationName}中开始计时", pause: "在${applicationName}中暂停计时",
                      resume: "在${applicationName}中继续计时", stop: "在${applicationName}中停止计时"),
        "vi": catalog("vi", start: "Bắt đầu hẹn giờ trong ${applicationName}", pause: "Tạm dừng hẹn giờ trong ${applicationName}",
                      resume: "Tiếp tục hẹn giờ trong ${applicationName}", stop: "Dừng hẹn giờ trong ${applicationName}"),
    ]

    private func match(_ utterance: String, _ language: String) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(try #require(Self.catalogs[language]).utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = language == "en" ? try StaticEmbedding(directory: Repo.englishModel) : try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: language, configuration: configuration).match(utterance)
    }

    @Test(arguments: [
        ("Stop the timer for a bit in Zentimer", "en"),
        ("Zentimerのタイマーをちょっと止めて", "ja"),
        ("把Zentimer的计时停一下", "zh"),
        ("Ngưng hẹn giờ trong Zentimer một lát", "vi"),
        ("Dừng tạm hẹn giờ trong Zentimer", "vi"),
        ("Hold the timer for a sec in Zentimer", "en"),
    ])
    func stoppingForAShortWhilePauses(utterance: String, language: String) throws {
        let result = try match(utterance, language)
        #expect(result.match?.intent == "PauseTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: [
        ("Stop the timer now in Zentimer", "en"),
        ("Zentimerのタイマーを止めて", "ja"),
        ("把Zentimer的计时停止", "zh"),
    ])
    func stoppingAloneStillStops(utterance: String, language: String) throws {
        let result = try match(utterance, language)
        #expect(result.match?.intent == "StopTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// Releasing a pause ("一時停止を解除", "ポーズを解除") resumes; "call it quits" stops.
    @Test(arguments: [("Zentimerのタイマーの一時停止を解除して", "ja", "ResumeTimer"), ("Zentimerでポーズを解除して", "ja", "ResumeTimer"),
                      ("Call it quits on the timer in Zentimer", "en", "StopTimer")])
    func undoingAPauseResumesAndQuittingStops(utterance: String, language: String, intent: String) throws {
        let result = try match(utterance, language)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// "Unpause" is weak (resume agrees with too much to carry a request alone), but once it has
    /// ruled out the shortcut that pauses, it names what is asked, beside a word ("session") the
    /// resuming shortcut's phrases never say.
    @Test func aWeakWordThatRuledTheLeaderOutDecides() throws {
        let result = try match("Unpause my session in Zentimer", "en")
        #expect(result.match?.intent == "ResumeTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// A verb and its complement apart, as with "turn … off": "get … going" starts, where
    /// "going" alone would be a word no phrase says.
    @Test func getSomethingGoingStarts() throws {
        let result = try match("Can you get a session going in Zentimer?", "en")
        #expect(result.match?.intent == "StartTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// A word of many senses ("hold") said for a short while means pausing, and rules out a
    /// shortcut that only shares the thing: "hold my run for a sec" never starts a run. The
    /// running app is a development app.
    @Test func holdingForAShortWhileNeverStarts() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps11/Runaway"))
        let result = try Matcher(catalog: catalog, locale: "en", configuration: configuration).match("Hold my run for a sec in Runaway")
        #expect(result.match?.intent != "StartRunIntent")
        #expect(result.match?.intent == "PauseRunIntent" || result.objectedWord == "hold")
    }
}
