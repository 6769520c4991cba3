/// Tunable parts of matching. The defaults are what the tool ships with.
public struct MatcherConfiguration: Sendable, Hashable {
    /// The score below which nothing matches.
    ///
    /// Chosen on CLINC150 `val` + `oos_val` (see `shortcutpreview eval`), not on any suite or
    /// workload we report.
    public var threshold: Float = MatcherConfiguration.defaultThreshold
    /// How many runners-up to report.
    public var candidateCount: Int = 3
    /// Feature weights of the sparse index.
    public var weights: FeatureWeights = FeatureWeights()

    /// The shipped no-match threshold.
    public static let defaultThreshold: Float = 0.45

    /// The defaults.
    public init() {}
}
