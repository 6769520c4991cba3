import ShortcutMatching
import TestSupport
import Testing

@Suite("Close calls")
struct CloseCallTests {
    /// Two shortcuts phrased alike but for one word each: an utterance with neither word is
    /// as close to one as to the other, and the result says so.
    @Test func equallyCloseShortcutsAreListed() throws {
        let phrases = [
            IndexedPhrase(text: "show the weather forecast for today", intent: "Weather", family: 0),
            IndexedPhrase(text: "show the traffic forecast for today", intent: "Traffic", family: 1),
            IndexedPhrase(text: "play some relaxing music", intent: "Music", family: 2),
        ]
        let matcher = try Matcher(phrases: phrases, locale: "en")
        let tied = try matcher.match("show the forecast for today")
        let match = try #require(tied.match, "\(tied)")
        #expect(match.kind == .flexible)
        #expect(match.closeCalls == [match.intent == "Weather" ? "Traffic" : "Weather"])

        let clear = try matcher.match("show the weather forecast for today please")
        #expect(clear.match?.intent == "Weather")
        #expect(clear.match?.closeCalls == [])
    }

    /// The margin is a setting: a wider one lists the runner-up that the default leaves out,
    /// a margin of zero lists only exact ties.
    @Test func theMarginIsASetting() throws {
        let phrases = [
            IndexedPhrase(text: "show the weather forecast for today", intent: "Weather", family: 0),
            IndexedPhrase(text: "show the traffic forecast for today", intent: "Traffic", family: 1),
            IndexedPhrase(text: "play some relaxing music", intent: "Music", family: 2),
        ]
        #expect(MatcherConfiguration().closeCallMargin == Matcher.closeCallMargin)
        var wide = MatcherConfiguration()
        wide.closeCallMargin = 1
        let utterance = "show the weather forecast for today please"
        let widened = try Matcher(phrases: phrases, locale: "en", configuration: wide).match(utterance)
        #expect(widened.match?.intent == "Weather")
        #expect(widened.match?.closeCalls.contains("Traffic") == true)
        #expect(try Matcher(phrases: phrases, locale: "en").match(utterance).match?.closeCalls == [])
    }

    @Test func exactMatchesHaveNoCloseCalls() throws {
        let phrases = [
            IndexedPhrase(text: "show the weather forecast", intent: "Weather", family: 0),
            IndexedPhrase(text: "show the traffic forecast", intent: "Traffic", family: 1),
        ]
        let result = try Matcher(phrases: phrases, locale: "en").match("Show the weather forecast")
        #expect(result.match?.kind == .exact)
        #expect(result.match?.closeCalls == [])
    }
}
