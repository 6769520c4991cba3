import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A phrase expanded over a value the request does not name matches less well: "the usual
/// soup" is not a request for tomato soup, though it shares "soup" with it.
@Suite("Unnamed parameter values")
struct UnnamedValueTests {
    private func match(_ utterance: String, locale: String, penalty: Float? = nil) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try MultilingualMatchingTests.table.get()
        if let penalty { configuration.unnamedValuePenalty = penalty }
        let catalog = try Catalog.load(directory: Repo.catalogFolder("SoupChef"))
        return try Matcher(catalog: catalog, locale: locale, configuration: configuration).match(utterance)
    }

    /// Written for this test, not taken from the regression sets.
    @Test(arguments: [
        ("get me my standard soup from Soup Chef", "en"),
    ])
    func aRequestNamingNoValueIsNotDrawnToTheValues(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale)
        #expect(result.match?.intent == "OrderUsual", "\(result.candidates)")
        let without = try match(utterance, locale: locale, penalty: 0)
        #expect(without.candidates.first?.intent == "OrderSoup", "\(without.candidates)")
    }

    @Test func aNamedValueKeepsItsScore() throws {
        let utterance = "スープシェフでトマトスープを頼みたい"
        let result = try match(utterance, locale: "ja")
        let without = try match(utterance, locale: "ja", penalty: 0)
        #expect(result.match?.intent == "OrderSoup")
        #expect(result.match?.score == without.match?.score)
    }
}
