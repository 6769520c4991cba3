public import DenseEmbedding

/// Tunable parts of matching. The defaults are what the tool ships with.
public struct MatcherConfiguration: Sendable {
    /// The calibrated score below which nothing matches (0.5 by default; see ``calibrated(_:)``).
    public var threshold: Float = MatcherConfiguration.defaultThreshold
    /// How many runners-up to report.
    public var candidateCount: Int = 3
    /// How much a shortcut's centroid (the mean of its phrases) counts against its single
    /// best phrase, in [0, 1].
    public var centroidWeight: Float = 0.7
    /// Static token embeddings for dense similarity, or nil for sparse features only.
    ///
    /// The shipped table (`StaticEmbedding.bundled()`) is English: the command line uses it
    /// for English locales only, where it was measured to help.
    public var embedding: StaticEmbedding? = nil
    /// How much dense similarity counts against sparse similarity, in [0, 1].
    public var denseWeight: Float = 0.4
    /// How much a shortcut's dense centroid counts against its best phrase's dense similarity.
    public var denseCentroidWeight: Float = 0.7
    /// In catalogs of more than 32 shortcuts, the fraction of the best sparse score a shortcut
    /// needs for its dense centroid to be computed at all.
    public var denseShortlist: Float = 0.4
    /// How many shortcuts, best first, get their phrases compared densely one by one (the
    /// rest are judged by their dense centroid alone).
    public var denseCandidates: Int = 4
    /// Feature weights of the sparse index.
    public var weights: FeatureWeights = FeatureWeights()

    /// The shipped no-match threshold, on the calibrated scale.
    public static let defaultThreshold: Float = 0.5

    /// The raw similarity that maps to a calibrated 0.5 with sparse features only: the
    /// threshold that maximises balanced accuracy (mean of in-scope recall and out-of-scope
    /// recall) on CLINC150 `val` + `oos_val` with 10 phrases per intent, for 150 intents and
    /// for two 10-intent apps. Never fitted on the workloads' test queries or on our suites.
    public static let sparseBoundary: Float = 0.27
    /// The same, fitted the same way, with the shipped dense vectors mixed in.
    public static let denseBoundary: Float = 0.395

    /// The raw similarity that maps to a calibrated 0.5 under this configuration.
    public var rawBoundary: Float {
        embedding != nil && denseWeight > 0 ? Self.denseBoundary : Self.sparseBoundary
    }

    /// Maps a raw similarity in [0, 1] to the reported score: piecewise linear, monotone,
    /// 0 → 0, ``rawBoundary`` → 0.5, 1 → 1, so 0.5 reads as "just enough" in every catalog.
    public func calibrated(_ raw: Float) -> Float {
        let clamped = min(max(raw, 0), 1)
        let boundary = rawBoundary
        if clamped <= boundary { return 0.5 * clamped / boundary }
        return 0.5 + 0.5 * (clamped - boundary) / (1 - boundary)
    }

    /// The defaults.
    public init() {}
}
