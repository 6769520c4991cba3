import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import Testing

/// Outside the source language, the dense classifier also learns from the source language's
/// phrases when the vectors share one space across languages; nothing else changes.
@Suite("Source-language examples")
struct SourceLanguageExamplesTests {
    private func scores(_ utterance: String, catalog: String, locale: String, embedding: any SentenceEmbedding,
                        learns: Bool) throws -> [String: Float] {
        var configuration = MatcherConfiguration()
        configuration.embedding = embedding
        configuration.learnsFromSourceLanguage = learns
        let matcher = try Matcher(catalog: Catalog.load(directory: Repository.root.appendingPathComponent("Catalogs/\(catalog)")),
                                  locale: locale, configuration: configuration)
        let result = try matcher.match(utterance)
        return Dictionary(result.candidates.map { ($0.intent, $0.score) }, uniquingKeysWith: max)
    }

    @Test func theyMoveScoresInAnotherLocale() throws {
        let table = try MultilingualMatchingTests.table.get()
        let utterance = "スープシェフで前と同じスープを頼んで"
        let taught = try scores(utterance, catalog: "SoupChef", locale: "ja", embedding: table, learns: true)
        let alone = try scores(utterance, catalog: "SoupChef", locale: "ja", embedding: table, learns: false)
        #expect(!taught.isEmpty)
        #expect(taught != alone, "the classifier trained on English phrases too should score differently")
    }

    @Test func theSourceLanguageItselfIsUnchanged() throws {
        let table = try MultilingualMatchingTests.table.get()
        let utterance = "Order my usual soup in Soup Chef"
        let taught = try scores(utterance, catalog: "SoupChef", locale: "en", embedding: table, learns: true)
        let alone = try scores(utterance, catalog: "SoupChef", locale: "en", embedding: table, learns: false)
        #expect(!taught.isEmpty)
        #expect(taught == alone)
    }

    @Test func anEnglishOnlyTableTeachesNothingAcrossLanguages() throws {
        let english = try StaticEmbedding(directory: Repository.root.appendingPathComponent("Models/english"))
        #expect(!english.sharesSpaceAcrossLanguages)
        #expect(try MultilingualMatchingTests.table.get().sharesSpaceAcrossLanguages)
        let utterance = "Tạo một danh sách mới trong Demo"
        let taught = try scores(utterance, catalog: "Demo", locale: "vi", embedding: english, learns: true)
        let alone = try scores(utterance, catalog: "Demo", locale: "vi", embedding: english, learns: false)
        #expect(taught == alone)
    }
}
