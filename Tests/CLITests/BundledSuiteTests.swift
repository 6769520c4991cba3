import Foundation
import TestSupport
import Testing

/// Every bundled catalog's suite, run with the tool against that catalog.
@Suite("Bundled suites")
struct BundledSuiteTests {
    /// Runs `Catalogs/<app>/Tests.jsonl` against `Catalogs/<app>`, expecting every line to pass.
    static func expectSuitePasses(_ app: String, suite: String = "Tests.jsonl", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try shortcutpreview(["test", Repo.catalog(app) + "/" + suite, "--catalog", Repo.catalog(app)])
        let last = try #require(run.stdoutLines.last, "\(run)", sourceLocation: sourceLocation)
        let counts = try #require(last.wholeMatch(of: /(\d+) passed, (\d+) failed/), "\(last)", sourceLocation: sourceLocation)
        let lines = try String(contentsOfFile: Repo.catalog(app) + "/" + suite, encoding: .utf8)
            .split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
        #expect(Int(counts.1)! + Int(counts.2)! == lines, "every line of the suite is run", sourceLocation: sourceLocation)
        #expect(counts.2 == "0", "\(run.stdoutLines.filter { $0.hasPrefix("FAIL") }.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(run.status == 0, sourceLocation: sourceLocation)
    }

    @Test func demo() throws { try Self.expectSuitePasses("Demo") }

    @Test func cards() throws { try Self.expectSuitePasses("Cards") }

    @Test func soupChef() throws { try Self.expectSuitePasses("SoupChef") }

    @Test func theater() throws { try Self.expectSuitePasses("Theater") }

    /// `Refusals.jsonl`: every kind of "no" (the app name alone, greetings, thanks, "what can
    /// it do", "open it", questions about the app, unrelated requests, another app, no app,
    /// another action) in en, ja, zh-Hans and vi, and wrapped paraphrases that must match.
    @Test(arguments: ["Demo", "Cards", "SoupChef", "Theater"])
    func refusals(_ app: String) throws { try Self.expectSuitePasses(app, suite: "Refusals.jsonl") }

    @Test func everyBundledCatalogHasATestHere() {
        #expect(Repo.suiteCatalogs == ["Cards", "Demo", "SoupChef", "Theater"], "a new catalog needs a test above")
    }
}
