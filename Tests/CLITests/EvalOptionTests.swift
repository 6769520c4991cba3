import Foundation
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
}
