import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A negative phrase is expanded with every name of the app; whichever of them is closest, it
/// turns away only requests that ask what it says.
@Suite("Negative phrases with the app's other names")
struct NegativeSynonymTests {
    private func match(_ utterance: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let catalog = try Catalog.load(directory: Repo.catalogFolder("SoupChef"))
        return try Matcher(catalog: catalog, locale: "zh-Hans", configuration: configuration).match(utterance)
    }

    /// Written for this test. The closest negative phrase is "在家做汤厨的汤" (cook it at home),
    /// with the app's synonym; the request asks where the rider is, not to cook.
    @Test func aRequestForSomethingElseIsNotTurnedAwayByTheSynonymsNegative() throws {
        let result = try match("汤厨的骑手现在在路上吗")
        #expect(result.reason != .negativePhrase, "\(result.explanation ?? "")")
    }

    @Test(arguments: ["我想在家自己做汤厨的番茄汤", "我想在家自己做Soup Chef的番茄汤"])
    func whatTheNegativePhraseSaysIsTurnedAwayUnderEitherName(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match == nil)
        #expect(result.reason == .negativePhrase, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
