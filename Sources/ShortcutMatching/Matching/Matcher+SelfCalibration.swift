import ShortcutPreviewCore
import Dispatch

extension Matcher {
    /// How many parts a large catalog's phrase templates are split into to see how each
    /// shortcut scores phrases it has never seen (see ``selfCalibrationOffsets(_:localeTag:vocabulary:applicationNames:configuration:intents:)``).
    static let selfCalibrationFolds = 5

    /// How much a recognition level measured over `templates` left-out templates is trusted:
    /// 1 − ``selfCalibrationTemplateFloor`` / `templates`, and nothing at or below the floor.
    /// With five templates a fold's matcher keeps four, and what their matches measure is not
    /// the catalog's matcher: on CLINC150 `val` every strength lost accuracy at 5 phrases per
    /// intent, while at 20 the best strength was about 1.5 times that at 10.
    static func reliability(templates: Int) -> Float {
        templates > 0 ? max(0, 1 - selfCalibrationTemplateFloor / Float(templates)) : 0
    }

    /// See ``reliability(templates:)``.
    static let selfCalibrationTemplateFloor: Float = 5

    /// Per shortcut, what its acceptance score gives up for scoring its own unseen phrases
    /// higher than the catalog's typical shortcut does (empty: no calibration).
    ///
    /// Some shortcuts are easy to recognise (their phrases share words no other shortcut
    /// uses) and some are not, so one boundary for all is too strict for the hard ones and too
    /// lenient for the easy ones: an unrelated request that lands on an easy shortcut
    /// scores like a genuine but hard request. Cross-fitting measures each shortcut's own
    /// level without any data beyond the catalog: the templates are split into
    /// ``selfCalibrationFolds`` parts, a matcher is built without each part, and each left-out
    /// template's first phrase is matched against it. A shortcut's level is the mean score of
    /// its left-out phrases where they came back to it (0 where they did not). Its offset is
    /// `MatcherConfiguration.selfCalibration` × ``reliability(templates:)`` × (its level − the
    /// mean level), so the catalog's scores stay about where they were on average, and the
    /// ranking itself is unchanged.
    ///
    /// Only for catalogs of more than `MatcherConfiguration.manyShortcuts` shortcuts with dense
    /// vectors: among a few shortcuts, ten left-out phrases each measured noise, and it lost
    /// accuracy on CLINC150 `val` 10-intent slices. Ten parts instead of five measured no better.
    ///
    /// - Complexity: ``selfCalibrationFolds`` builds of most of the catalog, then one match
    ///   per template: about 100 ms for 150 shortcuts of 10 phrases.
    static func selfCalibrationOffsets(
        _ phrases: [IndexedPhrase], localeTag: String, vocabulary: ParameterVocabulary, applicationNames: [String],
        configuration: MatcherConfiguration, intents: [String]
    ) -> [Float] {
        let strength = configuration.selfCalibration
        // Measured with dense vectors; with words alone it neither helped nor hurt.
        guard strength > 0, intents.count > MatcherConfiguration.manyShortcuts,
              configuration.embedding != nil, configuration.denseWeight > 0 else { return [] }
        let folds = selfCalibrationFolds
        // Each template's fold: its place among its shortcut's templates, modulo `folds`, so
        // every shortcut keeps most of its templates in every fold's matcher.
        var foldOfFamily: [Int: Int] = [:]
        var templatesSeen: [String: Int] = [:]
        var heldOut: [[Int]] = Array(repeating: [], count: folds)
        for (number, phrase) in phrases.enumerated() {
            guard let intent = phrase.intent, foldOfFamily[phrase.family] == nil else { continue }
            let place = templatesSeen[intent, default: 0]
            templatesSeen[intent] = place + 1
            foldOfFamily[phrase.family] = place % folds
            heldOut[place % folds].append(number)
        }
        // Nothing to gain from the builds when no shortcut's level would be trusted.
        guard templatesSeen.values.contains(where: { reliability(templates: $0) > 0 }) else { return [] }
        var uncalibrated = configuration
        uncalibrated.selfCalibration = 0
        let foldConfiguration = uncalibrated
        let families = foldOfFamily
        let queries = heldOut
        let outcomes = (0..<folds).map { _ in BuildSlot<[(intent: String, score: Float)]>() }
        DispatchQueue.concurrentPerform(iterations: folds) { fold in
            let kept = phrases.filter { $0.intent == nil || families[$0.family] != fold }
            guard let matcher = try? Matcher(building: kept, localeTag: localeTag, vocabulary: vocabulary,
                                             applicationNames: applicationNames, shortTitles: [:],
                                             configuration: foldConfiguration, reusing: nil) else { return }
            var scratch = MatchScratch()
            var scores: [(intent: String, score: Float)] = []
            for number in queries[fold] {
                guard let intent = phrases[number].intent else { continue }
                var score: Float = 0
                if (try? matcher.rank(phrases[number].text, exactOnly: false, scratch: &scratch)) != nil,
                   let top = matcher.best(scratch), matcher.intents[top.intent] == intent {
                    score = top.score
                }
                scores.append((intent, score))
            }
            outcomes[fold].value = scores
        }
        var sums: [String: (total: Float, count: Int)] = [:]
        for outcome in outcomes {
            // A fold that could not be built leaves the catalog uncalibrated rather than half so.
            guard let scores = outcome.value else { return [] }
            for (intent, score) in scores {
                var sum = sums[intent, default: (0, 0)]
                sum.total += score
                sum.count += 1
                sums[intent] = sum
            }
        }
        // A shortcut with a single template was never matched by a matcher that knew it.
        let levels = intents.map { intent -> Float? in
            guard templatesSeen[intent, default: 0] >= 2, let sum = sums[intent], sum.count > 0 else { return nil }
            return sum.total / Float(sum.count)
        }
        let measured = levels.compactMap { $0 }
        guard !measured.isEmpty else { return [] }
        let mean = measured.reduce(0, +) / Float(measured.count)
        return zip(intents, levels).map { intent, level in
            level.map { strength * reliability(templates: templatesSeen[intent, default: 0]) * ($0 - mean) } ?? 0
        }
    }
}
