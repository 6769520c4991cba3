import ShortcutPreviewCore
internal import TextAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A sparse, IDF-weighted feature index over a locale's phrases, compared by cosine.
///
/// Each phrase becomes a vector of its distinct features, each weighted by its kind and by its
/// inverse document frequency over the catalog's own phrases (so "in", "の" and "the" count
/// little). Phrases expanded from one template count as one document together.
///
/// Layout: an open-addressing table from feature hash to a posting list, postings stored
/// contiguously with each weight already divided by the phrase's norm. Scoring a query costs
/// one table probe per query feature plus one multiply-add per posting, and allocates
/// nothing. Building costs O(total features); the analysed features of every phrase are kept,
/// so replacing some phrases re-analyses only those.
///
/// What the matcher uses, and all it may use:
/// - ``analysis(of:families:locale:)`` (fresh) or ``reanalysis(of:families:locale:)`` (reusing
///   this index's work), then ``init(_:groups:groupCount:weights:)``;
/// - ``exactPhrase(of:)`` for exact matching;
/// - ``score(_:scores:touched:groupScores:queryWeights:)`` on the hot path (SparseIndex+Scoring);
/// - ``sharedTokens(_:phrase:)`` for a match's evidence, ``cohesion`` for its boundary.
///
/// The layout below is read by the scoring and building extensions in this folder only.
struct SparseIndex: Sendable {
    /// The analysed phrases the index was built from; private so that only this file decides
    /// how a later build reuses them.
    private let analyzed: Analysis
    /// The first phrase for each exact word sequence (see ``exactKey(of:)``).
    private let exactPhrases: [UInt64: Int32]

    let weights: FeatureWeights
    let table: FeatureTable
    /// Per feature slot: its kind weight × IDF.
    let slotWeight: [Float]
    /// The weight a feature no phrase has would get: the rarest feature's IDF.
    let maxIDF: Float

    /// One phrase's share of a feature: its weight divided by the phrase's norm.
    struct Posting: Sendable {
        var phrase: Int32
        var value: Float
    }

    /// Phrase postings per feature slot (`postingStart[slot]..<postingStart[slot + 1]`).
    let postingStart: [Int32]
    let postings: [Posting]
    /// Centroid postings per feature slot: `phrase` holds the group number.
    let groupPostingStart: [Int32]
    let groupPostings: [Posting]
    /// The number of groups (shortcuts) with a centroid.
    let groupCount: Int

    // Features most phrases share (the app name, "in", "my", a template's words repeated over
    // hundreds of parameter values) would make every query walk posting lists as long as the
    // index. Instead each phrase keeps a bit mask of the common features it has; phrases with
    // equal masks share one dot product per query, added in one dense pass.
    let common: CommonFeatures
    let inverseNorm: [Float]

    // For catalogs of many shortcuts with few phrases each (CLINC-like), walking the phrase
    // postings of common words costs more than it tells: the shortcuts' centroids pick the
    // leaders first, and only their phrases (and the negative phrases) are compared one by one.
    // Empty unless the index reranks.
    let rerank: RerankLayout
    let groupMembers: [[Int32]]
    let ungrouped: [Int32]

    /// The median over shortcuts of the mean cosine between two of its phrasings from
    /// different templates: how alike a shortcut's own phrasings are in this catalog.
    let cohesion: Float

    /// How many groups a rerank compares phrase by phrase.
    static let rerankGroups = 12

    /// The number of indexed phrases.
    var phraseCount: Int { analyzed.phrases.count }

    /// Indexes analysed phrases; `groups` gives each phrase's group (its shortcut, or -1), and
    /// every group also gets a centroid vector: the mean direction of its phrases.
    ///
    /// Complexity: O(total features), in a few linear passes over flat arrays.
    init(_ analysis: Analysis, groups: [Int32], groupCount: Int, weights: FeatureWeights) {
        let stored = analysis.phrases
        let families = stored.map(\.family)
        analyzed = analysis
        self.weights = weights
        self.groupCount = groupCount
        var exact: [UInt64: Int32] = [:]
        for (number, phrase) in stored.enumerated() where exact[phrase.exactKey] == nil {
            exact[phrase.exactKey] = Int32(number)
        }
        exactPhrases = exact

        // Each step is one linear pass; later steps read what earlier ones computed.
        var slots = PhraseSlots(stored)
        let idf = Self.inverseDocumentFrequencies(of: slots, weights: weights)
        let slotWeight = idf.slotWeight
        let common = CommonFeatures(choosingFrom: &slots)
        let phrasePostings = Self.phrasePostings(slots, slotWeight: slotWeight, common: common)
        let inverseNorm = phrasePostings.inverseNorm
        let reranks = groupCount >= 2 * Self.rerankGroups && stored.count <= groupCount * 32
        let members = Self.members(groups: groups, groupCount: groupCount)
        var centroids = CentroidBuilder(slotCount: slots.slotCount)
        let groupPostings = centroids.postings(of: members.grouped, slots: slots, slotWeight: slotWeight, inverseNorm: inverseNorm)
        cohesion = Self.cohesion(groups: groups, families: families, groupCount: groupCount) { phrases in
            centroids.squaredNormOfSum(phrases, slots: slots, slotWeight: slotWeight, inverseNorm: inverseNorm)
        }

        table = slots.table
        self.slotWeight = slotWeight
        maxIDF = idf.maxIDF
        self.common = common
        postingStart = phrasePostings.start
        postings = phrasePostings.postings
        self.inverseNorm = inverseNorm
        rerank = reranks
            ? RerankLayout(slots, groups: groups, common: common.slots, members: members.grouped, ungrouped: members.ungrouped,
                           groupPostingStart: groupPostings.start,
                           groupPostings: groupPostings.postings, groupCount: groupCount)
            : RerankLayout()
        groupMembers = members.grouped
        ungrouped = members.ungrouped
        groupPostingStart = groupPostings.start
        self.groupPostings = groupPostings.postings
    }

    /// Analyses `texts` (one family number per text) for a new index.
    static func analysis(of texts: [String], families: [Int], locale: AnalysisLocale) throws(ShortcutPreviewError) -> Analysis {
        try Analysis(texts: texts, families: families, locale: locale, reusing: nil)
    }

    /// Analyses `texts` for a new index, reusing this index's analysis of every text it has
    /// (an incremental update re-analyses only new texts).
    func reanalysis(of texts: [String], families: [Int], locale: AnalysisLocale) throws(ShortcutPreviewError) -> Analysis {
        try Analysis(texts: texts, families: families, locale: locale, reusing: analyzed)
    }

    /// The first phrase whose words are exactly those of `features`, if any.
    @inline(__always)
    func exactPhrase(of features: FeatureBuffer) -> Int32? {
        exactPhrases[Self.exactKey(of: features)]
    }

    /// How much each query token (by index) contributes to the features `phrase` shares with
    /// the query: the words that carried the match.
    func sharedTokens(_ query: FeatureBuffer, phrase: Int) -> [Float] {
        let stored = analyzed.phrases[phrase]
        var carried = [Float](repeating: 0, count: query.tokenRanges.count)
        for feature in query.features where carried.indices.contains(Int(feature.token)) {
            let key = Self.key(feature)
            guard stored.features.contains(key) else { continue }
            let slot = table.slot(for: key)
            guard slot >= 0 else { continue }
            carried[Int(feature.token)] += slotWeight[Int(slot)]
        }
        return carried
    }
}

extension Float {
    var logNatural: Float { logf(self) }
}
