import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The English rerank: the multilingual table reorders a request's leading shortcuts
/// (`MatcherConfiguration.rerankEmbedding`).
@Suite("Reranking English by the multilingual table")
struct RerankTests {
    static func configuration(rerank: Bool, weight: Float? = nil) throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        if rerank { configuration.rerankEmbedding = try MultilingualMatchingTests.table.get() }
        if let weight { configuration.rerankWeight = weight }
        return configuration
    }

    /// Neighbouring shortcuts of real apps that the English table alone confuses.
    @Test(arguments: [
        ("Ze", "Start a fresh conversation with Ze", "AskZeIntent"),
    ])
    func theSecondTableTellsNeighboursApart(app: String, utterance: String, intent: String) throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/DevApps/\(app)"))
        let alone = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: false)).match(utterance)
        #expect(alone.match?.intent != intent)
        let reranked = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: true)).match(utterance)
        #expect(reranked.match?.intent == intent, "\(String(describing: reranked.reason)) \(reranked.explanation ?? "")")
    }

    @Test func weightZeroIsNoRerank() throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/DevApps/Ze"))
        let utterance = "Start a fresh conversation with Ze"
        let alone = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: false)).match(utterance)
        let off = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: true, weight: 0)).match(utterance)
        #expect(off == alone)
    }

    /// The workloads' path (`topIntent`, what `eval` and the benchmarks time) is not reranked.
    @Test func theRankingAloneIsNotReranked() throws {
        let catalog = try Catalog.load(directory: Repo.url("Tests/DevApps/Ze"))
        let utterance = "Start a fresh conversation with Ze"
        var scratch = MatchScratch()
        let alone = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: false)).topIntent(utterance, scratch: &scratch)
        let reranked = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(rerank: true)).topIntent(utterance, scratch: &scratch)
        #expect(alone.intent == reranked.intent && alone.score == reranked.score)
    }
}
