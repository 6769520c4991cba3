public import ShortcutMatching

/// Accuracy and latency of the matcher on a workload, with the peer scripts' metric names.
///
/// The peer-comparison harness (`shortcutpreview eval`, `../shared/peers/run_peer.py`): a
/// module of its own so the library product ships only what apps match with.
public struct Evaluation: Sendable {
    /// One query's outcome, as `run_peer.py --peer predictions` reads it.
    public struct Prediction: Sendable {
        /// The query.
        public var text: String
        /// The right intent (nil: out of scope).
        public var label: String?
        /// The best candidate's intent, even when rejected.
        public var intent: String?
        /// Its score.
        public var score: Float
        /// Whether the matcher's own threshold rejected it.
        public var rejected: Bool
        /// Wall time of the match, in microseconds.
        public var latencyMicroseconds: Double
        /// The second-best shortcut's calibrated score (0 when there is none).
        public var runnerUpScore: Float = 0
    }

    /// Seconds to build the index from the phrases.
    public var buildSeconds: Double
    /// Median single-query latency in microseconds, after warm-up.
    public var p50: Double
    /// 99th percentile latency in microseconds.
    public var p99: Double
    /// Top-1 intent accuracy on in-scope queries, threshold ignored.
    public var inScopeAccuracy: Double
    /// Accuracy over all queries at the matcher's own threshold.
    public var overallAccuracy: Double
    /// Out-of-scope queries rejected at that threshold (nil without out-of-scope queries).
    public var outOfScopeRecall: Double?
    /// In-scope queries matched and right at that threshold.
    public var inScopeRecall: Double
    /// The threshold used.
    public var threshold: Float
    /// The matcher's cohesion figures (sparse, dense), for calibration.
    public var cohesion: (sparse: Float, dense: Float) = (0, 0)
    /// The raw similarity the calibrated threshold of 0.5 stands for in this catalog.
    public var rawBoundary: Float = 0
    /// Per shortcut, what self-calibration takes from its score (empty when the catalog was
    /// not self-calibrated: 32 shortcuts or fewer, no dense vectors, or 5 templates or fewer).
    public var selfOffsets: [Float] = []
    /// Per-query outcomes in workload order.
    public var predictions: [Evaluation.Prediction]

    /// Builds a matcher from the workload's phrases and runs every query once, one at a time
    /// on this thread, after `warmup` untimed queries.
    public static func run(_ workload: Workload, configuration: MatcherConfiguration = MatcherConfiguration(), warmup: Int = 50) throws -> Evaluation {
        let phrases = workload.phrases.enumerated().map { IndexedPhrase(text: $1.text, intent: $1.intent, family: $0) }
        let clock = ContinuousClock()
        let buildStart = clock.now
        let matcher = try Matcher(phrases: phrases, locale: workload.locale, configuration: configuration)
        let build = clock.now - buildStart

        var scratch = MatchScratch()
        for query in workload.queries.prefix(warmup) { _ = try matcher.topIntent(query.text, scratch: &scratch) }

        var predictions: [Prediction] = []
        predictions.reserveCapacity(workload.queries.count)
        for query in workload.queries {
            let start = clock.now
            let top = try matcher.topIntent(query.text, scratch: &scratch)
            let elapsed = clock.now - start
            predictions.append(Prediction(text: query.text, label: query.intent, intent: top.intent, score: top.score,
                                          rejected: top.score < configuration.threshold || top.intent == nil,
                                          latencyMicroseconds: elapsed.microseconds,
                                          runnerUpScore: matcher.ordered(scratch, limit: 2).dropFirst().first.map { matcher.calibrated($0.score) } ?? 0))
        }
        var evaluation = summarize(predictions, build: build.seconds, threshold: configuration.threshold)
        evaluation.cohesion = matcher.cohesion
        evaluation.rawBoundary = matcher.rawBoundary
        evaluation.selfOffsets = matcher.selfOffsets
        return evaluation
    }

    static func summarize(_ predictions: [Prediction], build: Double, threshold: Float) -> Evaluation {
        let inScope = predictions.filter { $0.label != nil }
        let outOfScope = predictions.filter { $0.label == nil }
        let rightTop = inScope.filter { $0.intent == $0.label }.count
        let rightMatched = inScope.filter { $0.intent == $0.label && !$0.rejected }.count
        let rejectedOut = outOfScope.filter(\.rejected).count
        let latencies = predictions.map(\.latencyMicroseconds).sorted()
        func percentile(_ p: Double) -> Double {
            guard !latencies.isEmpty else { return 0 }
            let rank = p * Double(latencies.count - 1)
            let low = Int(rank)
            let high = min(low + 1, latencies.count - 1)
            return latencies[low] + (latencies[high] - latencies[low]) * (rank - Double(low))
        }
        return Evaluation(
            buildSeconds: build, p50: percentile(0.5), p99: percentile(0.99),
            inScopeAccuracy: inScope.isEmpty ? 0 : Double(rightTop) / Double(inScope.count),
            overallAccuracy: predictions.isEmpty ? 0 : Double(rightMatched + rejectedOut) / Double(predictions.count),
            outOfScopeRecall: outOfScope.isEmpty ? nil : Double(rejectedOut) / Double(outOfScope.count),
            inScopeRecall: inScope.isEmpty ? 0 : Double(rightMatched) / Double(inScope.count),
            threshold: threshold, predictions: predictions)
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var microseconds: Double { seconds * 1e6 }
}
