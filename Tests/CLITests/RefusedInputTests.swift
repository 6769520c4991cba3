import Foundation
import TestSupport
import Testing

/// Input the tool refuses with one `error:` line and exit 2 rather than matching something
/// meaningless: catalogs whose placeholders cannot be filled, bytes that are not UTF-8,
/// utterances nobody would say, a model folder without a model, out-of-range options.
@Suite("Refused input")
struct RefusedInputTests {
    @Test func catalogWithAnUndeclaredPlaceholderIsNotPreviewed() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let catalog = try folder.copyCatalog("Demo")
        let manifest = catalog + "/AppShortcuts.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"Create a new list in ${applicationName}\"", with: "\"Do ${bogus} in ${applicationName}\"")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        for arguments in [["Do bogus in Demo"], ["expand"], ["test", Repo.catalog("Demo") + "/Tests.jsonl"]] {
            expectUsageError(try shortcutpreview(arguments + ["--catalog", catalog]), naming: "${bogus}")
        }
        // lint still reads it, and reports the same finding as an error.
        let lint = try shortcutpreview(["lint", "--catalog", catalog])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout.contains("[unknown-placeholder]"))
    }

    @Test func invalidUTF8OnStandardInputNamesTheLine() throws {
        var bytes = Data("summarize my grocery list in Demo\n".utf8)
        bytes.append(contentsOf: [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0x0A])
        let run = try shortcutpreview(["--json"], stdinBytes: bytes)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["error: standard input, line 2: not valid UTF-8 (send the utterances as UTF-8)"])
        #expect(run.stdoutLines.count == 1, "the valid first line is still answered: \(run)")
    }

    @Test func invalidUTF8InTheArgumentIsRefused() throws {
        let binary = try #require(Binary.url)
        // Process takes Swift strings, so a shell passes the raw byte.
        let run = try shortcutpreview(["-c", #"exec "$0" "$(printf 'bad \377')""#, binary.path],
                                      executable: URL(fileURLWithPath: "/bin/sh"))
        expectUsageError(run, naming: "argument 1")
    }

    @Test func windowsLineEndingsAreNotPartOfTheUtterance() throws {
        let run = try shortcutpreview(["--json"], stdin: "summarize my grocery list in Demo\r\n")
        #expect(run.status == 0, "\(run)")
        #expect(try jsonObject(run.stdout)["utterance"] as? String == "summarize my grocery list in Demo")
    }

    @Test func overlongUtteranceIsRefusedWithAnExcerpt() throws {
        let utterance = String(repeating: "summarize my grocery list in Demo ", count: 200)  // 6,800 characters
        for run in [try shortcutpreview([utterance]), try shortcutpreview(["--json"], stdin: utterance + "\n")] {
            expectUsageError(run, naming: "too long")
            #expect(run.stderr.count < 300, "the message quotes an excerpt, not the text: \(run.stderr.count) characters")
        }
        // Longer than one 64 KB read of standard input.
        expectUsageError(try shortcutpreview(["--json"], stdin: String(repeating: "list ", count: 60_000) + "\n"), naming: "too long")
        // Just under the limit still matches.
        let longest = String(repeating: "summarize my grocery list in Demo ", count: 120)
        #expect(try shortcutpreview([longest]).status == 0)
    }

    @Test func modelFolderWithoutAModelIsOneLine() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        for arguments in [["summarize my grocery list in Demo"], ["test", Repo.catalog("Demo") + "/Tests.jsonl"]] {
            expectUsageError(try shortcutpreview(arguments + ["--model", folder.path]), naming: "model.safetensors")
        }
    }

    @Test(arguments: ["2", "-0.1", "nan"])
    func confusionScoreOutsideZeroToOneIsAUsageError(value: String) throws {
        expectUsageError(try shortcutpreview(["lint", "--confusion-score", value]), naming: "--confusion-score")
    }

    @Test func workloadWithoutQueriesIsRefused() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let workload = try folder.write("empty.json", #"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "text": "hi"}], "queries": []}"#)
        expectUsageError(try shortcutpreview(["eval", workload]), naming: "has no queries")
    }

    @Test func folderWhereAFileBelongsIsNamedAsAFolder() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let catalog = try folder.copyCatalog("Demo")
        try FileManager.default.removeItem(atPath: catalog + "/AppShortcuts.xcstrings")
        try FileManager.default.createDirectory(atPath: catalog + "/AppShortcuts.xcstrings", withIntermediateDirectories: false)
        expectUsageError(try shortcutpreview(["summarize my grocery list in Demo", "--catalog", catalog]), naming: "is a folder")
        expectUsageError(try shortcutpreview(["test", folder.path]), naming: "is a folder")
    }

    @Test(arguments: [
        (#"{"utterance": "open work in Demo", "intent": "OpenLsit"}"#, #"intent "OpenLsit" is not in the catalog"#),
        (#"{"utterance": "open work in Demo", "intent": "OpenList", "parameters": {"lst": "work"}}"#, #"OpenList has no parameter "lst""#),
        (#"["open work in Demo"]"#, "expected a JSON object"),
    ])
    func suiteMistakesAreNotReportedAsFailures(line: String, message: String) throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let suite = try folder.write("suite.jsonl", line + "\n")
        expectUsageError(try shortcutpreview(["test", suite]), naming: message)
    }
}
