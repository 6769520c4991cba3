import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A question about the app ("is it free?", "who made it?") is turned away even from a shortcut
/// whose phrases speak of safety or a price in other words ("safe", "bảo mật", "price"): the
/// words of the class are then the app's own subject. Asked in the phrases' own words, the
/// shortcut still runs. The catalog and the utterances were written for this test.
@Suite("Questions about the app")
struct AboutTheAppTests {
    private func match(_ utterance: String, locale: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Keysafe"}, "shortcuts": [
            {"intent": "RunSecurityCheck", "shortTitle": "Check", "systemImageName": "lock.shield", "phrases": ["Run a privacy check in ${applicationName}", "Are my passwords safe in ${applicationName}"]},
            {"intent": "ShowSpending", "shortTitle": "Spending", "systemImageName": "dollarsign", "phrases": ["Show the price of my plan in ${applicationName}"]}]}
            """)
        try folder.write("AppShortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Run a privacy check in ${applicationName}": {"localizations": {
              "vi": {"stringUnit": {"state": "translated", "value": "Kiểm tra bảo mật trong ${applicationName}"}}}},
            "Are my passwords safe in ${applicationName}": {"localizations": {
              "vi": {"stringUnit": {"state": "translated", "value": "Mật khẩu của tôi có an toàn không trong ${applicationName}"}}}},
            "Show the price of my plan in ${applicationName}": {"localizations": {
              "vi": {"stringUnit": {"state": "translated", "value": "Xem giá gói của tôi trong ${applicationName}"}}}}}}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    @Test(arguments: [("Is Keysafe free?", "en"), ("Who made Keysafe?", "en"), ("Keysafe có miễn phí không?", "vi")])
    func aQuestionAboutTheAppRunsNothing(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .noAction)
    }

    @Test(arguments: [("Is it safe to keep my passwords in Keysafe", "RunSecurityCheck"), ("What's the price of my plan in Keysafe", "ShowSpending")])
    func thePhrasesOwnWordsStillRun(utterance: String, intent: String) throws {
        let result = try match(utterance, locale: "en")
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
