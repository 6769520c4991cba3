/// Two phrases of different shortcuts that the matcher finds close: saying one may trigger
/// the other. Xcode cannot show this; lint reports it.
public struct ConfusablePair: Sendable, Hashable {
    /// The phrase said.
    public var phrase: String
    /// Its shortcut.
    public var intent: String
    /// The other shortcut's closest phrase.
    public var otherPhrase: String
    /// The other shortcut.
    public var otherIntent: String
    /// The calibrated score the other shortcut gets when `phrase` is said, in [0, 1].
    public var score: Float
}

extension Matcher {
    /// The default score above which two shortcuts' phrases count as confusable: saying one
    /// gives the other a score well past the no-match threshold (0.5). On the bundled
    /// catalogs only Theater's two watchlist shortcuts ("Show my Theater watchlist" against
    /// "Add this show to my watchlist in Theater", in en and vi) reach it; `lint
    /// --confusion-score 0.6` lists the pairs just below.
    public static let confusionScore: Float = 0.7

    /// Every phrase template (its first expansion stands for it) that another shortcut scores
    /// at least `minimumScore` for, strongest first; each pair of shortcuts and phrase once.
    ///
    /// Complexity: one match per template, a few microseconds each.
    public func confusablePairs(minimumScore: Float = Matcher.confusionScore) -> [ConfusablePair] {
        var scratch = MatchScratch()
        var seenFamilies = Set<Int>()
        var pairs: [ConfusablePair] = []
        var reported = Set<String>()
        for (number, phrase) in phrases.enumerated() {
            guard let intent = phrase.intent, seenFamilies.insert(phrase.family).inserted else { continue }
            guard (try? rank(phrase.text, exactOnly: false, scratch: &scratch)) != nil else { continue }
            let own = Int(phraseIntentNumber(number))
            for (other, best) in scratch.intentPhrase.enumerated() where other != own && best != -1 {
                let score = calibrated(scratch.intentBest[other])
                guard score >= minimumScore else { continue }
                let otherIntent = intentName(other)
                let otherPhrase = phrases[Int(self.phrase(best, of: other, scratch))].text
                let key = [intent + "\u{1}" + phrase.text, otherIntent + "\u{1}" + otherPhrase].sorted().joined(separator: "\u{2}")
                guard reported.insert(key).inserted else { continue }
                pairs.append(ConfusablePair(phrase: phrase.text, intent: intent, otherPhrase: otherPhrase,
                                            otherIntent: otherIntent, score: score))
            }
        }
        return pairs.sorted { $0.score > $1.score }
    }
}
