import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Matching with the shipped multilingual table in languages other than English.
@Suite("Multilingual dense matching")
struct MultilingualMatchingTests {
    static let table = Result { try UnigramEmbedding(contentsOf: Repo.url("Models/multilingual/model.safetensors")) }

    private func matcher(_ catalog: String, _ locale: String, dense: Bool) throws -> Matcher {
        var configuration = MatcherConfiguration()
        if dense { configuration.embedding = try Self.table.get() }
        return try Matcher(catalog: Catalog.load(directory: Repo.catalogFolder(catalog)),
                           locale: locale, configuration: configuration)
    }

    @Test func perLanguageDenseWeightsApply() {
        var configuration = MatcherConfiguration()
        configuration.languageDenseWeights = ["ja": 0.3]
        #expect(configuration.resolved(forLanguage: "ja").denseWeight == 0.3)
        #expect(configuration.resolved(forLanguage: "en").denseWeight == configuration.denseWeight)
        #expect(MatcherConfiguration.shippedLanguageDenseWeights["en"] == nil, "English keeps its own table's weight")
        // Outside English the dense rule keeps the sparse rule's floor.
        var dense = MatcherConfiguration()
        dense.embedding = try? Self.table.get()
        #expect(dense.resolved(forLanguage: "ja").boundaryRule == MatcherConfiguration.denseRuleOutsideEnglish)
        #expect(dense.resolved(forLanguage: "en").boundaryRule == MatcherConfiguration.denseRule)
    }

    /// Words none of the catalog's Japanese phrases use (written for this test, not taken from
    /// the regression sets): only meaning carries them. ("Cardsで今月分の返済をお願い" is not
    /// here: "返済", a pay word no other shortcut says, carries it under the threshold without
    /// dense vectors.)
    @Test(arguments: [
        ("Cards", "ja", "Cardsでもらったポイントの合計を知りたい", "ShowRewards"),
    ])
    func aParaphraseMatchesThanksToDenseVectors(catalog: String, locale: String, utterance: String, intent: String) throws {
        let sparse = try matcher(catalog, locale, dense: false).match(utterance)
        #expect(sparse.match?.intent != intent, "matches without dense vectors already: \(sparse)")
        let dense = try matcher(catalog, locale, dense: true).match(utterance)
        #expect(dense.match?.intent == intent, "\(dense.reason.map { "\($0)" } ?? "") \(dense.candidates)")
    }
}
