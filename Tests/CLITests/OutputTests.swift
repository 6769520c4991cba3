import Foundation
import TestSupport
import Testing

/// What the tool prints and writes (CONTRACTS.md §2).
@Suite("Output")
struct OutputTests {
    @Test func jsonResultHasTheContractKeys() throws {
        let run = try shortcutpreview(["Demoの買い物リストを要約", "--locale", "ja", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.count == 1, "one JSON object on one line")
        let object = try jsonObject(run.stdout)
        for key in ["utterance", "locale", "match", "reason", "candidates"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["utterance"] as? String == "Demoの買い物リストを要約")
        #expect(object["locale"] as? String == "ja")
        #expect(object["reason"] is NSNull)
        let match = try #require(object["match"] as? [String: Any])
        #expect(match["intent"] as? String == "SummarizeList")
        #expect(match["shortTitle"] as? String == "Summarize List")
        #expect(match["kind"] as? String == "exact")
        #expect((match["score"] as? NSNumber)?.doubleValue == 1.0)
        #expect((match["confidence"] as? NSNumber)?.doubleValue == 1.0, "an exact match is certain")
        #expect(match["applicationNameMentioned"] as? Bool == true)
        let parameters = try #require(match["parameters"] as? [String: Any])
        let list = try #require(parameters["list"] as? [String: Any])
        #expect(list["id"] as? String == "groceries")
        #expect(list["title"] as? String == "買い物リスト")
        let candidates = try #require(object["candidates"] as? [[String: Any]])
        #expect(!candidates.isEmpty && candidates.count <= 3)
        #expect(candidates.first?["intent"] as? String == "SummarizeList")
        let scores = candidates.compactMap { ($0["score"] as? NSNumber)?.doubleValue }
        #expect(scores.count == candidates.count)
        #expect(scores == scores.sorted(by: >))
        #expect(scores.allSatisfy { (0...1).contains($0) })
    }

    @Test func aFlexibleMatchReportsItsConfidence() throws {
        let run = try shortcutpreview(["Demoにある買い物リストの要約をくれ", "--locale", "ja", "--json"])
        #expect(run.status == 0, "\(run)")
        let match = try #require(try jsonObject(run.stdout)["match"] as? [String: Any])
        #expect(match["kind"] as? String == "flexible")
        let score = try #require((match["score"] as? NSNumber)?.doubleValue)
        let confidence = try #require((match["confidence"] as? NSNumber)?.doubleValue)
        #expect(confidence > 0.5 && confidence < 1)
        // The shipped curve: logistic in the score, 1.4151 + 1.2403 × 10 × (score − 0.5).
        #expect(abs(confidence - 1 / (1 + exp(-(1.4151 + 12.403 * (score - 0.5))))) < 0.001)
        let text = try shortcutpreview(["Demoにある買い物リストの要約をくれ", "--locale", "ja"])
        // Two decimals in the text, four in JSON: the same value either way (0.965 may print 0.97).
        let shown = text.stdoutLines.first?.components(separatedBy: "confidence ").last.flatMap(Double.init)
        #expect(shown.map { abs($0 - confidence) <= 0.0051 } == true, "\(text.stdout)")
    }

    /// A value said in other words: `matchedBy` is `meaning`, and the text output says so.
    @Test func aValueRecognisedByMeaningSaysSo() throws {
        let folder = try TempFolder()
        try Data("""
            {"sourceLanguage": "zh-Hans", "application": {"name": "Tempo"},
             "types": {"Activity": {"kind": "enum", "values": [
               {"id": "reading", "title": {"zh-Hans": "阅读"}}, {"id": "exercise", "title": {"zh-Hans": "运动"}}]}},
             "shortcuts": [{"intent": "StartTimer", "shortTitle": "Start", "systemImageName": "play",
               "parameters": {"activity": "Activity"}, "phrases": ["在${applicationName}开始${activity}计时", "在${applicationName}开始计时"]}]}
            """.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        let run = try shortcutpreview(["在Tempo开始计时，我要去健身", "--catalog", folder.url.path, "--json"])
        #expect(run.status == 0, "\(run)")
        let match = try #require(try jsonObject(run.stdout)["match"] as? [String: Any])
        let activity = try #require((match["parameters"] as? [String: Any])?["activity"] as? [String: Any])
        #expect(activity["id"] as? String == "exercise")
        #expect(activity["matchedBy"] as? String == "meaning")
        let text = try shortcutpreview(["在Tempo开始计时，我要去健身", "--catalog", folder.url.path])
        #expect(text.stdout.contains("activity = exercise (运动, by meaning)"), "\(text.stdout)")
    }

    @Test func jsonNoMatchHasNullMatchAndAReason() throws {
        let run = try shortcutpreview(["what's the weather tomorrow", "--json", "--top", "5", "--no-app-name-gate"])
        #expect(run.status == 1)
        let object = try jsonObject(run.stdout)
        #expect(object["match"] is NSNull)
        #expect(object["reason"] as? String == "below-threshold")
        #expect(object["nearMiss"] is NSNull)
        #expect(object["explanation"] is NSNull)
        #expect(object["rule"] as? String == "threshold")
        #expect((object["candidates"] as? [Any])?.count ?? 0 <= 5)
    }

    @Test func topLimitsTheCandidates() throws {
        for top in [1, 2, 5] {
            let run = try shortcutpreview(["add an item to my list in Demo", "--json", "--top", "\(top)"])
            let candidates = try #require(try jsonObject(run.stdout)["candidates"] as? [Any])
            #expect(candidates.count <= top && !candidates.isEmpty, "--top \(top): \(candidates.count)")
        }
    }

    @Test func batchModeWritesOneJSONLinePerInputLine() throws {
        let lines = ["summarize my grocery list in Demo", "what's the weather tomorrow", "Create a new list in Demo"]
        let run = try shortcutpreview(["match", "--locale", "en", "--json"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 1, "one line matched nothing: \(run)")
        #expect(run.stdoutLines.count == 3, "\(run)")
        let objects = try run.stdoutLines.map { try jsonObject($0) }
        #expect(objects.map { $0["utterance"] as? String } == lines)
        #expect(objects.map { ($0["match"] as? [String: Any])?["intent"] as? String } == ["SummarizeList", nil, "CreateList"])
        #expect(run.stderr.isEmpty)

        // All matched: exit 0. A last line without a newline still counts; blank lines are skipped.
        let allMatched = try shortcutpreview(["--json"], stdin: "Create a new list in Demo\n\nOpen Work in Demo")
        #expect(allMatched.status == 0, "\(allMatched)")
        #expect(allMatched.stdoutLines.count == 2)
    }

    @Test func batchModeWithoutJSONPrintsTextPerLine() throws {
        let run = try shortcutpreview([], stdin: "Create a new list in Demo\nOpen Work in Demo\n")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("CreateList"))
        #expect(run.stdout.contains("OpenList"))
    }

    @Test func evalPrintsThePeerKeys() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let workload = try folder.write("w.json", """
        {"name": "tiny", "locale": "en",
         "phrases": [{"intent": "flight", "text": "book a flight to boston"}, {"intent": "weather", "text": "what is the weather today"}],
         "queries": [{"text": "book a flight to boston", "intent": "flight"}, {"text": "zzyzx qwpf", "intent": null}]}
        """)
        let dump = folder.url.appendingPathComponent("predictions.jsonl").path
        let run = try shortcutpreview(["eval", workload, "--json", "--dump", dump])
        #expect(run.status == 0, "\(run)")
        let object = try jsonObject(run.stdout)
        for key in ["build_s", "p50_us", "p99_us", "in_scope_acc", "overall_acc", "oos_recall"] {
            #expect(object[key] is NSNumber, "missing \(key): \(run.stdout)")
        }
        #expect((object["in_scope_acc"] as? NSNumber)?.doubleValue == 1)
        #expect((object["oos_recall"] as? NSNumber)?.doubleValue == 1)
        #expect((object["overall_acc"] as? NSNumber)?.doubleValue == 1)
        let dumped = try String(contentsOfFile: dump, encoding: .utf8).split(separator: "\n")
        #expect(dumped.count == 3, "meta line plus one line per query")
        #expect(try dumped.allSatisfy { try !jsonObject(String($0)).isEmpty })
    }

    @Test func everyErrorIsOneLineOnStderr() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let bad = try folder.write("bad.jsonl", "{\"utterance\": \n")
        let runs = [
            try shortcutpreview(["x", "--locale", "!!"]),
            try shortcutpreview(["x", "--catalog", folder.url.appendingPathComponent("none").path]),
            try shortcutpreview(["test", bad]),
            try shortcutpreview(["eval", bad]),
            try shortcutpreview(["migrate", folder.path]),
            try shortcutpreview(["expand", "--locale", "xx-!!"]),
            try shortcutpreview(["x", "--top", "0"]),
        ]
        for run in runs {
            #expect(run.status == 2, "\(run)")
            #expect(!run.stderr.isEmpty)
            for line in run.stderrLines {
                #expect(line.hasPrefix("error: ") || line.hasPrefix("warning: "), "\(line)")
            }
            #expect(run.stderrLines.filter { $0.hasPrefix("error: ") }.count == 1, "\(run.stderr)")
        }
    }
}

/// Files are written whole or not at all.
@Suite("Writing files")
struct WritingTests {
    @Test func migrateRefusesToReplaceWithoutForce() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let legacy = try folder.copyCatalog("Theater/Legacy", as: "Legacy")
        let output = legacy + "/AppShortcuts.xcstrings"

        let first = try shortcutpreview(["migrate", legacy])
        #expect(first.status == 0, "\(first)")
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(try JSONSerialization.jsonObject(with: written) is [String: Any], "the catalog is whole JSON")

        // Someone edits it; migrating again must not touch it.
        let edited = written + Data("\n".utf8)
        try edited.write(to: URL(fileURLWithPath: output))
        let second = try shortcutpreview(["migrate", legacy])
        expectUsageError(second, naming: output)
        #expect(second.stderr.contains("--force"), "the message says how to replace it: \(second.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == edited)

        let forced = try shortcutpreview(["migrate", legacy, "--force"])
        #expect(forced.status == 0, "\(forced)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == written, "--force rewrites the same catalog")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: legacy).filter { $0.hasPrefix(".") || $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test func migrateWithABrokenStringsFileWritesNothing() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let legacy = try folder.copyCatalog("Theater/Legacy", as: "Legacy")
        let strings = try folder.write("Legacy/ja.lproj/AppShortcuts.strings", "\"Open ${applicationName}\" = \"${applicationName}を開く\"\n\"broken")
        let run = try shortcutpreview(["migrate", legacy])
        expectUsageError(run, naming: strings)
        let after = try FileManager.default.contentsOfDirectory(atPath: legacy)
        #expect(!after.contains("AppShortcuts.xcstrings"), "\(after)")
        #expect(after.allSatisfy { !$0.hasPrefix(".") }, "\(after)")
    }

    @Test func evalDumpToAnUnwritablePlaceWritesNothing() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let workload = try folder.write("w.json", """
        {"name": "tiny", "locale": "en", "phrases": [{"intent": "a", "text": "book a flight"}], "queries": [{"text": "book a flight", "intent": "a"}]}
        """)
        let dump = folder.url.appendingPathComponent("no/such/folder/p.jsonl").path
        let run = try shortcutpreview(["eval", workload, "--json", "--dump", dump])
        expectUsageError(run, naming: dump)
        #expect(try folder.contents() == ["w.json"])
    }
}

/// The tool needs nothing beside itself: the Demo catalog is compiled in.
@Suite("A lone copy of the tool")
struct LoneBinaryTests {
    @Test func copiedBinaryStillPreviewsDemo() throws {
        let home = try TempFolder(), elsewhere = try TempFolder(), temp = try TempFolder()
        defer { home.remove(); elsewhere.remove(); temp.remove() }
        let copy = home.url.appendingPathComponent("shortcutpreview")
        try FileManager.default.copyItem(at: try #require(Binary.url), to: copy)

        // A fresh TMPDIR: the bundled catalog must be written from the binary, not found from an earlier run.
        let environment = ["TMPDIR": temp.path]
        let run = try shortcutpreview(["summarize my grocery list in Demo", "--json"], executable: copy, directory: elsewhere.url,
                                      environment: environment)
        #expect(run.status == 0, "\(run)")
        let match = try #require(try jsonObject(run.stdout)["match"] as? [String: Any])
        #expect(match["intent"] as? String == "SummarizeList")
        #expect((match["parameters"] as? [String: Any]).flatMap { $0["list"] as? [String: Any] }?["id"] as? String == "groceries")

        let japanese = try shortcutpreview(["Demoにある買い物リストの要約をくれ", "--locale", "ja"], executable: copy,
                                           directory: elsewhere.url, environment: environment)
        #expect(japanese.status == 0, "\(japanese)")
        #expect(japanese.stdout.contains("SummarizeList"))
        let tempContents = try temp.contents()
        #expect(tempContents.contains { $0.hasPrefix("shortcutpreview-Demo-") }, "\(tempContents)")
        #expect(try elsewhere.contents().isEmpty, "nothing written into the working directory")

        // The bundled Demo is the repository's Demo: the same suite passes.
        let suite = try shortcutpreview(["test", Repo.catalog("Demo") + "/Tests.jsonl"], executable: copy, directory: elsewhere.url,
                                        environment: environment)
        #expect(suite.status == 0, "\(suite)")
    }
}
