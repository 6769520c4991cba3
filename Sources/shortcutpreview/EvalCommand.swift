import PreviewSession
import ArgumentParser
import CommandLineSupport
import ShortcutCatalog
import ShortcutMatching
import StrictJSON
import ShortcutEvaluation
import ShortcutPreviewCore

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
    var workload: String?

    @OptionGroup var retrieval: RetrievalOptions

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
        if retrieval.retrieval { return try retrieval.run(json: json) }
        guard let workload else {
            throw CommandFailure("eval needs a workload file or --retrieval", remedy: "for example shortcutpreview eval ../shared/peers/workloads/clinc150_k10.json")
        }
        let loaded = try Workload.load(path: workload)
        var configuration = MatcherConfiguration()
        configuration.embedding = try dense.embedding(for: loaded.locale)
        // --model, --dense-weight and the other dense options apply here as in `match`.
        dense.apply(to: &configuration)
        if let threshold { configuration.threshold = threshold }
        if let weights { try WeightOverrides.apply(weights, to: &configuration) }
        let evaluation: Evaluation
        do {
            evaluation = try Evaluation.run(loaded, configuration: configuration)
        } catch {
            throw CommandFailure(workload, error)
        }
        if let dump {
            let lines = EvaluationPredictions(evaluation: evaluation).lines
            try AtomicFile.write(lines, to: URL(fileURLWithPath: dump), display: dump, what: "the predictions")
        }
        if json {
            printJSON(EvaluationSummary(workload: loaded.name, evaluation: evaluation), style: .compact)
        } else {
            print("\(loaded.name): \(loaded.phrases.count) phrases, \(evaluation.predictions.count) queries")
            print("build \(format(evaluation.buildSeconds * 1000)) ms, p50 \(format(evaluation.p50)) µs, p99 \(format(evaluation.p99)) µs")
            print("in-scope accuracy \(format(evaluation.inScopeAccuracy)), overall accuracy \(format(evaluation.overallAccuracy)) at threshold \(format(Double(evaluation.threshold)))"
                + (evaluation.outOfScopeRecall.map { ", out-of-scope recall \(format($0))" } ?? ""))
        }
    }
}
