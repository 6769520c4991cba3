/// The words that decide whether an utterance asks an app to do something, per language.
///
/// Siri turns away an utterance that names the app but asks for nothing ("Hi Soup Chef",
/// "what can Soup Chef do"), and one that asks for an action the app's shortcuts do not
/// perform ("cancel my tomato soup order"). The flexible similarity index cannot see either:
/// the app name and a parameter value carry most of the score. This lexicon lets the matcher
/// look at what is left once they are masked.
///
/// The lexicon is data, in `Lexicon/<language>.json` beside this module's sources, with the
/// classes of action in `Lexicon/classes.json` (the format is in the article "The lexicon"). It holds
/// only what any app's requests say, never the words of one kind of app:
/// - *Filler*: function words, greetings, thanks and politeness wrappers ("could you",
///   "帮我", "giúp tôi", "してくれる"). They never count as content.
/// - *Actions*: verbs of a class of action (turn on, delete, share…). An utterance whose action
///   belongs to a class that none of the matched shortcut's phrases has asks for something
///   else. Generic verbs ("get", "do", "have") are in no class on purpose: they agree with any
///   action. A class of kind `weak` agrees but never rules a shortcut out; one of kind `topic`
///   names what a request is about.
/// - *Opposites*: pairs of classes that undo each other (on and off, lock and unlock, next and
///   previous). Saying one rules out a shortcut whose phrases say only the other, even for a
///   weak class.
///
/// An action entry marked `~` is ambiguous: as often used for something else ("put" a card
/// on hold, "back" in "call me back"). It agrees with its classes, but rules a shortcut out
/// only when another of the app's shortcuts says that action.
///
/// Entries are written as a person would type them and analysed with the same rules as
/// utterances, so case, width, kana and (except in Vietnamese) diacritics fold alike.
struct ActionLexicon: Sendable {
    /// Filler entries, each a phrase.
    let filler: [String]
    /// The filler that says "for a short while" ("for a bit", "ちょっと", "一下", "một lát"):
    /// with it, an action of a class that has a ``ActionClass/briefly`` meaning means that
    /// ("stop the timer for a bit" pauses it).
    let briefly: [String]
    /// Action classes: a name and the phrases that express it.
    let actions: [(name: String, phrases: [String])]
    /// Words after which the request itself follows its reason ("so", "だから").
    let requestFollows: [String]
    /// Words before which the request stands, its reason after them ("because").
    let requestPrecedes: [String]
    /// Words that start a clause of context after the request ("while", "trước khi"): unlike
    /// ``requestPrecedes`` they also begin ordinary requests' words ("after"), so they only cut a
    /// request for a second reading, never for the first.
    let contextFollows: [String]
    /// Words that start a clause describing the speaker's situation rather than asking ("I'm
    /// cooking", "mình đang lau sàn", "我在开车"): an action word there describes, and does not
    /// ask for, another action.
    let contextSubjects: [String]
    /// Words that make an action beside them describe a thing rather than ask for it: English
    /// determiners and possessives before a past participle ("my saved meals"), Chinese "的"
    /// after a verb ("保存的餐食").
    let describers: [String]
    /// Sentence-final words of a statement ("よ", "かな"), and the forms every request takes
    /// ("て", "たい", "？"): an utterance that ends with the first and has none of the second
    /// asks for nothing.
    let statementEndings: [String]
    let requestMarkers: [String]
    /// Subjects that open a statement about the speaker ("I had such a long day"), and the
    /// words that still make one a request ("I need", "can you", "please", "I've got a
    /// question"), a log of what was just done ("I just had fifteen grams") or more than one
    /// telling ("but", "so"): an utterance that opens with the first, has none of the second, no
    /// number, no question mark, no action and no value asks for nothing. Only languages whose
    /// statements show their subject have the lists.
    let statementSubjects: [String]
    let requestWords: [String]
    /// Words that start a yes-or-no question about how things stand ("is", "are", "has"): an
    /// action word in such a clause describes a state ("is my fast still running?", "is the
    /// VPN on or off?") and asks for no action.
    let stateQuestions: [String]
    /// Words that ask how much or how many ("how many", "多少", "bao nhiêu", "何分"): a request
    /// that asks them, and to do nothing but look, asks to be told, which a shortcut that
    /// only starts, stops, sets or makes something never does.
    let amountQuestions: [String]

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

    // Read once, on first use: a one-shot match reads only its own language.
    static let english = read(PackageResources.en_json)
    static let japanese = read(PackageResources.ja_json)
    static let chinese = read(PackageResources.zh_json)
    static let vietnamese = read(PackageResources.vi_json)
}
