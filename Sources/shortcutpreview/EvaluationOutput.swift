import ShortcutEvaluation
import ShortcutMatching
import StrictJSON

/// What `eval --json` prints: one object with the keys of the peer scripts
/// (CONTRACTS.md §4), so one reader compares every engine.
struct EvaluationSummary: JSONRepresentable {
    var workload: String
    var evaluation: Evaluation

    var jsonValue: JSONValue {
        .object([
            ("peer", .string("shortcutpreview")),
            ("workload", .string(workload)),
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
            ("self_calibration", selfCalibration),
        ])
    }

    /// How many shortcuts self-calibration moved, and how far at most each way (raw scale);
    /// null when the catalog was not self-calibrated.
    private var selfCalibration: JSONValue {
        let offsets = evaluation.selfOffsets
        guard let lowest = offsets.min(), let highest = offsets.max() else { return .null }
        return .object([
            ("shortcuts", .number(Double(offsets.filter { $0 != 0 }.count))),
            ("min_offset", .number(rounded(Double(lowest), 4))),
            ("max_offset", .number(rounded(Double(highest), 4))),
        ])
    }
}

/// What `eval --dump` writes: a `meta` line, then one line per query, in the format
/// `run_peer.py --peer predictions` scores.
struct EvaluationPredictions {
    var evaluation: Evaluation

    /// The JSON Lines, each with its newline.
    var lines: String {
        var text = JSONWriter.write(Meta(evaluation: evaluation), style: .compact)
        for prediction in evaluation.predictions {
            text += JSONWriter.write(Line(prediction: prediction), style: .compact)
        }
        return text
    }

    /// The first line: who predicted, and at which threshold.
    struct Meta: JSONRepresentable {
        var evaluation: Evaluation

        var jsonValue: JSONValue {
            .object([("meta", .object([
                ("peer", .string("shortcutpreview")),
                ("build_s", .number(rounded(evaluation.buildSeconds, 6))),
                ("threshold", .number(rounded(Double(evaluation.threshold), 4))),
            ]))])
        }
    }

    /// One query's prediction.
    struct Line: JSONRepresentable {
        var prediction: Evaluation.Prediction

        var jsonValue: JSONValue {
            .object([
                ("text", .string(prediction.text)),
                ("intent", prediction.intent.map { .string($0) } ?? .null),
                ("score", .number(rounded(Double(prediction.score), 6))),
                ("latency_us", .number(rounded(prediction.latencyMicroseconds, 3))),
                ("native_reject", .bool(prediction.rejected)),
                ("runner_up_score", .number(rounded(Double(prediction.runnerUpScore), 6))),
            ])
        }
    }
}
