/// The acceptance rules, in the order they run: which one decided a result
/// (``MatchResult/rule``).
///
/// Each rule is one step after the ranking. The first one that decides ends the run, so a
/// rule's reason is the one reported even when a later rule would also have said no.
public enum AcceptanceRuleID: String, Sendable, Hashable, CaseIterable {
    /// The catalog has no phrases in the locale (``NoMatchReason/noPhrasesInLocale``).
    case noPhrases
    /// The utterance is a phrase as written: an exact match, or a negative phrase said exactly.
    case exactPhrase
    /// The utterance does not name the app (``NoMatchReason/appNameMissing``).
    case applicationName
    /// The utterance tells something and asks for nothing (``NoMatchReason/noAction``).
    case statement
    /// Nothing is asked beyond the app's name: a greeting, the name alone, a question about
    /// the app.
    case nothingAsked
    /// A negative phrase is closer than any shortcut and asks the same
    /// (``NoMatchReason/negativePhrase``).
    case negativePhrase
    /// An action word that only one shortcut's phrases say carries it from under the
    /// threshold. It never decides on its own; a later rule reports the result.
    case ownWord
    /// The request's action is not what the leading shortcuts do
    /// (``NoMatchReason/actionMismatch``), or a runner-up that does it is chosen instead.
    case actionCheck
    /// The chosen shortcut matches at the threshold (less the slack a word earned it), or
    /// nothing is close enough (``NoMatchReason/belowThreshold``).
    case threshold
}
