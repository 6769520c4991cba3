import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
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
        let matcher = try Matcher(catalog: Catalog.load(directory: Repo.catalogFolder(catalog)),
                                  locale: locale, configuration: configuration)
        let result = try matcher.match(utterance)
        return Dictionary(result.candidates.map { ($0.intent, $0.score) }, uniquingKeysWith: max)
    }

    /// The candidates' scores with the source-language examples on, then off.
    private func both(_ utterance: String, catalog: String, locale: String,
                      embedding: any SentenceEmbedding) throws -> (taught: [String: Float], alone: [String: Float]) {
        (try scores(utterance, catalog: catalog, locale: locale, embedding: embedding, learns: true),
         try scores(utterance, catalog: catalog, locale: locale, embedding: embedding, learns: false))
    }

    @Test func theyMoveScoresInAnotherLocale() throws {
        let (taught, alone) = try both("スープシェフで前と同じスープを頼んで", catalog: "SoupChef", locale: "ja",
                                       embedding: MultilingualMatchingTests.table.get())
        #expect(!taught.isEmpty)
        #expect(taught != alone, "the classifier trained on English phrases too should score differently")
    }

    @Test func theSourceLanguageItselfIsUnchanged() throws {
        let (taught, alone) = try both("Order my usual soup in Soup Chef", catalog: "SoupChef", locale: "en",
                                       embedding: MultilingualMatchingTests.table.get())
        #expect(!taught.isEmpty)
        #expect(taught == alone)
    }

    @Test func anEnglishOnlyTableTeachesNothingAcrossLanguages() throws {
        let english = try StaticEmbedding(directory: Repo.englishModel)
        #expect(!english.sharesSpaceAcrossLanguages)
        #expect(try MultilingualMatchingTests.table.get().sharesSpaceAcrossLanguages)
        let (taught, alone) = try both("Tạo một danh sách mới trong Demo", catalog: "Demo", locale: "vi", embedding: english)
        #expect(taught == alone)
    }
}
