/// What an utterance triggers in one locale: a match, or why there is none, and the runners-up.
public struct MatchResult: Sendable, Hashable {
    /// The utterance as given.
    public var utterance: String
    /// The locale it was matched in (the catalog's locale tag).
    public var locale: String
    /// The shortcut it triggers, or nil.
    public var match: Match?
    /// Why nothing matched; nil when ``match`` is set.
    public var reason: NoMatchReason?
    /// The best shortcuts, best first, with their scores (including the match itself).
    public var candidates: [Candidate]
    /// Whether the app name or one of its synonyms occurs in the utterance.
    public var applicationNameMentioned: Bool
    /// For a "no", what came closest: the shortcut the utterance would trigger with the app's
    /// name said (``NoMatchReason/appNameMissing``), or the shortcut whose action it does not
    /// ask for (``NoMatchReason/noAction``, ``NoMatchReason/actionMismatch``).
    public var nearMiss: Match?
    /// One sentence on why nothing matched, naming the words that decided it; nil on a match.
    public var explanation: String?
    /// The acceptance rule that decided this result (``AcceptanceRuleID``): which check gave
    /// the match or the "no". Nil for a result no matcher decided (a locale without a catalog).
    public var rule: AcceptanceRuleID?
    /// For an ``NoMatchReason/actionMismatch`` on an action word, the word as written and its
    /// classes of action ("要約", summarize): another locale's phrases may say that action.
    package var objectedWord: String?
    /// See ``objectedWord``.
    package var objectedClasses: Set<String> = []

    /// Creates a result.
    public init(
        utterance: String, locale: String, match: Match?, reason: NoMatchReason?, candidates: [Candidate],
        applicationNameMentioned: Bool, nearMiss: Match? = nil, explanation: String? = nil
    ) {
        self.utterance = utterance
        self.locale = locale
        self.match = match
        self.reason = reason
        self.candidates = candidates
        self.applicationNameMentioned = applicationNameMentioned
        self.nearMiss = nearMiss
        self.explanation = explanation
    }
}

/// Why an utterance matched nothing.
public enum NoMatchReason: String, Sendable, Hashable, CaseIterable {
    /// The closest shortcut is not close enough.
    case belowThreshold = "below-threshold"
    /// The utterance is closer to a negative phrase than to any shortcut.
    case negativePhrase = "negative-phrase"
    /// The catalog has no phrases in this locale.
    case noPhrasesInLocale = "no-phrases-in-locale"
    /// The utterance does not name the app (or a synonym of it in this locale): Siri runs an
    /// App Shortcut only when it does. ``MatchResult/nearMiss`` shows what it would trigger.
    case appNameMissing = "app-name-missing"
    /// Nothing is asked beyond the app's name: a greeting, thanks, a question about the app,
    /// or "open <app>", which opens the app instead of running a shortcut.
    case noAction = "no-action"
    /// The utterance asks for an action the closest shortcut's phrases do not express
    /// ("cancel" where the shortcut orders), or for something unrelated to them.
    case actionMismatch = "action-mismatch"
}

/// How a match was found.
public enum MatchKind: String, Sendable, Hashable {
    /// The utterance says a phrase exactly (after normalisation): this works with flexible
    /// matching off and on Apple Watch.
    case exact
    /// The utterance is similar enough to the shortcut's phrases.
    case flexible
}

/// The shortcut an utterance triggers.
public struct Match: Sendable, Hashable {
    /// The shortcut's intent, e.g. `SummarizeList`.
    public var intent: String
    /// The shortcut's short title, when the catalog gives one.
    public var shortTitle: String?
    /// The closest phrase, after expansion.
    public var phrase: String
    /// Exact or flexible.
    public var kind: MatchKind
    /// Confidence in [0, 1]; 1 for an exact match.
    public var score: Float
    /// The parameter values the utterance names, by parameter name, in the shortcut's order.
    public var parameters: [ResolvedParameter]
    /// Whether the app name or a synonym occurs in the utterance. Siri itself needs it;
    /// the preview shows what the words mean either way.
    public var applicationNameMentioned: Bool
    /// UTF-16 ranges of the utterance's words that carried the match, for highlighting.
    public var evidence: [Range<Int>]
    /// Other shortcuts whose score is within ``MatcherConfiguration/closeCallMargin`` of this flexible
    /// match, best first: which of them Siri runs is not reliable, so their phrases should
    /// differ more. Empty for an exact match.
    public var closeCalls: [String] = []
    /// Shortcuts that scored higher but were set aside by the action check, best first, with
    /// why: what a reader of the candidates wonders when a lower score wins. Empty for an exact
    /// match and when the leader matched.
    public var passedOver: [PassedOver] = []
    /// The estimated probability that this is the shortcut meant, with in-scope and unrelated
    /// requests equally common: 1 for an exact match; for a flexible one,
    /// ``MatcherConfiguration/confidenceCurve`` applied to ``score``, or to the threshold when
    /// an action word only its phrases say carried it under the threshold.
    public var confidence: Float = 1
    /// When the utterance matched only once a clause of context was set aside ("put on Dune
    /// in Theater, I'm folding laundry"), the UTF-16 range of the part read as the request;
    /// nil when the whole utterance was.
    public var request: Range<Int>? = nil

    /// Whether another shortcut comes within ``MatcherConfiguration/closeCallMargin`` (see ``closeCalls``).
    public var isAmbiguous: Bool { !closeCalls.isEmpty }
}

/// A shortcut that scored higher than the match but does not do what the utterance asks.
public struct PassedOver: Sendable, Hashable {
    /// The shortcut's intent.
    public var intent: String
    /// Its score.
    public var score: Float
    /// Why it was set aside, naming the words ("\"记上\" is not what OpenList does").
    public var reason: String
}

/// A runner-up.
public struct Candidate: Sendable, Hashable {
    /// The shortcut's intent.
    public var intent: String
    /// Its closest phrase.
    public var phrase: String
    /// Its score in [0, 1].
    public var score: Float
}

/// A parameter of the matched shortcut and the value the utterance names, if any.
public struct ResolvedParameter: Sendable, Hashable {
    /// How the value was recognised.
    public enum Evidence: String, Sendable, Hashable {
        /// Its title, in any inflection the analyser folds.
        case title
        /// One of its synonyms.
        case synonym
        /// A close misspelling of its title or a synonym.
        case misspelling
        /// Words of the request's own that mean its title or a synonym ("看书" for "阅读"),
        /// by the dense vectors (``MatcherConfiguration/valueMeaningCosine``).
        case meaning
    }

    /// The parameter's name (`list`).
    public var name: String
    /// The value's identifier, or nil when the utterance names none (Siri would ask) or
    /// when two values tie (see ``ambiguousWith``).
    public var valueID: String?
    /// The value's title in the matched locale.
    public var title: String?
    /// Where the value is named in the utterance (UTF-16 offsets).
    public var utf16Range: Range<Int>?
    /// How the value was recognised.
    public var evidence: Evidence?
    /// Other values named just as well; non-empty means the utterance is ambiguous.
    public var ambiguousWith: [String]
}
