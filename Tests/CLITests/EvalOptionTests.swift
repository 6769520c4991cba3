import Foundation
import TestSupport
import Testing

/// `eval`'s calibration options: a wrong `--weights` names every key it takes, and a key
/// that is listed is accepted, so the list and the parser cannot drift apart.
@Suite("eval options")
struct EvalOptionTests {
    /// Every tunable `--weights` sets (the sparse feature kinds, then the matcher's mixing knobs).
    static let keys = ["word", "looseWord", "wordBigram", "charTrigram", "cjkUnigram", "cjkBigram", "unseen",
                       "centroid", "dense", "manyShortcutsDense", "denseExtraCandidates", "selfCalibration", "denseHubness", "denseCentroid", "denseCandidates",
                       "denseShortlist", "denseCentering", "train"]

    /// A workload of two intents and one query, built in a moment.
    static func workload(in folder: TempFolder) throws -> String {
        try folder.write("tiny.json", #"""
            {"name": "tiny", "locale": "en",
             "phrases": [{"intent": "weather", "text": "what is the weather"}, {"intent": "alarm", "text": "set an alarm"}],
             "queries": [{"text": "how is the weather", "intent": "weather"}]}
            """#)
    }

    @Test func unknownWeightNamesEveryKey() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let run = try shortcutpreview(["eval", try Self.workload(in: folder), "--no-dense", "--weights", "word=0.5,bogus=1"])
        expectUsageError(run, naming: "\"bogus\"")
        #expect(run.stderr.contains("(use " + Self.keys.joined(separator: ", ") + ")"), "\(run.stderr)")
    }

    @Test func weightWithoutANumberIsAUsageError() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let run = try shortcutpreview(["eval", try Self.workload(in: folder), "--no-dense", "--weights", "word"])
        #expect(run.stderrLines == [#"error: --weights: "word" is not name=number (for example word=0.5)"#], "\(run)")
        #expect(run.status == 2)
    }

    @Test func everyListedKeyIsAccepted() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let weights = Self.keys.map { "\($0)=\($0 == "denseCandidates" ? "4" : "0.5")" }.joined(separator: ",")
        let run = try shortcutpreview(["eval", try Self.workload(in: folder), "--no-dense", "--weights", weights, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(try jsonObject(run.stdout)["queries"] as? Int == 1)
    }

    /// The dense options apply to `eval` as to `match`: a dense weight of 0 ranks as sparse
    /// features alone do. On the bundled Japanese workload, meaning
    /// carries many paraphrases, so the two differ.
    @Test func denseOptionsApplyToEval() throws {
        let workload = Repo.root.appendingPathComponent("Tests/Workloads/ja_assistant_k10.json").path
        func accuracy(_ extra: [String]) throws -> Double {
            let run = try shortcutpreview(["eval", workload, "--json"] + extra)
            #expect(run.status == 0, "\(run)")
            return try #require(try jsonObject(run.stdout)["in_scope_acc"] as? Double)
        }
        let sparse = try accuracy(["--no-dense"])
        #expect(try accuracy(["--dense-weight", "0"]) == sparse)
        #expect(try accuracy([]) > sparse)
    }

    /// `eval --json` says how self-calibration moved a large catalog's shortcuts, and null
    /// where it did not run (a small catalog, or `selfCalibration=0`).
    @Test func selfCalibrationIsReported() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let topics = ["flight", "weather", "timer", "alarm", "music", "recipe", "taxi", "hotel", "pizza", "email", "calendar",
                      "reminder", "translate", "news", "stocks", "podcast", "lights", "thermostat", "door", "garage", "vacuum",
                      "coffee", "laundry", "grocery", "fitness", "sleep", "water", "budget", "bus", "train", "bike", "parking",
                      "museum", "library", "cinema", "dentist"]
        let verbs = ["open my", "show the", "start", "check my", "go to", "find the", "what is my", "tell me about my"]
        var phrases: [String] = []
        for topic in topics {
            for verb in verbs { phrases.append(#"{"intent": "\#(topic)", "text": "\#(verb) \#(topic)"}"#) }
        }
        let queries = #"[{"text": "please start the thermostat", "intent": "thermostat"}, {"text": "how tall is mount everest", "intent": null}]"#
        let large = try folder.write("large.json", #"{"name": "large", "locale": "en", "phrases": ["# + phrases.joined(separator: ",") + #"], "queries": "# + queries + "}")
        let run = try shortcutpreview(["eval", large, "--json"])
        #expect(run.status == 0, "\(run)")
        let calibration = try #require(try jsonObject(run.stdout)["self_calibration"] as? [String: Any], "\(run.stdout)")
        #expect(calibration["shortcuts"] as? Int == topics.count)
        #expect(try #require(calibration["min_offset"] as? Double) < 0)
        #expect(try #require(calibration["max_offset"] as? Double) > 0)
        let off = try shortcutpreview(["eval", large, "--json", "--weights", "selfCalibration=0"])
        #expect(try jsonObject(off.stdout)["self_calibration"] is NSNull, "\(off.stdout)")
        let small = try shortcutpreview(["eval", try Self.workload(in: folder), "--json"])
        #expect(try jsonObject(small.stdout)["self_calibration"] is NSNull, "\(small.stdout)")
    }
}
