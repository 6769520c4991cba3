import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// "いくら" and "多少钱" (how much) ask about the app's price only when nothing else is asked: in
/// a request about an account or a spend they ask an amount, which a shortcut that reports one
/// answers. The catalogs are development apps.
@Suite("How much")
struct HowMuchTests {
    private func match(_ utterance: String, _ locale: String, catalog: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: Repo.url(catalog)), locale: locale, configuration: configuration).match(utterance)
    }

    @Test(arguments: [
        ("アクチュアリでVanguardの投資口座って今いくらある？", "ja", "Tests/HeldOutApps11/Actuali", "GetAccountBalanceIntent"),
        ("用SubMaxxing算算我Claude花了多少钱", "zh-Hans", "Tests/DevApps/SubMaxxing", "GetCostIntent"),
    ])
    func anAmountIsAsked(utterance: String, locale: String, catalog: String, intent: String) throws {
        let result = try match(utterance, locale, catalog: catalog)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// Alone, in an app whose phrases ask no amount, they ask what the app costs.
    @Test(arguments: [("ランナウェイっていくら？", "ja"), ("Runaway多少钱？", "zh-Hans")])
    func alonePriceIsAsked(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, catalog: "Tests/HeldOutApps11/Runaway")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .noAction)
    }

    /// The word that ruled the leader out names what is asked: the shortcut that says it is
    /// heard before one that shares only the thing ("unpause my run": Resume, not Start).
    @Test func theObjectedWordsSayerIsHeardFirst() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps11/Runaway"))
        let result = try Matcher(catalog: catalog, locale: "en", configuration: configuration).match("Could you unpause my run on Runaway?")
        #expect(result.match?.intent == "ResumeRunIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
