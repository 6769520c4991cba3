import ShortcutPreviewCore
internal import TextAnalysis

/// Finds where known surface texts (parameter titles and synonyms, app names) occur in an
/// utterance, tolerant of particles, inflection and small misspellings.
///
/// Texts are compared as sequences of units: a loose word for spaced scripts, a character
/// for Japanese and Chinese, whose words ICU may cut differently inside a sentence
/// (買い物リストを, 购物清单里). A surface is found where its units occur in order and
/// contiguously; failing that, a spaced-script surface is found where most of its character
/// trigrams occur (a misspelling).
struct SurfaceMatcher: Sendable {
    /// One text to look for, and what it stands for.
    struct Surface: Sendable {
        var units: [UInt64]
        var trigrams: [UInt64]
        var owner: Int32
        var isSynonym: Bool
    }

    /// One place a surface was found.
    struct Hit: Sendable, Equatable {
        var owner: Int32
        var isSynonym: Bool
        var isFuzzy: Bool
        /// Query tokens covered, first and last inclusive.
        var firstToken: Int32
        var lastToken: Int32
        /// Units matched: the length that decides between "Dune" and "Dune: Part Two".
        var length: Int
    }

    private(set) var surfaces: [Surface] = []
    private var byFirstUnit: [UInt64: [Int32]] = [:]
    private var byTrigram: [UInt64: [Int32]] = [:]

    /// Trigram coverage a misspelt surface needs (for example "grocey list" for "grocery list"):
    /// ``MatcherConfiguration/fuzzyCoverage``.
    let fuzzyCoverage: Float

    init(fuzzyCoverage: Float) {
        self.fuzzyCoverage = fuzzyCoverage
    }

    mutating func add(_ text: String, owner: Int32, isSynonym: Bool, locale: AnalysisLocale, buffer: inout FeatureBuffer) throws(ShortcutPreviewError) {
        try TextAnalyzer().extractFeatures(of: text, locale: locale, into: &buffer)
        let units = Self.units(of: buffer).map(\.hash)
        guard let first = units.first else { return }
        let trigrams = Array(Set(buffer.features.filter { $0.kind == .charTrigram }.map(\.hash)))
        let index = Int32(surfaces.count)
        surfaces.append(Surface(units: units, trigrams: trigrams, owner: owner, isSynonym: isSynonym))
        byFirstUnit[first, default: []].append(index)
        // Short words are too easy to hit by accident; only longer surfaces match fuzzily.
        if trigrams.count >= 5 {
            for trigram in trigrams { byTrigram[trigram, default: []].append(index) }
        }
    }

    /// The units of an analysed text with the token each came from.
    static func units(of buffer: FeatureBuffer) -> [(hash: UInt64, token: Int32)] {
        var units: [(hash: UInt64, token: Int32)] = []
        units.reserveCapacity(buffer.tokenRanges.count)
        var pendingLoose: (hash: UInt64, token: Int32)? = nil
        var tokenHasCJK = false
        for feature in buffer.features {
            switch feature.kind {
            case .looseWord:
                if let pending = pendingLoose, !tokenHasCJK { units.append(pending) }
                pendingLoose = (feature.hash, feature.token)
                tokenHasCJK = false
            case .cjkUnigram:
                tokenHasCJK = true
                units.append((feature.hash, feature.token))
            default:
                break
            }
        }
        if let pending = pendingLoose, !tokenHasCJK { units.append(pending) }
        return units
    }

    /// Every exact occurrence of every surface, then fuzzy ones for owners not found exactly.
    func hits(in query: FeatureBuffer, owners allowed: ((Int32) -> Bool)? = nil) -> [Hit] {
        hits(in: query, units: Self.units(of: query), owners: allowed)
    }

    /// ``hits(in:owners:)`` with the query's units already computed (one pass per utterance
    /// serves the app name and every parameter).
    func hits(in query: FeatureBuffer, units: [(hash: UInt64, token: Int32)], owners allowed: ((Int32) -> Bool)? = nil) -> [Hit] {
        var hits: [Hit] = []
        for start in units.indices {
            guard let candidates = byFirstUnit[units[start].hash] else { continue }
            for candidate in candidates {
                let surface = surfaces[Int(candidate)]
                if let allowed, !allowed(surface.owner) { continue }
                guard start + surface.units.count <= units.count else { continue }
                var matches = true
                for (offset, unit) in surface.units.enumerated() where units[start + offset].hash != unit {
                    matches = false
                    break
                }
                if matches {
                    hits.append(Hit(owner: surface.owner, isSynonym: surface.isSynonym, isFuzzy: false,
                                    firstToken: units[start].token,
                                    lastToken: units[start + surface.units.count - 1].token,
                                    length: surface.units.count))
                }
            }
        }
        if hits.isEmpty && !byTrigram.isEmpty {
            hits = fuzzyHits(in: query, allowed: allowed)
        }
        return hits
    }

    private func fuzzyHits(in query: FeatureBuffer, allowed: ((Int32) -> Bool)?) -> [Hit] {
        // Counts and spans per surface live in stack buffers: this runs for every utterance
        // that names no app or value exactly, so it must not hash or allocate per trigram.
        let count = surfaces.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count * 3) { table in
            table.initialize(repeating: 0)
            var touched: [Int32] = []
            let features = query.features
            for (position, feature) in features.enumerated() where feature.kind == .charTrigram {
                var repeated = false
                var back = position - 1
                while back >= 0 && back >= position - 64 {
                    if features[back].hash == feature.hash { repeated = true; break }
                    back -= 1
                }
                guard !repeated, let candidates = byTrigram[feature.hash] else { continue }
                for candidate in candidates {
                    let at = Int(candidate) * 3
                    if table[at] == 0 {
                        touched.append(candidate)
                        table[at + 1] = feature.token
                        table[at + 2] = feature.token
                    }
                    table[at] += 1
                    table[at + 1] = min(table[at + 1], feature.token)
                    table[at + 2] = max(table[at + 2], feature.token)
                }
            }
            var hits: [Hit] = []
            for candidate in touched {
                let surface = surfaces[Int(candidate)]
                if let allowed, !allowed(surface.owner) { continue }
                let at = Int(candidate) * 3
                let shared = Int(table[at])
                let first = table[at + 1]
                let last = table[at + 2]
                let coverage = Float(shared) / Float(surface.trigrams.count)
                guard coverage >= fuzzyCoverage, Int(last - first) < surface.units.count + 1 else { continue }
                hits.append(Hit(owner: surface.owner, isSynonym: surface.isSynonym, isFuzzy: true,
                                firstToken: first, lastToken: last, length: shared))
            }
            return hits
        }
    }
}
