import DenseEmbedding
import Foundation
import ShortcutMatching
import TestSupport
import Testing

/// Self-calibration in a large catalog: each shortcut's acceptance score gives up its own
/// recognition level, measured by cross-fitting on the catalog's templates, and the ranking
/// stays the same.
@Suite("Self-calibration of large catalogs")
struct SelfCalibrationTests {
    /// 36 shortcuts of 10 phrases. "coffee" says the same three distinctive words in every
    /// phrase, so its unseen phrases come back to it at a high score; "errands" uses different
    /// everyday words in each, so they score low or land elsewhere.
    static func phrases(perShortcut: Int = 10) -> [IndexedPhrase] {
        var phrases: [IndexedPhrase] = []
        func add(_ intent: String, _ texts: [String]) {
            for text in texts.prefix(perShortcut) { phrases.append(IndexedPhrase(text: text, intent: intent, family: phrases.count)) }
        }
        add("coffee", ["brew espresso coffee", "espresso coffee brew", "coffee espresso brew please", "brew coffee espresso now",
                       "espresso brew coffee", "coffee brew espresso", "please brew espresso coffee", "espresso coffee brew now",
                       "brew me espresso coffee", "coffee espresso brew"])
        add("errands", ["what should I do today", "anything left for me", "remind me about stuff", "show pending things",
                        "list my chores", "what is still open", "which jobs are waiting", "got anything for me",
                        "what needs doing", "outstanding items"])
        for topic in ManyShortcutsTests.topics + ["bus", "train", "bike", "parking"] where topic != "coffee" {
            add(topic, ["open my \(topic) app", "show the \(topic) screen", "start \(topic) now", "go to \(topic)", "\(topic) please",
                        "launch \(topic)", "\(topic) view", "bring up \(topic)", "switch to \(topic)", "I want \(topic)"])
        }
        return phrases
    }

    /// The shipped English vectors: self-calibration is measured with dense vectors only.
    static func configuration() throws -> MatcherConfiguration {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        return configuration
    }

    @Test func anEasyShortcutGivesUpMoreThanAHardOne() throws {
        let matcher = try Matcher(phrases: Self.phrases(), locale: "en", configuration: Self.configuration())
        #expect(matcher.shortcutNames.count > MatcherConfiguration.manyShortcuts)
        let offsets = Dictionary(uniqueKeysWithValues: zip(matcher.shortcutNames, matcher.selfOffsets))
        #expect(offsets.count == matcher.shortcutNames.count)
        let coffee = try #require(offsets["coffee"])
        let errands = try #require(offsets["errands"])
        #expect(coffee > 0)
        #expect(errands < 0)
        // Offsets are centred: the catalog's scores stay where they were on average.
        #expect(abs(matcher.selfOffsets.reduce(0, +) / Float(matcher.selfOffsets.count)) < 1e-4)
    }

    @Test func theRankingIsUnchangedAndTheScoreGivesUpTheOffset() throws {
        var off = try Self.configuration()
        off.selfCalibration = 0
        let calibrated = try Matcher(phrases: Self.phrases(), locale: "en", configuration: Self.configuration())
        let plain = try Matcher(phrases: Self.phrases(), locale: "en", configuration: off)
        #expect(plain.selfOffsets.isEmpty)
        #expect(calibrated.rawBoundary == plain.rawBoundary)
        var scratch = MatchScratch()
        for utterance in ["make me an espresso", "what do I still have to do", "turn up the thermostat", "how tall is mount everest"] {
            let with = try calibrated.match(utterance, scratch: &scratch)
            let without = try plain.match(utterance, scratch: &scratch)
            #expect(with.candidates.map(\.intent) == without.candidates.map(\.intent), "\(utterance)")
            let top = try #require(with.candidates.first)
            let offset = calibrated.selfOffsets[try #require(calibrated.shortcutNames.firstIndex(of: top.intent))]
            let raw = MatcherConfiguration.raw(ofCalibrated: try #require(without.candidates.first).score, boundary: plain.rawBoundary)
            #expect(abs(top.score - calibrated.calibrated(raw - offset)) < 1e-4, "\(utterance)")
        }
    }

    @Test func smallCatalogsAndWordsAloneAreNotCalibrated() throws {
        let phrases = Self.phrases().filter { ["coffee", "errands", "music", "timer"].contains($0.intent ?? "") }
        #expect(try Matcher(phrases: phrases, locale: "en", configuration: Self.configuration()).selfOffsets.isEmpty)
        #expect(try Matcher(phrases: Self.phrases(), locale: "en").selfOffsets.isEmpty)
    }

    /// A level measured over five left-out phrases is not trusted at all: no fold is built.
    @Test func fiveTemplatesAShortcutAreTooFewToMeasure() throws {
        #expect(try Matcher(phrases: Self.phrases(perShortcut: 5), locale: "en", configuration: Self.configuration()).selfOffsets.isEmpty)
        #expect(try !Matcher(phrases: Self.phrases(perShortcut: 6), locale: "en", configuration: Self.configuration()).selfOffsets.isEmpty)
    }
}
