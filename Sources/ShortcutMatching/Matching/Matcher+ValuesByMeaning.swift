import DenseEmbedding

extension Matcher {
    /// Fills, in a flexible match, each parameter no title, synonym or misspelling named (and
    /// no tie left open) with the value the request's own words name by meaning
    /// (``ActionJudge/valueByMeaning(in:intent:type:cosine:margin:meaning:)``), with evidence
    /// ``ResolvedParameter/Evidence/meaning``. The words are those left once the app's name and
    /// the values already found are masked, and that the shortcut's phrases never use.
    func resolvingValuesByMeaning(_ match: Match, reading: Reading?) -> Match {
        guard match.kind == .flexible, configuration.valueMeaningCosine <= 1, let judge, let reading,
              let embedding = configuration.embedding, let intent = intents.firstIndex(of: match.intent),
              match.parameters.contains(where: { $0.valueID == nil && $0.ambiguousWith.isEmpty }) else { return match }
        var masked = Set<Int>()
        for parameter in match.parameters {
            if let range = parameter.utf16Range { masked.formUnion(reading.pieces.tokens(overlapping: range)) }
        }
        let residual = reading.residual(masking: masked, judge: judge)
        var filled = match
        for (number, slot) in (vocabulary.slots[match.intent] ?? []).enumerated()
        where filled.parameters.indices.contains(number) && filled.parameters[number].valueID == nil
            && filled.parameters[number].ambiguousWith.isEmpty {
            guard let values = vocabulary.values[slot.type],
                  let found = judge.valueByMeaning(in: residual, intent: intent, type: slot.type, cosine: configuration.valueMeaningCosine,
                                                   margin: configuration.valueMeaningMargin, meaning: { embedding.vector(of: $0) }),
                  values.indices.contains(found.value) else { continue }
            let ranges = found.tokens.compactMap { reading.pieces.tokenRanges.indices.contains($0) ? reading.pieces.tokenRanges[$0] : nil }
            filled.parameters[number].valueID = values[found.value].id
            filled.parameters[number].title = values[found.value].title
            filled.parameters[number].evidence = .meaning
            if let first = ranges.map(\.lowerBound).min(), let last = ranges.map(\.upperBound).max() {
                filled.parameters[number].utf16Range = first..<last
            }
        }
        return filled
    }
}
