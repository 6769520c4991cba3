import Foundation
import TestSupport
import Testing

/// Exit status 0, 1 and 2 for every way of getting them (CONTRACTS.md §2).
@Suite("Exit status")
struct ExitStatusTests {
    // MARK: 0 and 1

    @Test func matchExitsZero() throws {
        let run = try shortcutpreview(["summarize my grocery list in Demo", "--catalog", Repo.catalog("Demo")])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("SummarizeList"), "\(run)")
        #expect(run.stdout.contains("list = groceries"))
        #expect(run.stderr.isEmpty)
        // `match` spelled out is the same command.
        let explicit = try shortcutpreview(["match", "Demoの買い物リストを要約", "--locale", "ja-JP"])
        #expect(explicit.status == 0, "\(explicit)")
        #expect(explicit.stdout.contains("SummarizeList"))
        #expect(explicit.stdout.contains("exact match"))
    }

    @Test func noMatchExitsOne() throws {
        let run = try shortcutpreview(["what's the weather tomorrow"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("No match"), "\(run)")
        #expect(run.stderr.isEmpty)
        let negative = try shortcutpreview(["Send Demo summary to the store", "--json"])
        #expect(negative.status == 1, "\(negative)")
        #expect(try jsonObject(negative.stdout)["reason"] as? String == "negative-phrase")
        #expect(try jsonObject(negative.stdout)["explanation"] as? String == #"said exactly as the negative phrase "Send Demo summary to the store""#)
        let near = try shortcutpreview(["please send the Demo summary to the store now"])
        #expect(near.stdout.contains(#"turned away by a negative phrase: closer to the negative phrase "Send Demo summary to the store" (score "#), "\(near)")
    }

    @Test func exactFlagExitsOneOnAParaphrase() throws {
        let flexible = try shortcutpreview(["summarize my grocery list in Demo"])
        #expect(flexible.status == 0)
        let exact = try shortcutpreview(["summarize my grocery list in Demo", "--exact"])
        #expect(exact.status == 1, "\(exact)")
        let exactPhrase = try shortcutpreview(["Summarize Grocery List in Demo", "--exact"])
        #expect(exactPhrase.status == 0, "\(exactPhrase)")
    }

    @Test func failingSuiteExitsOne() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let suite = try folder.write("suite.jsonl", """
        {"utterance": "Create a new list in Demo", "locale": "en", "intent": "CreateList"}
        {"utterance": "Create a new list in Demo", "locale": "en", "intent": "OpenList"}

        {"utterance": "Summarize Grocery List in Demo", "intent": "SummarizeList", "parameters": {"list": "work"}}
        {"utterance": "明日の天気は？", "locale": "ja", "intent": null}

        """)
        let run = try shortcutpreview(["test", suite])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.last == "2 passed, 2 failed", "\(run)")
        let failures = run.stdoutLines.filter { $0.hasPrefix("FAIL ") }
        #expect(failures.count == 2)
        #expect(failures.first?.contains("\(suite):2") == true, "failures name the file and line: \(failures)")
        #expect(failures.last?.contains("\(suite):4") == true, "line numbers count blank lines: \(failures)")
        #expect(failures.last?.contains("list=work") == true)
        #expect(run.stderr.isEmpty)
    }

    @Test func lintWithErrorsExitsOne() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("Bad/AppShortcuts.json", """
        { "sourceLanguage": "en", "application": { "name": "Demo" },
          "shortcuts": [ { "intent": "Open", "shortTitle": "Open", "systemImageName": "star",
                           "phrases": ["Open the app"] } ],
          "types": {}, "negativePhrases": [] }
        """)
        let run = try shortcutpreview(["lint", "--catalog", folder.url.appendingPathComponent("Bad").path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("error"), "\(run)")
        let clean = try shortcutpreview(["lint", "--catalog", Repo.catalog("Demo")])
        #expect(clean.status == 0, "\(clean)")
    }

    @Test func passingSuiteExitsZero() throws {
        let run = try shortcutpreview(["test", Repo.catalog("Demo") + "/Tests.jsonl"])
        #expect(run.status == 0, "\(run)")
        let last = try #require(run.stdoutLines.last)
        #expect(last.wholeMatch(of: /(\d+) passed, (\d+) failed/) != nil, "\(last)")
        #expect(last.hasSuffix(" passed, 0 failed"))
    }

    // MARK: 2: unusable input

    @Test(arguments: ["!!", "jp", "", "en--US"])
    func illFormedLocaleExitsTwo(locale: String) throws {
        expectUsageError(try shortcutpreview(["summarize my grocery list in Demo", "--locale", locale]), naming: locale.isEmpty ? nil : locale)
    }

    @Test func illFormedLocaleInBatchModeExitsTwo() throws {
        expectUsageError(try shortcutpreview(["match", "--locale", "!!", "--json"], stdin: "summarize my grocery list in Demo\n"))
    }

    @Test func localeTheCatalogLacksIsANoMatchNotAnError() throws {
        // fr is a real locale; Demo has no French phrases: no match (1), with the reason.
        let run = try shortcutpreview(["Résume ma liste de courses dans Demo", "--locale", "fr", "--json"])
        #expect(run.status == 1, "\(run)")
        #expect(try jsonObject(run.stdout)["reason"] as? String == "no-phrases-in-locale")
    }

    @Test func missingCatalogFolderExitsTwo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("NoSuchApp").path
        for arguments in [["summarize my list", "--catalog", missing], ["lint", "--catalog", missing],
                          ["expand", "--catalog", missing], ["test", Repo.catalog("Demo") + "/Tests.jsonl", "--catalog", missing]] {
            expectUsageError(try shortcutpreview(arguments), naming: missing)
        }
        // A folder without a manifest.
        expectUsageError(try shortcutpreview(["summarize my list", "--catalog", folder.path]), naming: "AppShortcuts.json")
    }

    @Test(arguments: [
        ("truncated", Data(#"{"sourceLanguage": "en", "application": {"name": "#.utf8)),
        ("malformed", Data(#"{"sourceLanguage": "en",, }"#.utf8)),
        ("not an object", Data("[1, 2, 3]".utf8)),
        ("empty", Data()),
        ("invalid UTF-8", Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D])),
    ])
    func unusableManifestExitsTwo(name: String, bytes: Data) throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let catalog = try folder.copyCatalog("Demo")
        let manifest = try folder.write("Demo/AppShortcuts.json", bytes: bytes)
        for arguments in [["summarize my grocery list in Demo"], ["lint"], ["expand"]] {
            expectUsageError(try shortcutpreview(arguments + ["--catalog", catalog]), naming: manifest)
        }
    }

    @Test func truncatedStringCatalogExitsTwo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let catalog = try folder.copyCatalog("Demo")
        let path = catalog + "/AppShortcuts.xcstrings"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try folder.write("Demo/AppShortcuts.xcstrings", String(text.prefix(text.count / 2)))
        expectUsageError(try shortcutpreview(["Demoの買い物リストを要約", "--locale", "ja", "--catalog", catalog]), naming: path)
    }

    @Test func unusableSuiteFilesExitTwo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let cases: [(String, Data)] = [
            ("latin1.jsonl", Data(#"{"utterance": "caf"#.utf8) + Data([0xE9]) + Data(#"", "intent": null}"#.utf8)),
            ("empty.jsonl", Data()),
            ("blank.jsonl", Data("\n  \n\n".utf8)),
            ("truncated.jsonl", Data(#"{"utterance": "Create a new list in Demo", "intent": "Crea"#.utf8)),
            ("wrongtype.jsonl", Data(#"{"utterance": 42, "intent": null}"#.utf8)),
        ]
        for (name, bytes) in cases {
            let path = try folder.write(name, bytes: bytes)
            expectUsageError(try shortcutpreview(["test", path]), naming: path)
        }
        let missing = folder.url.appendingPathComponent("missing.jsonl").path
        expectUsageError(try shortcutpreview(["test", missing]), naming: missing)
    }

    @Test func unusableWorkloadExitsTwo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing.json").path
        expectUsageError(try shortcutpreview(["eval", missing]), naming: missing)
        expectUsageError(try shortcutpreview(["eval", folder.path, "--json"]), naming: folder.path)
        let truncated = try folder.write("truncated.json", #"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "te"#)
        expectUsageError(try shortcutpreview(["eval", truncated, "--json"]), naming: truncated)
        let wrong = try folder.write("wrong.json", #"{"name": "w", "locale": "en", "phrases": "none", "queries": []}"#)
        expectUsageError(try shortcutpreview(["eval", wrong]), naming: wrong)
    }

    @Test func topZeroExitsTwo() throws {
        expectUsageError(try shortcutpreview(["summarize my grocery list in Demo", "--top", "0"]), naming: "--top")
    }

    @Test func unknownOptionExitsTwo() throws {
        expectUsageError(try shortcutpreview(["summarize my grocery list in Demo", "--no-such-option"]), naming: "--no-such-option")
    }
}
