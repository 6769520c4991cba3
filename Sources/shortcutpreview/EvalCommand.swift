import StrictJSON
import ArgumentParser
import ShortcutCatalog
import ShortcutMatching
import ShortcutEvaluation
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shortcutpreview eval`: accuracy and latency on a workload, with the peer scripts' keys.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure accuracy and latency on a workload (CONTRACTS.md §4).",
        discussion: """
            Builds the index from the workload's phrases, matches every query one at a time on one \
            thread after 50 warm-up queries, and reports accuracy at the engine's own default \
            threshold. --dump writes per-query predictions that ../shared/peers/run_peer.py \
            --peer predictions scores with the same code as the peers.
            """
    )

    @Argument(help: "A workload JSON file.")
    var workload: String

    @Flag(help: "Print one JSON object.")
    var json = false

    @Option(help: "Write per-query predictions (JSON Lines) to this file.")
    var dump: String?

    @OptionGroup var dense: DenseOptions

    @Option(help: "Use this no-match threshold instead of the default (for calibration only).")
    var threshold: Float?

    @Option(help: ArgumentHelp("Override feature weights, e.g. word=0.5,charTrigram=0.3 (for calibration only).", visibility: .hidden))
    var weights: String?

    func run() throws {
        let loaded: Workload
        do {
            loaded = try Workload.load(path: workload)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        var configuration = MatcherConfiguration()
        configuration.embedding = try dense.embedding(for: loaded.locale)
        if let threshold { configuration.threshold = threshold }
        if let weights {
            for pair in weights.split(separator: ",") {
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let value = Float(String(parts[1])) else {
                    printError("error: --weights: \"\(pair)\" is not name=number (for example word=0.5)")
                    throw ExitCode(2)
                }
                switch parts[0] {
                case "word": configuration.weights.word = value
                case "looseWord": configuration.weights.looseWord = value
                case "wordBigram": configuration.weights.wordBigram = value
                case "charTrigram": configuration.weights.charTrigram = value
                case "cjkUnigram": configuration.weights.cjkUnigram = value
                case "cjkBigram": configuration.weights.cjkBigram = value
                case "unseen": configuration.weights.unseen = value
                case "centroid": configuration.centroidWeight = value
                case "dense": configuration.denseWeight = value
                case "denseCentroid": configuration.denseCentroidWeight = value
                case "denseCandidates": configuration.denseCandidates = Int(value)
                case "denseShortlist": configuration.denseShortlist = value
                case "denseCentering": configuration.denseCentering = value
                case "train": configuration.trainsClassifier = value != 0
                default:
                    printError("error: --weights: unknown feature kind \"\(parts[0])\" (use word, looseWord, wordBigram, charTrigram, cjkUnigram, cjkBigram, unseen)")
                    throw ExitCode(2)
                }
            }
        }
        let evaluation: Evaluation
        do {
            evaluation = try Evaluation.run(loaded, configuration: configuration)
        } catch {
            printError("error: \(workload): \(error)")
            throw ExitCode(2)
        }
        if let dump {
            try writeDump(evaluation, workload: loaded, to: dump)
        }
        let summary = JSONValue.object([
            ("peer", .string("shortcutpreview")),
            ("workload", .string(loaded.name)),
            ("build_s", .number(rounded(evaluation.buildSeconds, 6))),
            ("p50_us", .number(rounded(evaluation.p50, 2))),
            ("p99_us", .number(rounded(evaluation.p99, 2))),
            ("in_scope_acc", .number(rounded(evaluation.inScopeAccuracy, 4))),
            ("overall_acc", .number(rounded(evaluation.overallAccuracy, 4))),
            ("oos_recall", evaluation.outOfScopeRecall.map { .number(rounded($0, 4)) } ?? .null),
            ("in_scope_recall", .number(rounded(evaluation.inScopeRecall, 4))),
            ("threshold", .number(rounded(Double(evaluation.threshold), 4))),
            ("queries", .number(Double(evaluation.predictions.count))),
            ("cohesion_sparse", .number(rounded(Double(evaluation.cohesion.sparse), 4))),
            ("cohesion_dense", .number(rounded(Double(evaluation.cohesion.dense), 4))),
            ("raw_boundary", .number(rounded(Double(evaluation.rawBoundary), 4))),
        ])
        if json {
            print(JSONWriter.write(summary, style: .compact), terminator: "")
        } else {
            print("\(loaded.name): \(loaded.phrases.count) phrases, \(evaluation.predictions.count) queries")
            print("build \(format(evaluation.buildSeconds * 1000)) ms, p50 \(format(evaluation.p50)) µs, p99 \(format(evaluation.p99)) µs")
            print("in-scope accuracy \(format(evaluation.inScopeAccuracy)), overall accuracy \(format(evaluation.overallAccuracy)) at threshold \(format(Double(evaluation.threshold)))"
                + (evaluation.outOfScopeRecall.map { ", out-of-scope recall \(format($0))" } ?? ""))
        }
    }

    private func writeDump(_ evaluation: Evaluation, workload: Workload, to path: String) throws {
        var lines = JSONWriter.write(.object([("meta", .object([
            ("peer", .string("shortcutpreview")),
            ("build_s", .number(rounded(evaluation.buildSeconds, 6))),
            ("threshold", .number(rounded(Double(evaluation.threshold), 4))),
        ]))]), style: .compact)
        for prediction in evaluation.predictions {
            lines += JSONWriter.write(.object([
                ("text", .string(prediction.text)),
                ("intent", prediction.intent.map { .string($0) } ?? .null),
                ("score", .number(rounded(Double(prediction.score), 6))),
                ("latency_us", .number(rounded(prediction.latencyMicroseconds, 3))),
                ("native_reject", .bool(prediction.rejected)),
                ("runner_up_score", .number(rounded(Double(prediction.runnerUpScore), 6))),
            ]), style: .compact)
        }
        do {
            try AtomicFile.write(lines, to: URL(fileURLWithPath: path), display: path, what: "the predictions")
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}

func rounded(_ value: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}

func format(_ value: Double) -> String {
    let hundredths = (value * 1000).rounded() / 1000
    return "\(hundredths)"
}
