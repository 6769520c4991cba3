#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a flexible match's calibrated score into a confidence: the estimated probability that
/// its shortcut is the one meant, if in-scope requests and unrelated ones were equally common.
///
/// A score says where an utterance sits against the no-match boundary (0.5); a confidence says
/// how often matches at that score were right. The curve is logistic in the score,
/// `1 / (1 + exp(-(intercept + slope × 10 × (score − 0.5))))`, one for every language.
public struct ConfidenceCurve: Sendable, Hashable {
    /// The log-odds of a right match at score 0.5.
    public var intercept: Float
    /// How fast the log-odds grow, per 0.1 of score.
    public var slope: Float

    /// A curve with the given coefficients.
    public init(intercept: Float, slope: Float) {
        self.intercept = intercept
        self.slope = slope
    }

    /// The curve the tool ships with, fitted by `Tools/fit-confidence.py` on the flexible
    /// matches of the Calibration paraphrases (Tests/RegressionSets/Fitting; en, ja, zh-Hans,
    /// vi over Demo, SoupChef and Cards) and of Tatoeba sentences framed with the app's name; one curve for all
    /// languages generalised better than one per language (Docs/accuracy.md,
    /// "Confidence").
    public static let shipped = ConfidenceCurve(intercept: 1.4151, slope: 1.2403)

    /// The confidence of a flexible match at calibrated `score`, in (0, 1). O(1).
    public func confidence(ofScore score: Float) -> Float {
        1 / (1 + exp(-(intercept + slope * 10 * (score - 0.5))))
    }
}
