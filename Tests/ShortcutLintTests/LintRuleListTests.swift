#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutLint
import Testing

/// The lint rule list in the ShortcutLint documentation is the rule registry rendered: every
/// case of `LintRule`, in declaration order, with its id, its severity and its `///` comment
/// joined into one line. A rule added, removed, renamed, re-described or moved to another
/// severity makes this test fail and print the list the article must hold.
@Suite("Lint rule list in the documentation")
struct LintRuleListTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let registry = root.appendingPathComponent("Sources/ShortcutLint/LintRule.swift")
    static let article = root.appendingPathComponent("Sources/ShortcutLint/ShortcutLint.docc/LintRules.md")
    static let begin = "<!-- lint-rules:begin -->"
    static let end = "<!-- lint-rules:end -->"

    @Test func articleListsEveryRuleAsTheRegistrySays() throws {
        let summaries = try Self.summaries(in: String(decoding: Data(contentsOf: Self.registry), as: UTF8.self))
        let expected = try Self.renderedList(summaries: summaries)
        let text = String(decoding: try Data(contentsOf: Self.article), as: UTF8.self)
        let listed = try #require(
            Self.generatedPart(of: text),
            "\(Self.article.path) has no list between \(Self.begin) and \(Self.end)")
        if listed != expected {
            Issue.record("""
                The lint rule list in \(Self.article.path) differs from the registry. \
                Put these lines between \(Self.begin) and \(Self.end):
                \(expected)
                """)
        }
    }

    @Test func everyRuleHasAOneLineSummary() throws {
        let summaries = try Self.summaries(in: String(decoding: Data(contentsOf: Self.registry), as: UTF8.self))
        #expect(Set(summaries.keys) == Set(LintRule.allCases.map(\.rawValue)))
        for rule in LintRule.allCases {
            let summary = try #require(summaries[rule.rawValue], "\(rule.rawValue) has no /// comment")
            #expect(summary.hasSuffix("."), "\(rule.rawValue): \(summary)")
            #expect(!summary.contains("\n"))
        }
    }

    @Test func theGeneratedPartIsFoundBetweenItsMarkersOnly() {
        let text = "# Title\n\nbefore\n\(Self.begin)\n\n  - a\n- b \n\n\(Self.end)\nafter\n"
        #expect(Self.generatedPart(of: text) == "- a\n- b")
        #expect(Self.generatedPart(of: "no markers") == nil)
        #expect(Self.generatedPart(of: "\(Self.end)\n- a\n\(Self.begin)") == nil)
    }

    /// The list as the article holds it: one line per rule, registry order.
    static func renderedList(summaries: [String: String]) throws -> String {
        var lines: [String] = []
        for rule in LintRule.allCases {
            let summary = try #require(summaries[rule.rawValue], "\(rule.rawValue) has no /// comment in LintRule.swift")
            lines.append("- `\(rule.rawValue)` (\(rule.severity.rawValue)): \(summary)")
        }
        return lines.joined(separator: "\n")
    }

    /// Each `case name = "id"` of the source with the `///` lines just above it, joined into
    /// one line.
    static func summaries(in source: String) throws -> [String: String] {
        var summaries: [String: String] = [:]
        var comment: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("///") {
                comment.append(String(trimmed.dropFirst(3).drop { $0 == " " }))
                continue
            }
            if trimmed.hasPrefix("case "), let id = quotedRawValue(of: trimmed), !comment.isEmpty {
                summaries[id] = comment.joined(separator: " ")
            }
            comment = []
        }
        return summaries
    }

    /// `too-many-shortcuts` in `case tooManyShortcuts = "too-many-shortcuts"`.
    static func quotedRawValue(of line: Substring) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let value = line[line.index(after: equals)...].drop { $0 == " " }
        guard value.hasPrefix("\""), let close = value.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(value[value.index(after: value.startIndex)..<close])
    }

    /// The lines strictly between the line holding the begin marker and the one holding the
    /// end marker, each without surrounding spaces (the test runner indents the list it prints,
    /// and a pasted copy keeps that), and without blank lines at either edge; nil without both
    /// markers in that order.
    static func generatedPart(of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        }
        guard let first = lines.firstIndex(where: { $0.contains(begin) }),
              let last = lines[(first + 1)...].firstIndex(where: { $0.contains(end) }) else { return nil }
        var part = Array(lines[(first + 1)..<last])
        while part.first?.allSatisfy(\.isWhitespace) == true { part.removeFirst() }
        while part.last?.allSatisfy(\.isWhitespace) == true { part.removeLast() }
        return part.joined(separator: "\n")
    }
}
