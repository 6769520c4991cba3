import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

@Suite("test --format junit, github and json", .enabled(if: Binary.url != nil))
struct SuiteFormatTests {
    /// Two locales, two failures: a wrong intent in en and a wrong value in ja; a no-match
    /// case that passes; markup characters in an utterance.
    static let suite = """
        {"utterance": "Create a new list in Demo", "locale": "en", "intent": "CreateList"}
        {"utterance": "Summarize Grocery List <now> & \\"then\\" in Demo", "locale": "en", "intent": "CreateList"}
        {"utterance": "Demoで新しいリストを作成", "locale": "ja", "intent": "CreateList"}
        {"utterance": "what's the weather", "locale": "en", "intent": null}

        {"utterance": "Demoで新しいリストを作って", "locale": "ja", "intent": "CreateList"}
        {"utterance": "Demoの買い物リストを要約", "locale": "ja", "intent": "SummarizeList", "parameters": {"list": "work"}}
        """

    func runSuite(_ format: String) throws -> Run {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("Suite.jsonl", Self.suite)
        return try shortcutpreview(["test", path, "--catalog", "Catalogs/Demo", "--format", format], directory: Repo.root)
    }

    @Test func junitHasOneSuitePerLocaleAndOneCasePerLine() throws {
        let run = try runSuite("junit")
        #expect(run.status == 1, "\(run)")
        let document = try XMLDocument(data: run.stdoutBytes)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["en", "ja"])
        #expect(suites.map { $0.attribute(forName: "tests")?.stringValue } == ["3", "3"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["1", "1"])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { $0.attribute(forName: "line")?.stringValue } == ["1", "2", "4", "3", "6", "7"])
        #expect(cases[1].attribute(forName: "name")?.stringValue == "Summarize Grocery List <now> & \"then\" in Demo")
        let failures = cases.flatMap { $0.elements(forName: "failure") }
        #expect(failures.count == 2)
        let wrongIntent = try #require(cases[1].elements(forName: "failure").first)
        #expect(wrongIntent.stringValue?.contains("expected: CreateList\nactual: SummarizeList (") == true, "\(wrongIntent)")
        let wrongValue = try #require(cases[5].elements(forName: "failure").first)
        #expect(wrongValue.stringValue?.contains("expected: SummarizeList (list=work)") == true, "\(wrongValue)")
        #expect(wrongValue.stringValue?.contains("list=groceries") == true, "\(wrongValue)")
    }

    @Test func githubAnnotatesEachFailingLine() throws {
        let run = try runSuite("github")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.count == 3)
        #expect(run.stdoutLines.last == "4 passed, 2 failed")
        let pattern = #/^::error file=[^,]+/Suite\.jsonl,line=(\d+),title=shortcutpreview test \[([a-zA-Z-]+)\]::(.+)$/#
        let matches = try run.stdoutLines.dropLast().map { try #require($0.wholeMatch(of: pattern), "\($0)") }
        #expect(matches.map { String($0.output.1) } == ["2", "7"])
        #expect(matches.map { String($0.output.2) } == ["en", "ja"])
    }

    @Test func jsonListsEveryCase() throws {
        let run = try runSuite("json")
        #expect(run.status == 1, "\(run)")
        let object = try jsonObject(run.stdout)
        #expect(object["passed"] as? Int == 4)
        #expect(object["failed"] as? Int == 2)
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.count == 6)
        #expect(cases.filter { $0["passed"] as? Bool == false }.map { $0["line"] as? Int } == [2, 7])
    }

    @Test func textStaysAsItWas() throws {
        let run = try runSuite("text")
        #expect(run.status == 1)
        #expect(run.stdoutLines.filter { $0.hasPrefix("FAIL ") }.count == 2)
        #expect(run.stdoutLines.last == "4 passed, 2 failed")
        expectUsageError(try shortcutpreview(["test", "Catalogs/Demo/Tests.jsonl", "--format", "sarif"], directory: Repo.root), naming: "sarif")
    }
}
