import ShortcutPreviewCore
internal import TextAnalysis
import DenseEmbedding

extension Matcher {
    /// Assembles the result of a ranking: an exact phrase, a negative phrase, the app-name
    /// gate, the action check and the threshold, in that order.
    ///
    /// - Parameter gated: false when re-matching with the app name added for a near miss.
    func result(for utterance: String, ranking: Ranking, exactOnly: Bool, scratch: MatchScratch, gated: Bool = true) -> MatchResult {
        let units = SurfaceMatcher.units(of: scratch.features)
        let reading = nameFinder.isEmpty ? nil
            : scratch.hasTokens ? read(AnalyzedText(text: utterance, locale: locale, tokens: scratch.tokens)) : read(utterance)
        let mentioned = reading.map { !$0.nameTokens.isEmpty } ?? !applicationNames.hits(in: scratch.features, units: units).isEmpty
        var result = MatchResult(utterance: utterance, locale: localeTag, match: nil, reason: nil, candidates: [], applicationNameMentioned: mentioned)
        guard !phrases.isEmpty else {
            result.reason = .noPhrasesInLocale
            return result
        }
        // At least the three the action check weighs, whatever `candidateCount` shows.
        let ordered = exactOnly ? [] : rankedForResult(scratch, units: units, limit: max(configuration.candidateCount, 3))
        result.candidates = ordered.prefix(max(configuration.candidateCount, 1)).map {
            Candidate(intent: intents[$0.intent], phrase: phrases[Int($0.phrase)].text, score: calibrated($0.score))
        }

        if let exact = ranking.exactPhrase {
            let phrase = phrases[Int(exact)]
            guard let intent = phrase.intent else {
                result.reason = .negativePhrase
                result.explanation = "said exactly as the negative phrase \"\(phrase.text)\""
                return result
            }
            result.match = makeMatch(intent: intent, phrase: Int(exact), kind: .exact, score: 1, mentioned: mentioned, units: units, scratch: scratch)
            // Said exactly, the phrase is its shortcut's best candidate at full score.
            result.candidates.removeAll { $0.intent == intent }
            result.candidates.insert(Candidate(intent: intent, phrase: phrase.text, score: 1), at: 0)
            result.candidates = Array(result.candidates.prefix(max(configuration.candidateCount, 1)))
            return result
        }
        // What the utterance asks beyond the app's name and the leader's values, read once for
        // the negative phrases, the "nothing asked" check and the leader's action check.
        // Lazily: an utterance without the app's name rarely needs it.
        var askedOnce: (values: Set<Int>, residual: ActionJudge.Residual)?? = nil
        func asked() -> (values: Set<Int>, residual: ActionJudge.Residual)? {
            if let done = askedOnce { return done }
            let reading = exactOnly ? nil : reading
            let value: (values: Set<Int>, residual: ActionJudge.Residual)? = judge.flatMap { judge in
                reading.map { reading in
                    let values = ordered.first.map { valueTokens(of: $0.intent, scratch: scratch, units: units, reading: reading) } ?? []
                    return (values, reading.residual(masking: values, judge: judge))
                }
            }
            askedOnce = .some(value)
            return value
        }
        // Which shortcuts score close enough to be what is asked, for ambiguous words: "決済"
        // (payments) rules ViewRecentPurchases out only when PayBalance is in the running. Read
        // only for a request with an ambiguous word (a closure here would cost every match).
        var heard: Set<Int>? = nil
        // A negative phrase turns an utterance away when it is close enough and asks for the
        // same thing: closeness alone often comes from the app's name and the particles.
        let negativeApplies = calibrated(ranking.negativeScore) >= configuration.threshold
            && negativeAgrees(ranking, asked: asked()?.residual, leader: ordered.first?.intent)
        if !exactOnly, gated, configuration.requiresApplicationName, reading != nil, !mentioned, !negativeApplies {
            result.reason = .appNameMissing
            result.nearMiss = nearMiss(adding: applicationNameList.first ?? "", to: utterance)
            result.explanation = result.nearMiss.map { "the app's name is missing; with it, this would trigger \($0.intent)" }
                ?? "the app's name is missing, and even with it nothing would be close enough"
                + (scriptMismatch(reading).map { ": \($0)" } ?? "")
            return result
        }
        // A statement asks for nothing, whatever words it shares with a phrase ("ByeMoney、
        // 今日はほんとに疲れたよ").
        if !exactOnly, gated, let judge, judge.isStatement(utterance) {
            result.reason = .noAction
            result.explanation = "this tells something and asks for nothing: it has no form of a request"
            return result
        }
        // Nothing asked beyond the app's name is the reason, whatever the scores say: a
        // greeting can come close to a negative phrase that shares the name, or fall below the
        // threshold, and either would explain the "no" worse.
        // (Re-matching for a near miss wants only a match: below the threshold there is none.)
        if gated || ordered.first.map({ calibrated($0.score) >= configuration.threshold }) == true,
           let judge, let asked = asked(), let objection = Self.nothingAsked(asked, judge: judge, leader: ordered.first?.intent, intents: intents) {
            result.reason = objection.reason
            result.explanation = objection.explanation
            if let top = ordered.first, calibrated(top.score) >= configuration.threshold {
                result.nearMiss = makeMatch(intent: intents[top.intent], phrase: Int(top.phrase), kind: .flexible,
                                            score: calibrated(top.score), mentioned: mentioned, units: units, scratch: scratch)
            }
            return result
        }
        guard let top = ordered.first, !exactOnly else {
            if negativeApplies {
                result.reason = .negativePhrase
                result.explanation = negativeExplanation(ranking)
            } else {
                result.reason = .belowThreshold
                result.explanation = scriptMismatch(reading)
            }
            return result
        }
        let topScore = calibrated(top.score)
        let negativeScore = calibrated(ranking.negativeScore)
        if negativeScore > topScore && negativeApplies {
            result.reason = .negativePhrase
            result.explanation = negativeExplanation(ranking, over: top)
            return result
        }
        // The action check may pass over a leader whose phrases ask for something else, to a
        // runner-up that clears the threshold and comes within `actionRunnerUpMargin` of it,
        // or to any shortcut above the threshold whose phrases say the action word the leader
        // objected to; a "no" names the leader's objection.
        var chosen = top
        // Shortcuts heard below the threshold because their phrases say the request's action word.
        var byWord: [Int: Float] = [:]
        var passedOver: [(candidate: (intent: Int, phrase: Int32, score: Float), verdict: ActionJudge.Verdict)] = []
        // A word the request says names what is asked when the scores, carried by the shared
        // list and app name, do not see it (`Matcher+OwnWord`).
        // (No runner-up scores above the leader: under ``ownWordSlack`` nothing is heard.)
        if let judge, let reading, topScore < configuration.threshold, topScore >= configuration.threshold - configuration.ownWordSlack,
           let asked = asked() {
            if leaderSaysOwnWord(asked, leader: top.intent, judge: judge, heard: &heard, scratch: scratch, units: units) {
                byWord[top.intent] = configuration.ownWordSlack
            } else if let other = runnerUpSayingOwnWord(asked.residual, leader: top.intent, reading: reading, judge: judge,
                                                        heard: &heard, scratch: scratch, units: units) {
                chosen = other
                byWord[other.intent] = configuration.ownWordSlack
            }
        }
        if let judge, let reading, topScore >= configuration.threshold {
            var objection: (reason: NoMatchReason, explanation: String)? = nil
            let floor = max(configuration.threshold, topScore - configuration.actionRunnerUpMargin)
            var pool = ordered.prefix(3).filter { calibrated($0.score) >= floor || $0.intent == top.intent }
            var next = 0
            while next < pool.count {
                let candidate = pool[next]
                next += 1
                let values: Set<Int>
                let residual: ActionJudge.Residual
                if candidate.intent == top.intent, let asked = asked() {
                    (values, residual) = asked
                } else {
                    values = valueTokens(of: candidate.intent, scratch: scratch, units: units, reading: reading)
                    residual = reading.residual(masking: values, judge: judge)
                }
                let nearest = candidate.intent == top.intent && topScore >= configuration.denseNearestMinimumScore
                    ? configuration.denseNearestAgreement : .infinity
                var verdict = judge.verdict(residual, intent: candidate.intent,
                                            namedValue: !values.isEmpty, meaning: configuration.embedding.map { embedding in
                                                { embedding.vector(of: $0) }
                                            }, nearestCosine: nearest, agreementCosine: configuration.denseAgreement, wordCosine: configuration.denseWordAgreement,
                                            heard: heardShortcuts(&heard, for: residual, scratch: scratch, units: units))
                // A request that gives its reason ("I've got a meeting in five minutes, so give
                // me the gist of my lists") is judged by its own clause when the whole is not.
                if verdict != .agrees {
                    for clause in reading.requestClauses(masking: values, judge: judge)
                    where judge.verdict(clause, intent: candidate.intent, namedValue: !values.isEmpty,
                                        meaning: configuration.embedding.map { embedding in { embedding.vector(of: $0) } },
                                        nearestCosine: nearest, agreementCosine: configuration.denseAgreement,
                                        wordCosine: configuration.denseWordAgreement,
                                        heard: heardShortcuts(&heard, for: clause, scratch: scratch, units: units)) == .agrees {
                        verdict = .agrees
                        break
                    }
                }
                if verdict == .agrees {
                    objection = nil
                    chosen = candidate
                    // A leader that agrees with nothing a runner-up's phrases do not also say (the
                    // value, "list"), while the request says an action the leader's phrases do not
                    // (a weak one, "take me to", which rules nothing out), gives way to that
                    // runner-up within the margin if its phrases say the action: "Take me to my
                    // work list in Demo" opens the list, not its summary.
                    if candidate.intent == top.intent,
                       let action = residual.actions.first(where: { !$0.classes.isEmpty && !judge.says($0, intent: candidate.intent) }) {
                        // Among all shortcuts, so that what matches does not depend on how many
                        // candidates are shown.
                        let everyone = ordered.count < intents.count ? rankedForResult(scratch, units: units, limit: intents.count) : ordered
                        // A topic hears the runner-up that names it from ``topicSlack`` under
                        // the threshold, as when the leader is unrelated ("what's on offer":
                        // ShowMenu, behind CheckOrderStatus, which only shares "take a look").
                        let topic = !action.classes.isDisjoint(with: ActionClass.topicClasses)
                        let giveFloor = topic ? max(configuration.threshold - configuration.topicSlack, topScore - configuration.actionRunnerUpMargin) : floor
                        for other in everyone where other.intent != candidate.intent && calibrated(other.score) >= giveFloor
                            && judge.says(action, intent: other.intent) {
                            let otherValues = valueTokens(of: other.intent, scratch: scratch, units: units, reading: reading)
                            // The runner-up's own values count as said by it ("work tasks" names a
                            // list for OpenList, while MarkItemDone's phrases say "task").
                            guard !judge.saysAnything(residual, intent: candidate.intent, beyond: other.intent,
                                                      besides: otherValues) else { continue }
                            let otherResidual = reading.residual(masking: otherValues, judge: judge)
                            if agrees(otherResidual, intent: other.intent, namedValue: !otherValues.isEmpty, judge: judge,
                                      heard: &heard, scratch: scratch, units: units) {
                                passedOver.append((candidate, .otherAction(action.text, shown: action.shown, action.classes)))
                                chosen = other
                                if topic { byWord[other.intent] = configuration.topicSlack }
                                break
                            }
                        }
                    }
                    break
                }
                passedOver.append((candidate, verdict))
                if objection == nil {
                    objection = self.objection(verdict, intent: candidate.intent, ordered: ordered)
                    if case let .otherAction(key, word, classes) = verdict {
                        result.objectedWord = word
                        result.objectedClasses = classes
                        // The word names what is asked: a shortcut whose phrases say it and that
                        // comes within `objectedWordSlack` of the threshold is heard too, wherever
                        // it ranks ("记上" for AddItem, fourth behind OpenList, SummarizeList and
                        // CreateList).
                        // Among all shortcuts, so that what matches does not depend on how many
                        // candidates are shown.
                        let sayers = Set(judge.shortcuts(saying: key, classes: classes))
                        let everyone = sayers.isEmpty ? [] : rankedForResult(scratch, units: units, limit: intents.count)
                        for other in everyone where !pool.contains(where: { $0.intent == other.intent }) {
                            if sayers.contains(other.intent) {
                                if calibrated(other.score) >= configuration.threshold - configuration.objectedWordSlack { pool.append(other); byWord[other.intent] = configuration.objectedWordSlack }
                            } else {
                                // Its phrases do not say the word either: set aside for the same
                                // reason, should a lower shortcut that says it match.
                                passedOver.append((other, verdict))
                            }
                        }
                    } else if case .unrelated = verdict, candidate.intent == top.intent {
                        // A topic the leader's phrases never name ("menu", "マイル") names what is
                        // asked as an action word does, without ruling the leader out.
                        let topics = residual.actions.filter { !$0.classes.isDisjoint(with: ActionClass.topicClasses) && !judge.says($0, intent: top.intent) }
                        let sayers = Set(topics.flatMap { judge.shortcuts(saying: $0.text, classes: $0.classes.intersection(ActionClass.topicClasses)) })
                        if !sayers.isEmpty {
                            for other in rankedForResult(scratch, units: units, limit: intents.count)
                            where sayers.contains(other.intent) && !pool.contains(where: { $0.intent == other.intent })
                                && calibrated(other.score) >= configuration.threshold - configuration.topicSlack {
                                pool.append(other)
                                byWord[other.intent] = configuration.topicSlack
                            }
                            // Those that name the topic are heard before the other runners-up
                            // ("我点的汤出发了没": CheckOrderStatus before OrderUsual, which only
                            // shares the soup).
                            let rest = pool[next...]
                            pool = Array(pool[..<next]) + rest.filter { sayers.contains($0.intent) } + rest.filter { !sayers.contains($0.intent) }
                        }
                    }
                }
            }
            if let objection {
                result.reason = objection.reason
                result.explanation = objection.explanation
                result.nearMiss = makeMatch(intent: intents[top.intent], phrase: Int(top.phrase), kind: .flexible,
                                            score: topScore, mentioned: mentioned, units: units, scratch: scratch)
                return result
            }
        }
        let chosenScore = calibrated(chosen.score)
        // A shortcut heard for a word may sit under the threshold: the leader for its own word,
        // another shortcut for the word the leader objected to or for the leader's topic.
        let slack: Float = byWord[chosen.intent] ?? 0
        guard chosenScore >= configuration.threshold - slack else {
            result.reason = .belowThreshold
            result.explanation = scriptMismatch(reading)
            return result
        }
        result.match = makeMatch(intent: intents[chosen.intent], phrase: Int(chosen.phrase), kind: .flexible,
                                 score: chosenScore, mentioned: mentioned, units: units, scratch: scratch)
        // A match carried under the threshold by its action word is as sure as one at the
        // threshold, at least: on the regression sets (Tests/RegressionSets), 100 such matches
        // were all right, against 5 of 3,300 unrelated sentences framed with the app's name.
        if slack > 0, chosenScore < configuration.threshold {
            let floor = configuration.confidenceCurve.confidence(ofScore: configuration.threshold)
            if let confidence = result.match?.confidence, confidence < floor { result.match?.confidence = floor }
        }
        result.match?.passedOver = passedOver.filter { $0.candidate.score > chosen.score }.sorted { $0.candidate.score > $1.candidate.score }.map { set in
            PassedOver(intent: intents[set.candidate.intent], score: calibrated(set.candidate.score),
                       reason: Self.setAside(set.verdict, intent: intents[set.candidate.intent]))
        }
        // Within the margin either way: a runner-up chosen by the action check may sit far below
        // the leader it passed over.
        result.match?.closeCalls = ordered.filter {
            $0.intent != chosen.intent && abs(chosenScore - calibrated($0.score)) <= Self.closeCallMargin
        }
            .map { intents[$0.intent] }
        return result
    }
}
