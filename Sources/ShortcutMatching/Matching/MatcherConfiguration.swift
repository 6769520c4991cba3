/// Tunable parts of matching. The defaults are what the tool ships with.
public struct MatcherConfiguration: Sendable, Hashable {
    /// The calibrated score below which nothing matches (0.5 by default; see ``calibrated(_:)``).
    public var threshold: Float = MatcherConfiguration.defaultThreshold
    /// How many runners-up to report.
    public var candidateCount: Int = 3
    /// How much a shortcut's centroid (the mean of its phrases) counts against its single
    /// best phrase, in [0, 1].
    public var centroidWeight: Float = 0.7
    /// Feature weights of the sparse index.
    public var weights: FeatureWeights = FeatureWeights()

    /// The shipped no-match threshold, on the calibrated scale.
    public static let defaultThreshold: Float = 0.5

    /// The raw similarity that maps to a calibrated 0.5: the threshold that maximises balanced
    /// accuracy (mean of in-scope recall and out-of-scope recall) on CLINC150 `val` +
    /// `oos_val` with 10 phrases per intent, for 150 intents and for two 10-intent apps. Never
    /// fitted on the workloads' test queries or on the suites we report.
    public static let rawBoundary: Float = 0.27

    /// Maps a raw similarity in [0, 1] to the reported score: piecewise linear, monotone,
    /// 0 → 0, ``rawBoundary`` → 0.5, 1 → 1, so 0.5 reads as "just enough" in every catalog.
    public static func calibrated(_ raw: Float) -> Float {
        let clamped = min(max(raw, 0), 1)
        if clamped <= rawBoundary { return 0.5 * clamped / rawBoundary }
        return 0.5 + 0.5 * (clamped - rawBoundary) / (1 - rawBoundary)
    }

    /// The defaults.
    public init() {}
}
