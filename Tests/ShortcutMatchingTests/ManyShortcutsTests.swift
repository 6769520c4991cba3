import DenseEmbedding
import Foundation
import ShortcutMatching
import TestSupport
import Testing

/// A catalog of many shortcuts with few phrases each takes the centroid-first path (the
/// leading shortcuts' phrases compared one by one); it must agree with what the words say.
@Suite("Many shortcuts with few phrases")
struct ManyShortcutsTests {
    static let topics = [
        "flight", "weather", "timer", "alarm", "music", "recipe", "taxi", "hotel", "pizza", "email",
        "calendar", "reminder", "translate", "calculator", "news", "stocks", "podcast", "lights", "thermostat", "door",
        "garage", "vacuum", "coffee", "laundry", "grocery", "fitness", "sleep", "meditation", "water", "budget",
    ]

    static func phrases() -> [IndexedPhrase] {
        var phrases: [IndexedPhrase] = []
        for topic in topics {
            for (number, template) in ["open my \(topic) app", "show the \(topic) screen", "start \(topic) now"].enumerated() {
                phrases.append(IndexedPhrase(text: template, intent: topic, family: phrases.count + number))
            }
        }
        return phrases
    }

    @Test func theRightShortcutLeads() throws {
        let matcher = try Matcher(phrases: Self.phrases(), locale: "en")
        var scratch = MatchScratch()
        for topic in ["thermostat", "podcast", "laundry", "flight"] {
            let result = try matcher.match("please start the \(topic)", scratch: &scratch)
            #expect(result.match?.intent == topic)
            #expect(result.candidates.first?.intent == topic)
        }
        #expect(try matcher.match("how tall is mount everest", scratch: &scratch).match == nil)
    }

    @Test func largeEnglishCatalogsWeighMeaningMore() throws {
        let configuration = MatcherConfiguration()
        let large = MatcherConfiguration.manyShortcuts + 1
        let weight = try #require(configuration.manyShortcutsDenseWeight)
        #expect(configuration.resolved(forLanguage: "en", shortcutCount: large).denseWeight == weight)
        #expect(configuration.resolved(forLanguage: "en", shortcutCount: 10).denseWeight == configuration.denseWeight)
        // An update resolves the matcher's configuration again: a catalog that shrank gets its weight back.
        let shrunk = configuration.resolved(forLanguage: "en", shortcutCount: large).resolved(forLanguage: "en", shortcutCount: 10)
        #expect(shrunk.denseWeight == configuration.denseWeight)
        // Fitted on English with the English table: other languages keep their own weights.
        #expect(configuration.resolved(forLanguage: "vi", shortcutCount: large).denseWeight == configuration.languageDenseWeights["vi"])
        var fixed = configuration
        fixed.manyShortcutsDenseWeight = nil
        #expect(fixed.resolved(forLanguage: "en", shortcutCount: large).denseWeight == configuration.denseWeight)
    }

    /// With dense vectors a shortcut the words did not rank can still lead by meaning; its
    /// phrase is looked up only when it is shown, and must be its own.
    @Test func shortcutsFoundByMeaningShowTheirOwnPhrases() throws {
        var phrases = Self.phrases()
        for topic in ["bus", "train", "bike", "parking", "fuel", "museum", "library", "cinema", "dentist", "doctor"] {
            phrases.append(IndexedPhrase(text: "book a \(topic) visit", intent: topic, family: phrases.count))
        }
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        let matcher = try Matcher(phrases: phrases, locale: "en", configuration: configuration)
        #expect(matcher.shortcutNames.count > MatcherConfiguration.manyShortcuts)
        let own = Dictionary(grouping: phrases, by: { $0.intent ?? "" }).mapValues { Set($0.map(\.text)) }
        var scratch = MatchScratch()
        for utterance in ["switch on the lamps", "I need a cab", "play some songs", "how much money is left this month"] {
            let result = try matcher.match(utterance, scratch: &scratch)
            for candidate in result.candidates {
                #expect(own[candidate.intent]?.contains(candidate.phrase) == true, "\(utterance): \(candidate.intent) shows \(candidate.phrase)")
            }
            if let match = result.match { #expect(own[match.intent]?.contains(match.phrase) == true) }
        }
    }

    @Test func aPhraseSaidExactlyScoresOne() throws {
        let matcher = try Matcher(phrases: Self.phrases(), locale: "en")
        let result = try matcher.match("show the coffee screen")
        #expect(result.match?.kind == .exact)
        #expect(result.match?.intent == "coffee")
        #expect(result.match?.score == 1)
    }
}
