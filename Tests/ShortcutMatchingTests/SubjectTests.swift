import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A subject only some kinds of app deal with (the weather, music) rules out a shortcut whose phrases
/// never name it, however close the scores come through the app's name and a time word, in an
/// app none of whose shortcuts names it; a shortcut whose phrases do name it still matches, and
/// in a weather app the word rules none of its shortcuts out. The catalogs and utterances were
/// written for these tests.
@Suite("Subjects of other apps")
struct SubjectTests {
    /// A day planner: what is on today, and adding a task.
    static let planner: [String: String] = [
        "en": #"["What's on today in ${applicationName}", "Show tomorrow in ${applicationName}"]"#,
        "ja": #"["${applicationName}で今日の予定を見せて", "${applicationName}で明日の予定を教えて"]"#,
        "zh": #"["在${applicationName}里看看今天的安排", "用${applicationName}告诉我明天的安排"]"#,
        "vi": #"["Hôm nay có gì trong ${applicationName}", "Cho xem ngày mai trong ${applicationName}"]"#,
    ]

    /// A weather app: tomorrow's forecast.
    static let weather: [String: String] = [
        "en": #"["Show the weather for tomorrow in ${applicationName}", "What's the forecast in ${applicationName}"]"#,
        "ja": #"["${applicationName}で明日の天気を見せて", "${applicationName}で天気予報を教えて"]"#,
        "zh": #"["在${applicationName}里看看明天的天气", "用${applicationName}告诉我天气预报"]"#,
        "vi": #"["Xem thời tiết ngày mai trong ${applicationName}", "Dự báo thời tiết trong ${applicationName}"]"#,
    ]

    private func match(_ utterance: String, _ language: String, phrases: String) throws -> MatchResult {
        let folder = try TempFolder()
        let catalog = """
            {"sourceLanguage": "\(language)", "application": {"name": "Daybook"}, "shortcuts": [
              {"intent": "ShowDay", "shortTitle": "Day", "systemImageName": "calendar", "phrases": \(phrases)},
              {"intent": "AddTask", "shortTitle": "Add", "systemImageName": "plus", "phrases": ["Add a task in ${applicationName}"]}]}
            """
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = language == "en" ? try StaticEmbedding(directory: Repo.englishModel) : try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: language, configuration: configuration).match(utterance)
    }

    static let weatherRequests = [
        ("What's the weather going to be like tomorrow, Daybook?", "en"),
        ("Daybookで明日の天気教えて", "ja"),
        ("用Daybook看看明天天气怎么样", "zh"),
        ("Daybook ơi, ngày mai thời tiết thế nào?", "vi"),
    ]

    @Test(arguments: weatherRequests)
    func theWeatherIsNotADayPlannersBusiness(utterance: String, language: String) throws {
        let result = try match(utterance, language, phrases: try #require(Self.planner[language]))
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: weatherRequests)
    func aShortcutThatNamesTheWeatherStillMatches(utterance: String, language: String) throws {
        let result = try match(utterance, language, phrases: try #require(Self.weather[language]))
        #expect(result.match?.intent == "ShowDay", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// Without the subject the planner's shortcut still answers a paraphrase of its own.
    @Test(arguments: [("Show my day tomorrow in Daybook", "en"), ("Daybookで明日の予定は？", "ja")])
    func thePlannersOwnRequestsStillMatch(utterance: String, language: String) throws {
        let result = try match(utterance, language, phrases: try #require(Self.planner[language]))
        #expect(result.match?.intent == "ShowDay", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// In an app that speaks of the weather, the word is one more word of the request: the UV
    /// index and the rain in the next hour are still asked.
    @Test(arguments: [
        ("Check the UV index in today's weather with Skyline", "UVIndex"),
        ("Is the weather going to bring rain in the next hour, Skyline?", "RainSoon"),
    ])
    func aWeatherAppsOtherShortcutsKeepTheWord(utterance: String, intent: String) throws {
        let folder = try TempFolder()
        let catalog = """
            {"sourceLanguage": "en", "application": {"name": "Skyline"}, "shortcuts": [
              {"intent": "GetWeather", "shortTitle": "Weather", "systemImageName": "sun.max", "phrases": ["What's the weather in ${applicationName}"]},
              {"intent": "UVIndex", "shortTitle": "UV", "systemImageName": "sun.max", "phrases": ["What's the UV index in ${applicationName}"]},
              {"intent": "RainSoon", "shortTitle": "Rain", "systemImageName": "cloud.rain", "phrases": ["Will it rain in the next hour in ${applicationName}"]}]}
            """
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        let result = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    static let musicRequests = [
        ("Play some music in Daybook", "en"),
        ("Daybookで音楽をかけて", "ja"),
        ("用Daybook放点音乐", "zh"),
        ("Bật nhạc trên Daybook", "vi"),
    ]

    /// "Bật" and "xem" also play in Vietnamese, and the planner's phrases say "xem" (show):
    /// only a word that does nothing but play makes an app a player.
    @Test(arguments: musicRequests)
    func musicIsNotADayPlannersBusiness(utterance: String, language: String) throws {
        let result = try match(utterance, language, phrases: try #require(Self.planner[language]))
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    /// A player speaks of music though its phrases only say play and pause: the song and the
    /// music are words of its requests, and rule none of its shortcuts out.
    @Test(arguments: ["Pause the song in Tunely", "Resume the music in Tunely"])
    func aPlayerSpeaksOfMusic(utterance: String) throws {
        let folder = try TempFolder()
        let catalog = """
            {"sourceLanguage": "en", "application": {"name": "Tunely"}, "shortcuts": [
              {"intent": "PlayPause", "shortTitle": "Play", "systemImageName": "play", "phrases": ["Play or pause ${applicationName}", "Pause ${applicationName}"]},
              {"intent": "OpenFavorites", "shortTitle": "Favorites", "systemImageName": "star", "phrases": ["Show my favorites in ${applicationName}"]}]}
            """
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        let result = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
        #expect(result.match?.intent == "PlayPause", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
