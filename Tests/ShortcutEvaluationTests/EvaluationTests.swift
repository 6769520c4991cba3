import ShortcutPreviewCore
import Foundation
import ShortcutEvaluation
import ShortcutMatching
import TestSupport
import Testing

/// `Evaluation.run` on a workload small enough to know every metric by hand.
@Suite("Evaluation metrics")
struct EvaluationTests {
    /// Three intents; five queries: two right, one whose label disagrees with its words,
    /// one nonsense query (out of scope, rejected) and one "out-of-scope" query that says a
    /// phrase exactly (accepted, so an out-of-scope miss).
    static let workloadJSON = """
    { "name": "tiny", "locale": "en",
      "phrases": [
        {"intent": "book_flight", "text": "book a flight to boston"},
        {"intent": "book_flight", "text": "reserve a plane ticket"},
        {"intent": "weather", "text": "what is the weather today"},
        {"intent": "weather", "text": "will it rain tomorrow"},
        {"intent": "timer", "text": "set a timer for five minutes"}
      ],
      "queries": [
        {"text": "book a flight to boston", "intent": "book_flight"},
        {"text": "what is the weather today", "intent": "weather"},
        {"text": "set a timer for five minutes", "intent": "weather"},
        {"text": "zzyzx qwpf vbnm", "intent": null},
        {"text": "will it rain tomorrow", "intent": null}
      ] }
    """

    static func workload() throws -> Workload {
        try Workload.parse(Array(workloadJSON.utf8), file: "tiny.json")
    }

    @Test func metricsAtTheDefaultThreshold() throws {
        let evaluation = try Evaluation.run(Self.workload(), warmup: 3)
        #expect(evaluation.predictions.map(\.text) == (try Self.workload()).queries.map(\.text))
        let intents = evaluation.predictions.map(\.intent)
        #expect(intents[0] == "book_flight" && intents[1] == "weather" && intents[2] == "timer" && intents[4] == "weather", "\(intents)")
        #expect(evaluation.predictions.map(\.rejected) == [false, false, false, true, false])
        #expect(evaluation.predictions.map(\.label) == ["book_flight", "weather", "weather", nil, nil])

        #expect(abs(evaluation.inScopeAccuracy - 2.0 / 3.0) < 1e-9)
        #expect(abs(evaluation.inScopeRecall - 2.0 / 3.0) < 1e-9)
        #expect(abs(evaluation.overallAccuracy - 3.0 / 5.0) < 1e-9)
        #expect(abs((evaluation.outOfScopeRecall ?? -1) - 0.5) < 1e-9)
        #expect(evaluation.threshold == MatcherConfiguration.defaultThreshold)
        #expect(evaluation.p50 >= 0 && evaluation.p99 >= evaluation.p50)
        #expect(evaluation.buildSeconds >= 0)
    }

    @Test func thresholdMovesOverallAccuracyAndRecallButNotInScopeAccuracy() throws {
        var strict = MatcherConfiguration()
        strict.threshold = 1.5  // nothing clears it
        let evaluation = try Evaluation.run(Self.workload(), configuration: strict, warmup: 0)
        #expect(evaluation.predictions.allSatisfy { $0.rejected })
        #expect(abs(evaluation.inScopeAccuracy - 2.0 / 3.0) < 1e-9, "the threshold is ignored for in-scope accuracy")
        #expect(evaluation.inScopeRecall == 0)
        #expect(abs(evaluation.overallAccuracy - 2.0 / 5.0) < 1e-9, "only the two out-of-scope queries are right")
        #expect(evaluation.outOfScopeRecall == 1)
        #expect(evaluation.threshold == 1.5)
    }

    @Test func workloadWithoutOutOfScopeQueriesHasNoRecall() throws {
        var workload = try Self.workload()
        workload.queries.removeAll { $0.intent == nil }
        let evaluation = try Evaluation.run(workload, warmup: 0)
        #expect(evaluation.outOfScopeRecall == nil)
        #expect(abs(evaluation.overallAccuracy - 2.0 / 3.0) < 1e-9)
    }

    @Test func workloadFileErrorsNameTheFile() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let cases: [(String, [UInt8]?, String)] = [
            ("missing.json", nil, "file not found (check the path)"),
            ("empty.json", [], "is empty"),
            ("latin1.json", [0x7B, 0xE9, 0x7D], "not valid UTF-8"),
            ("truncated.json", Array(Self.workloadJSON.utf8.prefix(60)), "not valid JSON"),
            ("nophrases.json", Array(#"{"name": "x", "locale": "en", "queries": []}"#.utf8), "misses \"phrases\""),
        ]
        for (name, bytes, reason) in cases {
            let path = folder.url.appendingPathComponent(name).path
            if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
            do {
                _ = try Workload.load(path: path)
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.file == path)
                #expect(error.description.contains(reason), "\(name): \(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// Each problem is named by the path JSONDecoder's coding path gave before the reader
    /// moved to StrictJSON; the first problem in member order is the one reported.
    @Test(arguments: [
        (#"{"name": "x", "locale": "en", "queries": []}"#, #"misses "phrases" at the top level (see CONTRACTS.md §4)"#),
        (#"{"name": "w", "locale": "en", "phrases": "none", "queries": []}"#, "has a wrong type at $.phrases (see CONTRACTS.md §4)"),
        ("[1,2]", "has a wrong type at the top level (see CONTRACTS.md §4)"),
        ("null", "has a wrong type at the top level (see CONTRACTS.md §4)"),
        (#"{"locale": "en", "phrases": [], "queries": []}"#, #"misses "name" at the top level (see CONTRACTS.md §4)"#),
        (#"{"name": null, "locale": "en", "phrases": [], "queries": []}"#, "has a wrong type at $.name (see CONTRACTS.md §4)"),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": "a"}], "queries": []}"#, #"misses "text" at $.phrases[0] (see CONTRACTS.md §4)"#),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "text": "b"}, 3], "queries": []}"#,
         "has a wrong type at $.phrases[1] (see CONTRACTS.md §4)"),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": null, "text": "b"}], "queries": []}"#,
         "has a wrong type at $.phrases[0].intent (see CONTRACTS.md §4)"),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "text": "b"}], "queries": [{"text": "q", "intent": 4}]}"#,
         "has a wrong type at $.queries[0].intent (see CONTRACTS.md §4)"),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "text": "b"}], "queries": [{"intent": "a"}]}"#,
         #"misses "text" at $.queries[0] (see CONTRACTS.md §4)"#),
        (#"{"name": "w", "locale": "en", "queries": {"a": 1}, "phrases": [{"intent": "a", "text": "b"}]}"#,
         "has a wrong type at $.queries (see CONTRACTS.md §4)"),
        (#"{"name": "w", "locale": "en", "phrases": [{"intent": "a", "text": "b"}], "queries": []}"#, #"has no queries (add some to "queries")"#),
        (#"{"name": "w", "locale": "en", "phrases": [], "queries": [{"text": "q"}]}"#, #"has no phrases (add some to "phrases")"#),
        (#"{"name": "w", "locale": "en", "phrases": [], "queries": []} x"#, "is not valid JSON (truncated or malformed)"),
    ])
    func workloadProblemsNameTheirPath(json: String, reason: String) {
        do {
            _ = try Workload.parse(Array(json.utf8), file: "w.json")
            Issue.record("\(json) parsed")
        } catch {
            #expect(error.reason == reason)
            #expect(error.description == "w.json: " + reason)
        }
    }

    /// A missing or null query intent is out of scope; unknown members are ignored.
    @Test func optionalIntentAndExtraMembers() throws {
        let json = #"{"name": "w", "locale": "en", "more": true, "phrases": [{"intent": "a", "text": "b", "extra": 1}], "#
            + #""queries": [{"text": "q"}, {"text": "r", "intent": null}, {"text": "s", "intent": "a"}]}"#
        let workload = try Workload.parse(Array(json.utf8), file: "w.json")
        #expect(workload.name == "w" && workload.locale == "en")
        #expect(workload.phrases.map(\.text) == ["b"] && workload.phrases.map(\.intent) == ["a"])
        #expect(workload.queries.map(\.text) == ["q", "r", "s"])
        #expect(workload.queries.map(\.intent) == [nil, nil, "a"])
    }
}
