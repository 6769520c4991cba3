internal import TextAnalysis

extension Matcher {
    /// Which value of each of the shortcut's parameters the utterance names: the longest
    /// match wins ("Dune: Part Two" over "Dune"); an exact spelling beats a misspelling; two
    /// different values tied for best are reported as ambiguous instead of guessed.
    func resolveParameters(of intent: String, in features: FeatureBuffer, units: [(hash: UInt64, token: Int32)]) -> [ResolvedParameter] {
        (vocabulary.slots[intent] ?? []).map { slot in
            var resolved = ResolvedParameter(name: slot.name, valueID: nil, title: nil, utf16Range: nil, evidence: nil, ambiguousWith: [])
            guard let matcher = valueMatchers[slot.type], let values = vocabulary.values[slot.type] else { return resolved }
            let hits = matcher.hits(in: features, units: units)
            guard let best = hits.max(by: { Self.rank($0) < Self.rank($1) }) else { return resolved }
            let tied = Set(hits.filter { Self.rank($0) == Self.rank(best) && $0.owner != best.owner }.map(\.owner))
            let value = values[Int(best.owner)]
            if !tied.isEmpty {
                resolved.ambiguousWith = ([best.owner] + tied.sorted()).map { values[Int($0)].id }
                return resolved
            }
            resolved.valueID = value.id
            resolved.title = value.title
            let ranges = features.tokenRanges
            if ranges.indices.contains(Int(best.firstToken)), ranges.indices.contains(Int(best.lastToken)) {
                resolved.utf16Range = ranges[Int(best.firstToken)].lowerBound..<ranges[Int(best.lastToken)].upperBound
            }
            resolved.evidence = best.isFuzzy ? .misspelling : (best.isSynonym ? .synonym : .title)
            return resolved
        }
    }

    private static func rank(_ hit: SurfaceMatcher.Hit) -> Int {
        (hit.isFuzzy ? 0 : 1_000_000) + hit.length * 2 + (hit.isSynonym ? 0 : 1)
    }
}
