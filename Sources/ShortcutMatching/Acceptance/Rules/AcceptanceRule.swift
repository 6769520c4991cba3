/// One step of deciding what an utterance triggers once the ranking is done: a rule decides the
/// result (a match, or the reason for none) or leaves it to the next rule.
///
/// ``AcceptanceRules/pipeline`` runs the rules in order; the first that decides ends the run.
/// A rule keeps its tuned constants in ``MatcherConfiguration``, where each says what data it
/// was fitted on, and has its own test suite.
protocol AcceptanceRule: Sendable {
    /// The name a result this rule decides reports in ``MatchResult/rule``.
    static var id: AcceptanceRuleID { get }

    /// Decides `decision.result`, or changes what the later rules weigh (the shortcut chosen,
    /// the slack a word earns it) and passes on.
    func apply(to decision: inout AcceptanceDecision, matcher: Matcher) -> AcceptanceStep
}

/// Whether a rule decided the result or left it to the next one.
enum AcceptanceStep {
    /// The result is final.
    case decided
    /// The next rule decides.
    case next
}
