import Foundation
import TestSupport
import Testing

/// `lint --rule`, `--ignore` and the count per rule, through the built tool, on Theater (whose
/// two watchlist shortcuts are confusable in en and vi).
@Suite struct LintSelectionTests {
    static let theater = Repo.catalogFolder("Theater").path

    @Test func countsPerRuleComeBeforeTheTotals() throws {
        let run = try shortcutpreview(["lint", "--catalog", Self.theater])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let findings = lines.filter { $0.hasPrefix("warning: ") }
        #expect(!findings.isEmpty, "\(run)")
        #expect(lines.last == "0 errors, \(findings.count) warning\(findings.count == 1 ? "" : "s")", "\(run)")
        let counts = try #require(lines.dropLast().last).split(separator: ", ").map { $0.split(separator: " ") }
        #expect(counts.contains { $0.first == "confusable-phrases" }, "\(run)")
        let perRule: [Int] = counts.compactMap { (words: [Substring]) -> Int? in words.last.flatMap { Int($0) } }
        #expect(perRule.reduce(0, +) == findings.count, "\(run)")
    }

    @Test func ruleAndIgnoreSelectFindings() throws {
        let only = try shortcutpreview(["lint", "--catalog", Self.theater, "--rule", "confusable-phrases"])
        #expect(only.stdout.contains("[confusable-phrases]"), "\(only)")
        let ignored = try shortcutpreview(["lint", "--catalog", Self.theater, "--ignore", "confusable-phrases"])
        #expect(ignored.status == 0, "\(ignored)")
        #expect(!ignored.stdout.contains("confusable-phrases"), "\(ignored)")
        let other = try shortcutpreview(["lint", "--catalog", Self.theater, "--rule", "needs-review", "--json"])
        #expect(other.stdout.contains("\"findings\" : [") || other.stdout.contains("\"findings\": ["), "\(other)")
        #expect(!other.stdout.contains("confusable-phrases"), "\(other)")
    }

    @Test func unknownRuleExitsTwoListingTheRules() throws {
        let run = try shortcutpreview(["lint", "--catalog", Self.theater, "--rule", "confusing"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("error: unknown lint rule confusing; the rules are too-many-shortcuts,"), "\(run)")
        #expect(run.stderr.contains("empty-string-catalog"), "\(run)")
    }
}
