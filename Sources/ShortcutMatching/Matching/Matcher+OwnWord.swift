internal import TextAnalysis
import DenseEmbedding

/// An action word that only one shortcut's phrases say names what is asked, under the
/// threshold: the scores, carried by the shared list and the app's name, do not see it
/// ("Cardsで精算をお願い"; "I need the gist of my to-dos", where the shortcuts that share
/// "to-dos" rank above SummarizeList).
extension Matcher {

    /// Whether the leader's phrases, and no other shortcut's, say a (not weak) action the
    /// request says, and the rest of the request agrees with it.
    func leaderSaysOwnWord(
        _ asked: (values: Set<Int>, residual: ActionJudge.Residual), leader: Int, judge: ActionJudge,
        heard: inout Set<Int>?, scratch: MatchScratch, units: [(hash: UInt64, token: Int32)]
    ) -> Bool {
        asked.residual.actions.contains { action in
            !action.classes.isSubset(of: ActionClass.weakClasses) && judge.says(action, intent: leader)
                && judge.shortcuts(saying: action.text, classes: action.classes) == [leader]
        } && agrees(asked.residual, intent: leader, namedValue: !asked.values.isEmpty, judge: judge,
                    heard: &heard, scratch: scratch, units: units)
    }

    /// The runner-up whose phrases alone say the request's (not ambiguous) action words, when
    /// it scores within ``MatcherConfiguration/ownWordSlack`` of the threshold and the request agrees with it; nil
    /// when no such word names exactly one shortcut other than the leader.
    ///
    /// A weak word counts here when only one shortcut says it ("从上回停下的地方往下放":
    /// ResumeWatching alone says resume, behind PlayShow). For the leader's own word
    /// (``leaderSaysOwnWord(_:leader:judge:heard:scratch:units:)``) a weak word cost an
    /// unrelated sentence ("phát âm", pronounce, read as play) and gained nothing on
    /// Calibration, so the leader still needs a strong one.
    func runnerUpSayingOwnWord(
        _ residual: ActionJudge.Residual, leader: Int, reading: Reading, judge: ActionJudge,
        heard: inout Set<Int>?, scratch: MatchScratch, units: [(hash: UInt64, token: Int32)]
    ) -> (intent: Int, phrase: Int32, score: Float)? {
        let sayers = Set(residual.actions.compactMap { action -> Int? in
            guard !action.ambiguous else { return nil }
            let sayers = judge.shortcuts(saying: action.text, classes: action.classes)
            return sayers.count == 1 ? sayers[0] : nil
        })
        guard sayers.count == 1, let intent = sayers.first, intent != leader,
              let other = rankedForResult(scratch, units: units, limit: intents.count).first(where: { $0.intent == intent }),
              calibrated(other.score) >= configuration.threshold - configuration.ownWordSlack else { return nil }
        let values = valueTokens(of: intent, scratch: scratch, units: units, reading: reading)
        let own = reading.residual(masking: values, judge: judge)
        guard agrees(own, intent: intent, namedValue: !values.isEmpty, judge: judge, heard: &heard, scratch: scratch, units: units) else {
            return nil
        }
        return other
    }

    /// The action check's verdict, by words and by ``MatcherConfiguration/denseAgreement``
    /// (never by the nearest phrase alone), is that the residual asks for shortcut `intent`.
    func agrees(
        _ residual: ActionJudge.Residual, intent: Int, namedValue: Bool, judge: ActionJudge,
        heard: inout Set<Int>?, scratch: MatchScratch, units: [(hash: UInt64, token: Int32)]
    ) -> Bool {
        judge.verdict(residual, intent: intent, namedValue: namedValue,
                      meaning: configuration.embedding.map { embedding in { embedding.vector(of: $0) } },
                      nearestCosine: .infinity, agreementCosine: configuration.denseAgreement,
                      wordCosine: configuration.denseWordAgreement,
                      heard: heardShortcuts(&heard, for: residual, scratch: scratch, units: units)) == .agrees
    }
}
