import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A match's confidence: how often matches at its score were right.
@Suite("Confidence")
struct ConfidenceTests {
    @Test func theShippedCurveRisesWithTheScore() {
        let curve = ConfidenceCurve.shipped
        let points = stride(from: Float(0.3), through: 1, by: 0.05).map { curve.confidence(ofScore: $0) }
        #expect(zip(points, points.dropFirst()).allSatisfy { $0 < $1 })
        #expect(points.allSatisfy { $0 > 0 && $0 < 1 })
        // At the boundary a match is right four times in five (the action check has already
        // turned most wrong ones away); 0.1 above it, nearly always.
        #expect(abs(curve.confidence(ofScore: 0.5) - 0.805) < 0.01)
        #expect(curve.confidence(ofScore: 0.7) > 0.95)
    }

    @Test func exactMatchesAreCertainAndFlexibleOnesFollowTheCurve() throws {
        let catalog = try Repo.demoCatalog()
        let matcher = try Matcher(catalog: catalog, locale: "ja")
        let exact = try #require(try matcher.match("Demoの買い物リストを要約").match)
        #expect(exact.kind == .exact)
        #expect(exact.confidence == 1)
        let flexible = try #require(try matcher.match("Demoにある買い物リストの要約をくれ").match)
        #expect(flexible.kind == .flexible)
        #expect(flexible.confidence == ConfidenceCurve.shipped.confidence(ofScore: flexible.score))

        var configuration = MatcherConfiguration()
        configuration.confidenceCurve = ConfidenceCurve(intercept: -3, slope: 0)
        let doubtful = try #require(try Matcher(catalog: catalog, locale: "ja", configuration: configuration)
            .match("Demoにある買い物リストの要約をくれ").match)
        #expect(doubtful.score == flexible.score, "the curve changes the confidence, never the score")
        #expect(abs(doubtful.confidence - 0.0474) < 0.001)
    }
}
