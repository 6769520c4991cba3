public import TextAnalysis

/// A source of similarity between an utterance and every indexed phrase.
///
/// The sparse feature index is one; a dense embedding can be another. The matcher adds the
/// similarities of every source, each with its weight, and never needs to know how they were
/// computed.
public protocol PhraseSimilarity: Sendable {
    /// How many phrases the source scores (the matcher's phrase count).
    var phraseCount: Int { get }

    /// Adds `weight` × similarity(query, phrase) into `scores[phrase]` for every phrase with
    /// a non-zero similarity, appending each phrase it touches first to
    /// `touched[touchedCount]` and incrementing `touchedCount`.
    ///
    /// `scores` and `touched` hold ``phraseCount`` elements and untouched scores are zero;
    /// a source must not allocate here.
    func accumulate(
        _ query: QueryFeatures,
        weight: Float,
        scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<Int32>,
        touchedCount: inout Int
    )
}

/// The utterance as every similarity source sees it: its text, locale and features.
public struct QueryFeatures: Sendable {
    /// The utterance.
    public var text: String
    /// The locale it is matched in.
    public var locale: AnalysisLocale
    /// Its features, in token order, with token offsets.
    public var features: FeatureBuffer

    /// Creates query features.
    public init(text: String, locale: AnalysisLocale, features: FeatureBuffer) {
        self.text = text
        self.locale = locale
        self.features = features
    }
}
