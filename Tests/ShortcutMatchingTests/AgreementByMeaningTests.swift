import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The action check's agreement by meaning: words a shortcut's phrases never use still ask for
/// its action when their meaning is closest to that shortcut's phrases.
@Suite("Agreement by meaning")
struct AgreementByMeaningTests {
    static func soupChef() throws -> Catalog {
        try Catalog.load(directory: Repo.catalogFolder("SoupChef"))
    }

    static func configuration(nearest: Float? = nil) throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        if let nearest { configuration.denseNearestAgreement = nearest }
        return configuration
    }

    @Test(arguments: [
        ("Let me browse the dishes in Soup Chef App", "ShowMenu"),
        ("I'll have my standard at Soup Chef", "OrderUsual"),
    ])
    func wordsThePhrasesNeverUseAgreeWhenClosestInMeaning(utterance: String, intent: String) throws {
        let catalog = try Self.soupChef()
        let matched = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration()).match(utterance)
        #expect(matched.match?.intent == intent, "\(String(describing: matched.reason)) \(matched.explanation ?? "")")
        // Without the nearest band (a cosine never reached) the same words are turned away.
        let strict = try Matcher(catalog: catalog, locale: "en", configuration: Self.configuration(nearest: 2)).match(utterance)
        #expect(strict.match == nil)
        #expect(strict.reason == .actionMismatch)
    }

    @Test(arguments: ["What's the weather in Soup Chef", "Text Sam with Soup Chef", "Book a taxi with Soup Chef"])
    func requestsForSomethingElseStayTurnedAway(utterance: String) throws {
        let result = try Matcher(catalog: try Self.soupChef(), locale: "en", configuration: Self.configuration()).match(utterance)
        #expect(result.match == nil, "\(result.match?.intent ?? "")")
        #expect(result.reason == .actionMismatch || result.reason == .belowThreshold)
    }

    @Test func theNearestBandNeedsALeaderClearOfTheBoundary() throws {
        // "Let me browse the dishes in Soup Chef App" leads at about 0.6.
        let utterance = "Let me browse the dishes in Soup Chef App"
        var configuration = try Self.configuration()
        configuration.denseNearestMinimumScore = 0.7
        let result = try Matcher(catalog: try Self.soupChef(), locale: "en", configuration: configuration).match(utterance)
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
        #expect(result.nearMiss?.intent == "ShowMenu")
        #expect(MatcherConfiguration().denseNearestMinimumScore == 0.53)
    }

    @Test func theNearestBandIsEnglishOnly() {
        let configuration = MatcherConfiguration()
        #expect(configuration.resolved(forLanguage: "en").denseNearestAgreement == configuration.denseNearestAgreement)
        for language in ["ja", "zh", "vi", "fr"] {
            let resolved = configuration.resolved(forLanguage: language)
            #expect(resolved.denseNearestAgreement >= resolved.denseAgreement, "\(language)")
        }
    }
}
