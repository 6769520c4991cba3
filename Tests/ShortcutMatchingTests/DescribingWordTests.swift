import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Action words that do not ask for their action: an English past participle after a
/// determiner and a Chinese verb before "的" describe a thing ("my paused workout"), and
/// making the thing a shortcut's own action word names ("create a new post") asks for that
/// action. The catalogs and utterances were written for these tests.
@Suite("Describing words")
struct DescribingWordTests {
    private func match(_ utterance: String, catalog json: String) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(json.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    static let gymly = """
        {"sourceLanguage": "en", "application": {"name": "Gymly"}, "shortcuts": [
          {"intent": "ResumeWorkout", "shortTitle": "Resume Workout", "systemImageName": "play",
           "phrases": ["Resume my workout in ${applicationName}", "Continue my workout with ${applicationName}"]},
          {"intent": "PauseWorkout", "shortTitle": "Pause Workout", "systemImageName": "pause",
           "phrases": ["Pause my workout in ${applicationName}", "Take a break in ${applicationName}"]},
          {"intent": "ShowStats", "shortTitle": "Show Stats", "systemImageName": "chart.bar",
           "phrases": ["Show my stats in ${applicationName}"]}]}
        """

    static let chirp = """
        {"sourceLanguage": "en", "application": {"name": "Chirp"}, "shortcuts": [
          {"intent": "PostStatus", "shortTitle": "Post", "systemImageName": "square.and.pencil",
           "phrases": ["Post a status in ${applicationName}", "Post on ${applicationName}"]},
          {"intent": "OpenTimeline", "shortTitle": "Timeline", "systemImageName": "list.bullet",
           "phrases": ["Open my timeline in ${applicationName}", "Show my timeline in ${applicationName}"]}]}
        """

    @Test(arguments: [
        ("Continue my paused workout in Gymly", "ResumeWorkout"),
        ("Show my saved stats in Gymly", "ShowStats"),
    ])
    func aParticipleAfterADeterminerDescribes(utterance: String, intent: String) throws {
        let result = try match(utterance, catalog: Self.gymly)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// "保存的" (saved) describes the meal; iAPS, one of the development apps, has no shortcut
    /// that saves anything.
    @Test func aChineseVerbBeforeDeDescribes() throws {
        let loaded = try Catalog.load(directory: Repo.url("Tests/DevApps/iAPS"))
        let result = try Matcher(catalog: loaded, locale: "zh-Hans").match("在 iAPS 里用我保存的餐食")
        #expect(result.match?.intent == "ApplyMealPresetIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    static let zenly = """
        {"sourceLanguage": "zh-Hans", "application": {"name": "Zenly"}, "shortcuts": [
          {"intent": "StartSession", "shortTitle": "开始", "systemImageName": "play", "phrases": ["在${applicationName}中开始冥想"]},
          {"intent": "PauseSession", "shortTitle": "暂停", "systemImageName": "pause", "phrases": ["在${applicationName}中暂停冥想"]},
          {"intent": "ResumeSession", "shortTitle": "继续", "systemImageName": "play", "phrases": ["在${applicationName}中继续冥想"]},
          {"intent": "StopSession", "shortTitle": "结束", "systemImageName": "stop", "phrases": ["在${applicationName}中结束冥想"]}]}
        """

    /// The whole verb before "的" describes, not a shorter entry inside it ("停" in "暂停的冥想",
    /// the paused session), and a verb with its complement does too ("停下的地方", where it
    /// stopped): both ask to go on, not to pause or stop.
    @Test(arguments: ["把Zenly里暂停的冥想接着做下去", "Zenly，从刚才停下的地方接着冥想吧"])
    func aChineseVerbWithItsComplementBeforeDeDescribes(utterance: String) throws {
        let folder = try TempFolder()
        try Data(Self.zenly.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let result = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans", configuration: configuration).match(utterance)
        #expect(result.match?.intent == "ResumeSession", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// The same verb that ends the request still asks ("把冥想停下", stop the session).
    @Test func aChineseVerbWithItsComplementThatEndsTheRequestAsks() throws {
        let folder = try TempFolder()
        try Data(Self.zenly.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let result = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans", configuration: configuration).match("在Zenly里把冥想停下")
        #expect(result.match?.intent == "StopSession")
    }

    /// A Japanese verb that ends a relative clause right before a noun describes it:
    /// "登録してる支払先" (the payees I have registered) asks for the payees, "止めてた本" (the book I
    /// had stopped) for playing it again. The catalogs are development apps.
    @Test(arguments: [
        ("Tests/HeldOutApps11/Actuali", "Actualiに登録してる支払先を全部教えて", "GetPayeesIntent"),
        ("Tests/HeldOutApps10/AudioBooth", "戻ったよ、オーディオブースで止めてた本をまた流して", "ResumePlaybackIntent"),
    ])
    func aJapaneseRelativeClauseDescribes(catalog: String, utterance: String, intent: String) throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.url(catalog))
        let result = try Matcher(catalog: loaded, locale: "ja", configuration: configuration).match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// A verb that ends the request still asks ("支払先を登録して", register a payee).
    @Test func aJapaneseVerbThatEndsTheRequestAsks() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.url("Tests/HeldOutApps11/Actuali"))
        let result = try Matcher(catalog: loaded, locale: "ja", configuration: configuration).match("Actualiで新しい支払先を登録して")
        #expect(result.match?.intent != "GetPayeesIntent")
    }

    @Test(arguments: ["Create a new post in Chirp", "Make a post on Chirp"])
    func makingWhatTheShortcutsOwnWordNamesAsksForIt(utterance: String) throws {
        let result = try match(utterance, catalog: Self.chirp)
        #expect(result.match?.intent == "PostStatus", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func makingSomethingElseStillRulesOut() throws {
        let result = try match("Create a new timeline in Chirp", catalog: Self.chirp)
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }
}
