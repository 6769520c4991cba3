/// The words that decide whether an utterance asks an app to do something, per language.
///
/// Siri turns away an utterance that names the app but asks for nothing ("Hi Soup Chef",
/// "what can Soup Chef do"), and one that asks for an action the app's shortcuts do not
/// perform ("cancel my tomato soup order"). The flexible similarity index cannot see either:
/// the app name and a parameter value carry most of the score. This lexicon lets the matcher
/// look at what is left once they are masked.
///
/// Two kinds of entry:
/// - *Filler*: function words, greetings, thanks and politeness wrappers ("could you",
///   "帮我", "giúp tôi", "してくれる"). They never count as content.
/// - *Actions*: verbs and nouns of a class of action (cancel, share, pay…). An utterance whose
///   action belongs to a class that none of the matched shortcut's phrases has asks for
///   something else. Generic verbs ("get", "do", "have") are in no class on purpose: they
///   agree with any action.
/// - *Topics*: nouns and verbs of what a request is about ("menu", "serving", "perks",
///   "ポイント"), in the classes ``topicClasses`` lists. They agree in full with a shortcut whose
///   phrases name the topic and never rule one out ("pay with points" still pays).
///
/// An action entry marked `~` is ambiguous: as often used for something else ("put" a card
/// on hold, "clear" what I owe, "mới nhất" is the latest). It agrees with its classes, but
/// rules a shortcut out only when another of the app's shortcuts says that action.
///
/// Entries are written as a person would type them and analysed with the same rules as
/// utterances, so case, width, kana and (except in Vietnamese) diacritics fold alike.
struct ActionLexicon: Sendable {
    /// Filler entries, each a phrase.
    let filler: [String]
    /// Action classes: a name and the phrases that express it.
    let actions: [(name: String, phrases: [String])]

    /// The lexicon for a language subtag (`en`, `ja`, `zh`, `vi`), or nil when there is none:
    /// other languages get the app-name gate and the empty-utterance check only.
    static func forLanguage(_ language: String) -> ActionLexicon? {
        switch language {
        case "en": return english
        case "ja": return japanese
        case "zh": return chinese
        case "vi": return vietnamese
        default: return nil
        }
    }
}
