import Foundation
import ShortcutMatching
import TestSupport
import Testing

/// The no-match boundary is set per catalog at build time: higher with more templates,
/// lower where a shortcut's own phrasings have little in common.
@Suite("Catalog-adaptive boundary")
struct BoundaryTests {
    let rule = MatcherConfiguration.BoundaryRule(base: 0.26, perLogTemplates: 0.02, cohesionFactor: 0.85)

    @Test func growsWithTheNumberOfTemplates() {
        #expect(rule.boundary(templates: 10, cohesion: nil) == 0.26)
        #expect(rule.boundary(templates: 100, cohesion: nil) == 0.26)
        let thousand = rule.boundary(templates: 1_000, cohesion: nil)
        #expect(abs(thousand - (0.26 + 0.02 * Float(log(10.0)))) < 1e-6)
        #expect(rule.boundary(templates: 5_000, cohesion: nil) > thousand)
    }

    @Test func cohesionCapsItDownToTheFloor() {
        #expect(abs(rule.boundary(templates: 70, cohesion: 0.15) - 0.85 * 0.15) < 1e-6)
        #expect(rule.boundary(templates: 70, cohesion: 0.9) == 0.26)
        #expect(rule.boundary(templates: 70, cohesion: 0.01) == rule.floor)
    }

    @Test func calibratedMapsTheBoundaryToOneHalf() {
        for boundary: Float in [0.12, 0.26, 0.4] {
            #expect(abs(MatcherConfiguration.calibrated(boundary, boundary: boundary) - 0.5) < 1e-6)
            #expect(MatcherConfiguration.calibrated(0, boundary: boundary) == 0)
            #expect(MatcherConfiguration.calibrated(1, boundary: boundary) == 1)
            #expect(MatcherConfiguration.calibrated(boundary - 0.05, boundary: boundary) < 0.5)
        }
    }

    /// Shortcuts whose phrasings share nothing but the topic word (like SNIPS utterances full
    /// of names) get a lower boundary than shortcuts phrased nearly alike.
    @Test func lessCohesiveCatalogsGetALowerBoundary() throws {
        var configuration = MatcherConfiguration()
        configuration.boundaryRule = rule
        func catalog(_ templates: [String]) -> [IndexedPhrase] {
            var phrases: [IndexedPhrase] = []
            for topic in ["weather", "music", "taxi", "pizza"] {
                for template in templates {
                    phrases.append(IndexedPhrase(text: template.replacingOccurrences(of: "#", with: topic), intent: topic, family: phrases.count))
                }
            }
            return phrases
        }
        let alike = try Matcher(phrases: catalog(["open # now", "open # please", "open the # now"]), locale: "en", configuration: configuration)
        let varied = try Matcher(phrases: catalog(["# for Brighton tomorrow", "could you get me # with Alice Smith", "I want # at the Crown on Friday"]),
                                 locale: "en", configuration: configuration)
        #expect(alike.rawBoundary == 0.26)
        #expect(varied.rawBoundary < alike.rawBoundary)
        #expect(varied.rawBoundary >= rule.floor)
        #expect(abs(varied.calibrated(varied.rawBoundary) - 0.5) < 1e-6)
    }
}
