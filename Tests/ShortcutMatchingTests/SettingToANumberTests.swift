import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A word that may or may not mean changing or setting ("đổi", "改成", "設定") means it when the
/// request gives a number: "change my max to 140" sets something, so it rules out a shortcut
/// that only shows it. Without a number the word stays ambiguous, and a shortcut whose phrases
/// set things still matches with one. The strength-training catalog is a development app; the
/// timer catalog was written for these tests.
@Suite("Setting to a number")
struct SettingToANumberTests {
    private func configuration(_ locale: String) throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en" ? try StaticEmbedding(directory: Repo.englishModel) : try MultilingualMatchingTests.table.get()
        return configuration
    }

    @Test(arguments: [
        ("在战术杠铃里把我的深蹲最大重量改成140公斤", "zh-Hans"),
        ("Đổi mức tạ tối đa bài squat thành 140 ký trong Tactical Barbell", "vi"),
    ])
    func changingAShownNumberIsAnotherAction(utterance: String, locale: String) throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps6/TB3"))
        let result = try Matcher(catalog: catalog, locale: locale, configuration: configuration(locale)).match(utterance)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [
        ("把Zentimer的计时改成25分钟", "zh-Hans", #"["在${applicationName}中设定计时"]"#),
        ("Đổi hẹn giờ thành 25 phút trong Zentimer", "vi", #"["Đặt hẹn giờ trong ${applicationName}"]"#),
    ])
    func aShortcutThatSetsStillMatches(utterance: String, locale: String, phrases: String) throws {
        let folder = try TempFolder()
        let catalog = """
            {"sourceLanguage": "\(locale)", "application": {"name": "Zentimer"}, "shortcuts": [
              {"intent": "SetTimer", "shortTitle": "Set", "systemImageName": "timer", "phrases": \(phrases)},
              {"intent": "ShowHistory", "shortTitle": "History", "systemImageName": "clock", "phrases": ["Show history in ${applicationName}"]}]}
            """
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        let loaded = try Catalog.load(directory: folder.url)
        let result = try Matcher(catalog: loaded, locale: locale, configuration: configuration(locale)).match(utterance)
        #expect(result.match?.intent == "SetTimer", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// An amount said in words ("ba triệu", three million) is a number too: "đặt" (set, also
    /// put or book) then sets the budget, and does not ask how it stands. ByeMoney is one of
    /// the development apps (Tests/HeldOutApps3).
    @Test func anAmountInWordsIsANumber() throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps3/ByeMoney"))
        let matcher = try Matcher(catalog: catalog, locale: "vi", configuration: configuration("vi"))
        let result = try matcher.match("Đặt ngân sách tháng này là ba triệu trong Bye Money")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(try matcher.match("Ngân sách tháng này của mình ra sao trong Bye Money").match?.intent == "GetBudgetStatusIntent")
    }
}
