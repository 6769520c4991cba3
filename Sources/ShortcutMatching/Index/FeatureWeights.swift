internal import TextAnalysis

/// How much each kind of feature counts, and how unseen query words weigh against a match.
///
/// The defaults were chosen on CLINC150's `val` and `oos_val` splits and on the
/// Calibration paraphrases of our own catalogs (Tests/RegressionSets/Fitting), never on the
/// suites or workloads we report.
public struct FeatureWeights: Sendable, Hashable {
    /// Weight of an exact word.
    public var word: Float = 0.5
    /// Weight of a loose (folded) word.
    public var looseWord: Float = 1.0
    /// Weight of a word bigram (a syllable bigram in Vietnamese).
    public var wordBigram: Float = 0.6
    /// Weight of a character trigram inside a word.
    public var charTrigram: Float = 0.8
    /// Weight of a single kana or Han character.
    public var cjkUnigram: Float = 0.4
    /// Weight of two adjacent kana or Han characters.
    public var cjkBigram: Float = 1.0
    /// How much a query feature no phrase has counts in the query's length, as a fraction of
    /// the rarest known feature's weight. Unknown words make an utterance less like any phrase.
    public var unseen: Float = 0.8

    /// The defaults.
    public init() {}

    @inline(__always)
    func weight(of kind: FeatureKind) -> Float {
        switch kind {
        case .word: word
        case .looseWord: looseWord
        case .wordBigram: wordBigram
        case .charTrigram: charTrigram
        case .cjkUnigram: cjkUnigram
        case .cjkBigram: cjkBigram
        }
    }
}
