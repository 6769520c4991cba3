/// The registry of acceptance rules: every rule, in the order ``Matcher`` runs them.
///
/// The cheap rules that need no reading of the request come first; the action check, which
/// compares the request's words with each candidate's phrases, runs only for an utterance that
/// names the app, asks something and is not turned away by a negative phrase. The threshold
/// rule comes last and always decides.
enum AcceptanceRules {
    /// The rules, in order. ``AcceptanceRuleID`` lists the same names in the same order.
    static let pipeline: [any AcceptanceRule] = [
        NoPhrasesRule(),
        ExactPhraseRule(),
        ApplicationNameRule(),
        StatementRule(),
        NothingAskedRule(),
        NegativePhraseRule(),
        OwnWordRule(),
        ActionCheckRule(),
        ThresholdRule(),
    ]

    /// The rules' names, in pipeline order.
    static var order: [AcceptanceRuleID] { pipeline.map { type(of: $0).id } }
}
