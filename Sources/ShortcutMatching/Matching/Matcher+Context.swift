import ShortcutPreviewCore
internal import TextAnalysis

/// A second reading for requests that give context besides what they ask: "put on Dune Part 2
/// in Theater, I'm folding laundry", "clear what I owe on Cards before I forget". The context's
/// words dilute the score and look like requests of their own, so the whole may match nothing
/// while its request clause alone matches.
extension Matcher {
    /// The result of matching the utterance without one clause of context, when the whole
    /// matched nothing for its score or its action, the request clause matches and says the
    /// shortcut's action (or names a value), and the clause set aside describes the speaker or
    /// asks for no action the match does not do; else nil.
    ///
    /// - Complexity: at most three more matches, only for an utterance that matched nothing
    ///   and has more than one clause.
    func matchingWithoutContext(_ utterance: String, after first: MatchResult, scratch: inout MatchScratch) -> MatchResult? {
        guard let judge, first.match == nil, first.reason == .belowThreshold || first.reason == .actionMismatch else { return nil }
        // The first reading's tokens are still in `scratch`: no second analysis.
        guard let reading = scratch.hasTokens ? read(AnalyzedText(text: utterance, locale: locale, tokens: scratch.tokens)) : read(utterance) else {
            return nil
        }
        let cuts = judge.contextCuts(reading.pieces)
        guard !cuts.isEmpty else { return nil }
        // Where the first reading found parameter values, before `scratch` is reused.
        let values = namedValueRanges(scratch)
        let utf16 = Array(utterance.utf16)
        for (cut, describes) in cuts {
            guard cut.lowerBound >= 0, cut.upperBound <= utf16.count else { continue }
            let kept = cut.lowerBound == 0 ? cut.upperBound..<utf16.count : 0..<cut.lowerBound
            // One word set aside ("um, …", "あの、…") is a hesitation or an address, not context.
            guard reading.pieces.tokenRanges.filter({ !$0.overlaps(kept) && !$0.isEmpty }).count > 1 else { continue }
            // Matching again is worth it only for a clause that names a value or says an action
            // some shortcut's phrases say: what the match will have to show.
            let request = residual(reading, inside: kept, judge: judge)
            let namesValue = values.contains { kept.contains($0.lowerBound) && $0.upperBound <= kept.upperBound }
            guard namesValue || request.actions.contains(where: { action in
                intents.indices.contains { judge.saysOrNear(action, intent: $0) }
            }) else {
                continue
            }
            let context = contextResidual(reading, outside: kept, judge: judge)
            let text = String(decoding: utf16[kept], as: UTF16.self)
            guard let ranking = try? rank(text, exactOnly: false, scratch: &scratch, readsWords: true) else { continue }
            var retried = result(for: text, ranking: ranking, exactOnly: false, scratch: scratch)
            guard var match = retried.match, let intent = intents.firstIndex(of: match.intent),
                  describes || !objects(context, to: intent, judge: judge),
                  match.parameters.contains(where: { $0.valueID != nil }) || asksPlainly(request, intent: intent, judge: judge) else { continue }
            let shift = kept.lowerBound
            match.evidence = match.evidence.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
            for number in match.parameters.indices {
                if let range = match.parameters[number].utf16Range {
                    match.parameters[number].utf16Range = (range.lowerBound + shift)..<(range.upperBound + shift)
                }
            }
            match.request = kept
            retried.match = match
            retried.utterance = utterance
            return retried
        }
        return nil
    }

    /// What the words outside `kept` (the app's name aside) ask, as the action check reads them.
    private func contextResidual(_ reading: Reading, outside kept: Range<Int>, judge: ActionJudge) -> ActionJudge.Residual {
        var masked = reading.nameTokens
        for (token, range) in reading.pieces.tokenRanges.enumerated() where range.overlaps(kept) { masked.insert(token) }
        return judge.residual(of: reading.pieces, masked: masked)
    }

    /// What the words inside `kept` (the app's name aside) ask.
    private func residual(_ reading: Reading, inside kept: Range<Int>, judge: ActionJudge) -> ActionJudge.Residual {
        var masked = reading.nameTokens
        for (token, range) in reading.pieces.tokenRanges.enumerated() where !range.overlaps(kept) { masked.insert(token) }
        return judge.residual(of: reading.pieces, masked: masked)
    }

    /// Whether a request clause says one of the shortcut's actions (or one near it in meaning,
    /// "turn off" for "stop") in a clear word: a clause
    /// cut from a longer text must ask for the action, not merely share its words ("…không
    /// thành hiện thực" shares "thực hiện" with "Thực hiện thanh toán").
    private func asksPlainly(_ request: ActionJudge.Residual, intent: Int, judge: ActionJudge) -> Bool {
        request.actions.contains { judge.saysOrNear($0, intent: intent) }
    }

    /// Whether the words set aside as context say an action that rules shortcut `intent` out
    /// ("order my usual from Soup Chef, and cancel the old one" is not a plain order). A
    /// clause that describes the speaker ("I'm cooking") is not asked this.
    private func objects(_ context: ActionJudge.Residual, to intent: Int, judge: ActionJudge) -> Bool {
        context.actions.contains { action in
            !action.ambiguous && !action.classes.isSubset(of: ActionClass.neverConflicting) && !judge.says(action, intent: intent)
        }
    }

    /// The UTF-16 ranges where the features in `scratch` name a value of any parameter.
    private func namedValueRanges(_ scratch: MatchScratch) -> [Range<Int>] {
        let units = SurfaceMatcher.units(of: scratch.features)
        let ranges = scratch.features.tokenRanges
        var found: [Range<Int>] = []
        for matcher in valueMatchers.values {
            for hit in matcher.hits(in: scratch.features, units: units)
            where hit.firstToken <= hit.lastToken && ranges.indices.contains(Int(hit.firstToken)) && ranges.indices.contains(Int(hit.lastToken)) {
                found.append(ranges[Int(hit.firstToken)].lowerBound..<ranges[Int(hit.lastToken)].upperBound)
            }
        }
        return found
    }
}
