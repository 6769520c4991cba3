import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A value said in words of the request's own, neither its title nor a synonym, is recognised
/// by meaning. The focus-timer catalog and the utterances were written for these tests.
@Suite("Values by meaning")
struct ValuesByMeaningTests {
    static let catalog = """
        {"sourceLanguage": "en", "application": {"name": "Tempo"},
         "types": {"Activity": {"kind": "enum", "values": [
           {"id": "reading", "title": {"en": "reading", "zh-Hans": "阅读", "ja": "読書", "vi": "đọc sách"}},
           {"id": "exercise", "title": {"en": "exercise", "zh-Hans": "运动", "ja": "運動", "vi": "tập thể dục"}},
           {"id": "work", "title": {"en": "work", "zh-Hans": "工作", "ja": "仕事", "vi": "làm việc"}}]}},
         "shortcuts": [
           {"intent": "StartTimer", "shortTitle": "Start", "systemImageName": "play",
            "parameters": {"activity": "Activity"},
            "phrases": ["Start a ${activity} timer in ${applicationName}", "Start a timer in ${applicationName}"]},
           {"intent": "ShowStreak", "shortTitle": "Streak", "systemImageName": "flame",
            "phrases": ["Show my streak in ${applicationName}"]}]}
        """

    static let strings = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Start a ${activity} timer in ${applicationName}": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}开始${activity}计时"}},
            "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で${activity}のタイマーを開始"}}}},
          "Start a timer in ${applicationName}": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}开始计时"}},
            "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でタイマーを開始"}}}},
          "Show my streak in ${applicationName}": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}查看连续记录"}},
            "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で連続記録を表示"}}}}}}
        """

    private func match(_ utterance: String, _ locale: String, _ change: (inout MatcherConfiguration) -> Void = { _ in }) throws -> Match? {
        let folder = try TempFolder()
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        try Data(Self.strings.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.xcstrings"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        change(&configuration)
        let result = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale, configuration: configuration).match(utterance)
        return result.match
    }

    @Test(arguments: [
        ("在Tempo开始计时，我要去健身", "zh-Hans", "exercise", "健身"),
        ("在Tempo开始计时，我要读书了", "zh-Hans", "reading", "读书"),
        ("Tempoでタイマーを開始して、これから本読むから", "ja", "reading", "本読"),
    ])
    func aValueSaidInOtherWordsIsRecognised(utterance: String, locale: String, value: String, words: String) throws {
        let match = try #require(try match(utterance, locale), "\(utterance)")
        #expect(match.intent == "StartTimer")
        let activity = try #require(match.parameter("activity"))
        #expect(activity.valueID == value, "\(utterance)")
        #expect(activity.evidence == .meaning)
        #expect(activity.utf16Range.flatMap { utterance.utf16Slice($0) }?.contains(words) == true, "\(utterance)")
    }

    @Test func aRequestThatSaysNoValueGetsNone() throws {
        let match = try #require(try match("在Tempo开始计时吧", "zh-Hans"))
        #expect(match.intent == "StartTimer")
        #expect(match.parameter("activity")?.valueID == nil)
    }

    @Test func aTitleIsStillATitle() throws {
        let match = try #require(try match("在Tempo开始运动计时", "zh-Hans"))
        #expect(match.parameter("activity")?.valueID == "exercise")
        #expect(match.parameter("activity")?.evidence == .title)
    }

    @Test func aCosineAboveOneTurnsItOff() throws {
        let match = try #require(try match("在Tempo开始计时，我要去健身", "zh-Hans") { $0.valueMeaningCosine = 2 })
        #expect(match.intent == "StartTimer")
        #expect(match.parameter("activity")?.valueID == nil)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        #expect(MatcherConfiguration().valueMeaningCosine == 0.5)
        #expect(MatcherConfiguration().valueMeaningMargin == 0.1)
    }
}
