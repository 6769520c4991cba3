import ShortcutPreviewCore
internal import TextAnalysis

extension SparseIndex {
    /// A phrase as the index keeps it after analysis: enough to rebuild the index without
    /// analysing its text again.
    struct StoredPhrase: Sendable {
        /// Feature keys (see ``SparseIndex/key(_:)``), in text order, repeats included.
        var features: [UInt64]
        var family: Int
        /// A hash of the exact words in order: equal keys mean the same phrase, said exactly.
        var exactKey: UInt64
    }

    /// The analysed phrases an index is built from, in phrase order. Opaque to the matcher:
    /// it only hands one from ``analysis(of:families:locale:)`` or
    /// ``reanalysis(of:families:locale:)`` to ``init(_:groups:groupCount:weights:)``.
    struct Analysis: Sendable {
        /// The texts, by which a later analysis finds what it can reuse.
        let texts: [String]
        let phrases: [StoredPhrase]
        /// How many texts had to be analysed (the rest were reused).
        let analyzedCount: Int

        /// Analyses `texts`, taking the features of every text `previous` has from it (with
        /// this build's family number).
        init(texts: [String], families: [Int], locale: AnalysisLocale, reusing previous: Analysis?) throws(ShortcutPreviewError) {
            var reusable: [String: StoredPhrase] = [:]
            if let previous {
                for (text, stored) in zip(previous.texts, previous.phrases) { reusable[text] = stored }
            }
            var stored: [StoredPhrase?] = zip(texts, families).map { text, family in
                guard !reusable.isEmpty, var known = reusable[text] else { return nil }
                known.family = family
                return known
            }
            let missing = stored.indices.filter { stored[$0] == nil }
            let fresh = try ParallelStore.store(missing.map { texts[$0] }, families: missing.map { families[$0] }, locale: locale)
            for (index, phrase) in zip(missing, fresh) { stored[index] = phrase }
            self.texts = texts
            phrases = stored.compactMap { $0 }
            analyzedCount = missing.count
        }
    }

    /// A feature as the index stores it: its hash with the kind in the low three bits, so a
    /// phrase's features compare as plain integers and still know their kind.
    @inline(__always)
    static func key(_ feature: Feature) -> UInt64 {
        (feature.hash & ~7) | UInt64(feature.kind.rawValue & 7)
    }

    @inline(__always)
    static func kind(of key: UInt64) -> FeatureKind {
        FeatureKind(rawValue: UInt8(key & 7)) ?? .word
    }

    /// Analyses one text into its stored form, using `buffer` as scratch.
    static func store(_ text: String, family: Int, locale: AnalysisLocale, buffer: inout FeatureBuffer) throws(ShortcutPreviewError) -> StoredPhrase {
        try TextAnalyzer().extractFeatures(of: text, locale: locale, into: &buffer)
        let exactKey = Self.exactKey(of: buffer)
        // One allocation per phrase; repeats are dropped when the index is built.
        var features: [UInt64] = []
        features.reserveCapacity(buffer.features.count)
        for feature in buffer.features { features.append(key(feature)) }
        return StoredPhrase(features: features, family: family, exactKey: exactKey)
    }

    /// A hash of the exact word sequence of an analysed text.
    static func exactKey(of buffer: FeatureBuffer) -> UInt64 {
        var key: UInt64 = 0x9E37_79B9_7F4A_7C15
        for feature in buffer.features where feature.kind == .word {
            key = (key ^ feature.hash) &* 0x100_0000_01B3
            key ^= key >> 31
        }
        return key
    }
}
