internal import TextAnalysis
import DenseEmbedding

/// Decides whether what is left of an utterance, once the app name and the parameter values
/// are masked, asks for what the chosen shortcut does.
///
/// Three outcomes: nothing is left but filler or questions about the app ("Hi Soup Chef",
/// "what can Soup Chef do", "open Soup Chef", "is Soup Chef free?"), which Siri answers by
/// opening the app or not at all; an action the
/// shortcut's phrases never express ("cancel my tomato soup order", "注销我的卡"); and
/// agreement, where at least one remaining word is the shortcut's own (or of its class of
/// action) and no more than one more word is foreign to it.
struct ActionJudge: Sendable {

    /// What a shortcut's phrases say, once their placeholders and the app name are masked.
    struct Profile: Sendable {
        var classes: Set<String> = []
        /// The classes of action words with one class, and those of words with several
        /// ("消す": turn off, delete), from which ``classes`` keeps what the rest confirm.
        var plainClasses: Set<String> = []
        var severalClasses: [Set<String>] = []
        var words: Set<String> = []
        var han: Set<String> = []
        var kanaPairs: Set<String> = []
        /// Each action class the phrases say, with a content word beside it ("next\u{1}page"),
        /// for ``ActionJudge/opposite(in:to:)``.
        var placed: Set<String> = []
        /// The masked phrases' remaining words, one text per phrase, for dense comparison.
        var texts: [String] = []
        /// The sentence vectors of ``texts`` (empty without dense vectors).
        var vectors: [[Float]] = []
        /// The masked phrases' remaining words, each once, for comparing one word by meaning.
        var wordTexts: [String] = []
        /// The vectors of ``wordTexts`` (empty without dense vectors).
        var wordVectors: [[Float]] = []
        /// Whether one of the phrases asks only to open the app ("Open ${applicationName}"):
        /// the app's name and words of opening, nothing else.
        var opensApp = false
        /// The classes of action only the shortcut's phrases in other locales say
        /// (``ActionJudge/learnClasses(from:)``).
        var translatedClasses: Set<String> = []
        /// The classes of the phrases' action words that have one class only ("play", not
        /// "start"), what a subject's ``ActionClass/spokenWith`` is read against.
        var soleClasses: Set<String> = []
        /// The ``ActionClass/Kind/subject`` classes the shortcut's phrases in two other locales
        /// name (``ActionJudge/learn(_:)``).
        var translatedSubjects: Set<String> = []
        /// Whether a phrase asks how much or how many (``ActionLexicon/amountQuestions``).
        var asksAmount = false
        /// Whether a phrase says a word that only makes something new ("create", "new",
        /// "新建"), not only one of many senses that include it ("start").
        var makesNew = false
    }

    /// What an utterance says beyond the app name and the values.
    struct Residual {
        /// Lexicon actions (their keys, as the lexicon and the phrases' words are compared),
        /// as written, with their classes.
        var actions: [(text: String, shown: String, classes: Set<String>, ambiguous: Bool)] = []
        /// Other words (a run of characters in Japanese and Chinese).
        var words: [[TextPieces.Piece]] = []
        /// For each of ``actions``, the content words right before and after it ("話" beside
        /// "前の" in "前の話"): where the action stands, to tell one word put in another's place.
        var neighbours: [[String]] = []
        /// Runs of kana that inflect the word before them ("止まるように"): they agree with
        /// phrases that say them, and are never foreign.
        var inflections: [[TextPieces.Piece]] = []
        /// The words that ask how much or how many, as written, when the request says them.
        var amountAsked: String? = nil

        /// The actions and words as one text, for dense comparison.
        var text: String {
            // "Something" names no meaning of its own: in a phrase's text it drew unrelated
            // requests closer ("play something" near "movie night").
            (actions.filter { $0.classes != ["something"] }.map(\.text) + (words + inflections).map(ActionJudge.key(of:))).joined(separator: " ")
        }
    }

    /// Why an utterance asks for nothing the shortcut does, or nil when it agrees.
    enum Verdict: Equatable {
        case agrees
        case nothingAsked
        case onlyOpensApp
        case aboutTheApp
        /// An action word (its key, then as written) and its classes of action.
        case otherAction(String, shown: String, Set<String>)
        case unrelated(String)
    }

    struct Entry: Sendable {
        var filler: Bool
        var classes: Set<String>
        /// Marked `~` in the lexicon: a word as often used for other things ("put" a card on
        /// hold, "clear" what I owe), which agrees with its classes but never rules a shortcut out.
        var ambiguous = false
        /// Filler that says "for a short while" (``ActionLexicon/briefly``).
        var briefly = false
    }

    let entries: [[String]: Entry]
    /// English verbs of two-word entries whose second word is a particle ("throw" → "on"),
    /// which a request may say apart ("throw something on").
    let separableVerbs: [String: Set<String>]
    /// The first key of every entry: most pieces start none, and are passed over without
    /// building a key array for each length.
    let firstKeys: Set<String>
    /// The first keys of entries of ``ActionClass/Kind/subject`` classes only.
    let subjectFirstKeys: Set<String>
    /// The keys of the lexicon's ``ActionLexicon/requestFollows`` and ``ActionLexicon/requestPrecedes``.
    let requestFollows: [[String]]
    let requestPrecedes: [[String]]
    /// The first keys of ``requestFollows``, ``requestPrecedes`` and ``contextFollows``.
    let markerFirstKeys: Set<String>
    /// ``ActionLexicon/contextFollows`` and ``ActionLexicon/contextSubjects`` as keys, for
    /// ``contextCuts(_:limit:)``.
    let contextFollows: [[String]]
    let contextSubjects: [[String]]
    /// The keys of ``ActionLexicon/describers``.
    let describers: Set<String>
    /// The keys of ``ActionLexicon/stateQuestions``.
    let stateQuestions: Set<String>
    /// ``ActionLexicon/amountQuestions`` as keys.
    let amountQuestions: [[String]]
    /// ``ActionLexicon/statementEndings`` and ``ActionLexicon/requestMarkers`` as written:
    /// they are compared with the utterance's own text.
    let statementEndings: [String]
    let requestMarkers: [String]
    /// ``ActionLexicon/statementSubjects`` and ``ActionLexicon/requestWords`` as keys.
    let statementSubjects: Set<String>
    let requestWords: Set<String>
    let longest: Int
    let english: Bool
    let vietnamese: Bool
    let chinese: Bool
    let japanese: Bool
    /// Whether words the shortcut's phrases never use turn an utterance away ("weather");
    /// off, only a conflicting action or an empty request does.
    var requiresAgreement = true
    /// ``MatcherConfiguration/weakAgreement``.
    var weakAgreement: Float = 0.5
    /// ``MatcherConfiguration/foreignWordAllowance``.
    var foreignAllowance: Float = 1
    /// The vectors of each parameter value's title and synonyms, by type and value
    /// (``embedValues(_:with:)``).
    var valueVectors: [String: [[[Float]]]] = [:]
    /// The vector of the empty text: in the multilingual table, the word-start marker's.
    private(set) var blank: [Float] = []
    /// Every value's title and synonyms, lowercased, by type.
    var valueNames: [String: [String]] = [:]
    /// Profiles by intent number, then one per negative phrase (see ``negativeProfiles``).
    var profiles: [Profile]
    /// How many of ``profiles`` are shortcuts'.
    let intentCount: Int
    /// The profile number of each negative phrase, by phrase number.
    private(set) var negativeProfiles: [Int32: Int] = [:]

    /// - Parameter actionsOnly: read only the lexicon's actions, not its filler: enough to tell
    ///   which classes of action a phrase says, at a third less cost.
    init(locale: AnalysisLocale, intentCount: Int, actionsOnly: Bool = false) {
        english = locale.language == "en"
        vietnamese = locale.language == "vi"
        chinese = locale.language == "zh"
        japanese = locale.language == "ja"
        profiles = Array(repeating: Profile(), count: intentCount)
        self.intentCount = intentCount
        var entries: [[String]: Entry] = [:]
        let lexicon = ActionLexicon.forLanguage(locale.language)
        if let lexicon {
            for filler in actionsOnly ? [] : lexicon.filler {
                let keys = TextPieces.keys(of: filler, locale: locale)
                if !keys.isEmpty { entries[keys] = Entry(filler: true, classes: []) }
            }
            for filler in actionsOnly ? [] : lexicon.briefly {
                let keys = TextPieces.keys(of: filler, locale: locale)
                if !keys.isEmpty { entries[keys] = Entry(filler: true, classes: [], briefly: true) }
            }
            for (name, phrases) in lexicon.actions {
                for phrase in phrases {
                    let ambiguous = phrase.hasPrefix("~")
                    let keys = TextPieces.keys(of: ambiguous ? String(phrase.dropFirst()) : phrase, locale: locale)
                    guard !keys.isEmpty else { continue }
                    var entry = entries[keys] ?? Entry(filler: false, classes: [], ambiguous: ambiguous)
                    entry.filler = false
                    entry.ambiguous = entry.ambiguous && ambiguous
                    entry.classes.insert(name)
                    entries[keys] = entry
                }
            }
        }
        self.entries = entries
        var separable: [String: Set<String>] = [:]
        if english {
            // A verb, not a question word ("what's on" is not "what's … on").
            for keys in entries.keys where keys.count == 2 && ["on", "off", "up", "out", "down", "back", "over", "away", "going"].contains(keys[1])
                && keys[0].allSatisfy(\.isLetter) && !["what", "whats"].contains(keys[0]) {
                separable[keys[0], default: []].insert(keys[1])
            }
        }
        if vietnamese {
            // "bỏ cuốn sách khỏi thư viện": removing from somewhere says its verb and "khỏi"
            // (out of) apart, with the thing between them; "xuất ván cờ ra file" (export the
            // game to a file) its verb and "ra" (out), "nhập ghi chú từ Kindle" (import notes
            // from Kindle) its verb and "từ" (from).
            for keys in entries.keys where keys.count == 2 && ["khỏi", "ra", "từ"].contains(keys[1]) {
                separable[keys[0], default: []].insert(keys[1])
            }
        }
        separableVerbs = separable
        firstKeys = Set(entries.keys.compactMap(\.first))
        subjectFirstKeys = Set(entries.compactMap { keys, entry in
            !entry.classes.isEmpty && entry.classes.isSubset(of: ActionClass.subjectClasses) ? keys.first : nil
        })
        requestFollows = (lexicon?.requestFollows ?? []).map { TextPieces.keys(of: $0, locale: locale) }.filter { !$0.isEmpty }
        requestPrecedes = (lexicon?.requestPrecedes ?? []).map { TextPieces.keys(of: $0, locale: locale) }.filter { !$0.isEmpty }
        contextFollows = (lexicon?.contextFollows ?? []).map { TextPieces.keys(of: $0, locale: locale) }.filter { !$0.isEmpty }
        contextSubjects = (lexicon?.contextSubjects ?? []).map { TextPieces.keys(of: $0, locale: locale) }.filter { !$0.isEmpty }
        describers = Set((lexicon?.describers ?? []).flatMap { TextPieces.keys(of: $0, locale: locale) })
        stateQuestions = Set((lexicon?.stateQuestions ?? []).flatMap { TextPieces.keys(of: $0, locale: locale) })
        amountQuestions = (lexicon?.amountQuestions ?? []).map { TextPieces.keys(of: $0, locale: locale) }.filter { !$0.isEmpty }
        statementEndings = lexicon?.statementEndings ?? []
        requestMarkers = lexicon?.requestMarkers ?? []
        statementSubjects = Set((lexicon?.statementSubjects ?? []).flatMap { TextPieces.keys(of: $0, locale: locale) })
        requestWords = Set((lexicon?.requestWords ?? []).flatMap { TextPieces.keys(of: $0, locale: locale) })
        markerFirstKeys = Set((requestFollows + requestPrecedes + contextFollows).compactMap(\.first))
        longest = entries.keys.map(\.count).max() ?? 0
    }

    /// Adds a negative phrase (phrase number `phrase`), its masked tokens given, as a profile
    /// of its own: a negative phrase turns away only requests that agree with what it says.
    mutating func learnNegative(phrase: Int32, pieces: TextPieces, masked: Set<Int>) {
        let number = negativeProfiles[phrase] ?? profiles.count
        if number == profiles.count {
            profiles.append(Profile())
            negativeProfiles[phrase] = number
        }
        learn(intent: number, pieces: pieces, masked: masked)
    }

    /// Gives negative phrase `phrase` the profile of `first`, a phrase of the same template
    /// (the template with another of the app's names): either may be the closest.
    mutating func shareNegative(phrase: Int32, with first: Int32) {
        if let number = negativeProfiles[first] { negativeProfiles[phrase] = number }
    }

    /// Adds a shortcut's short title to the words the shortcut says: its words agree, action
    /// words included, but the title says no class of action and holds no phrase text. A title
    /// names a thing as often as it asks ("Download queue" downloads nothing).
    mutating func learnTitle(intent: Int, pieces: TextPieces) {
        guard profiles.indices.contains(intent) else { return }
        let residual = residual(of: pieces, masked: [], subjects: .words)
        for action in residual.actions { profiles[intent].words.insert(action.text) }
        for word in residual.words + residual.inflections {
            if word.first?.isCJK == true {
                for piece in word where piece.isHan { profiles[intent].han.insert(piece.key) }
                for pair in Self.kanaPairs(word) { profiles[intent].kanaPairs.insert(pair) }
            } else if let piece = word.first {
                profiles[intent].words.insert(piece.key)
            }
        }
    }

    /// Adds one phrase of a shortcut, its masked tokens given, to what the shortcut says.
    /// `namesValue`: the phrase names one of a parameter's values ("Open ${list} in Demo"),
    /// so it opens that value, not only the app.
    mutating func learn(intent: Int, pieces: TextPieces, masked: Set<Int>, namesValue: Bool = false) {
        guard profiles.indices.contains(intent) else { return }
        // Words as any request in an app that speaks of its subjects reads them ("歌单" agrees by
        // its characters); the subjects themselves are learnt below.
        let residual = residual(of: pieces, masked: masked, subjects: .words)
        if residual.amountAsked != nil { profiles[intent].asksAmount = true }
        if !namesValue, residual.words.isEmpty, !residual.actions.isEmpty, residual.actions.allSatisfy(Self.opens) {
            profiles[intent].opensApp = true
        }
        let text = residual.text
        if !text.isEmpty, !profiles[intent].texts.contains(text) { profiles[intent].texts.append(text) }
        // Beside a clear action ("Search my notes"), a word that as often names a thing
        // ("note", "~add") is that thing: the phrase does not also say its class.
        let saysClearAction = residual.actions.contains { !$0.ambiguous && !$0.classes.isSubset(of: ActionClass.neverConflicting) }
        for (action, neighbours) in zip(residual.actions, residual.neighbours) {
            for name in action.classes { for neighbour in neighbours { profiles[intent].placed.insert(name + "\u{1}" + neighbour) } }
        }
        for action in residual.actions {
            profiles[intent].words.insert(action.text)
            if action.classes.count == 1 { profiles[intent].soleClasses.formUnion(action.classes) }
            if action.classes.subtracting(ActionClass.neverConflicting) == [ActionClass.create] { profiles[intent].makesNew = true }
            guard !(action.ambiguous && saysClearAction) else { continue }
            let acting = action.classes.subtracting(ActionClass.neverConflicting)
            if acting.count > 1 { profiles[intent].severalClasses.append(action.classes) } else { profiles[intent].plainClasses.formUnion(action.classes) }
        }
        // A word of several classes means, in a shortcut, the one its other phrases say:
        // "テレビを消す" beside "電源を切る" turns off and does not delete.
        var classes = profiles[intent].plainClasses
        for several in profiles[intent].severalClasses {
            let confirmed = several.intersection(profiles[intent].plainClasses)
            classes.formUnion(confirmed.subtracting(ActionClass.neverConflicting).isEmpty ? several : confirmed)
        }
        // The subjects the phrase names ("weather"): the app speaks of them.
        if pieces.pieces.contains(where: { subjectFirstKeys.contains($0.key) }) {
            for action in self.residual(of: pieces, masked: masked, subjects: .actions).actions
            where !action.classes.isEmpty && action.classes.isSubset(of: ActionClass.subjectClasses) {
                classes.formUnion(action.classes)
                profiles[intent].plainClasses.formUnion(action.classes)
            }
        }
        profiles[intent].classes = classes
        for unit in residual.actions.map(\.text).filter({ $0.count > 1 }) + meaningUnits(residual.words).map(\.text)
        where !profiles[intent].wordTexts.contains(unit) {
            profiles[intent].wordTexts.append(unit)
        }
        for word in residual.words {
            if word.first?.isCJK == true {
                for piece in word where piece.isHan { profiles[intent].han.insert(piece.key) }
                for pair in Self.kanaPairs(word) { profiles[intent].kanaPairs.insert(pair) }
            } else if let piece = word.first {
                profiles[intent].words.insert(piece.key)
            }
        }
    }

    /// Embeds every profile's texts once, so that judging by meaning embeds only the utterance.
    mutating func embedProfiles(with embedding: any SentenceEmbedding) {
        blank = embedding.vector(of: "")
        for intent in profiles.indices {
            profiles[intent].vectors = profiles[intent].texts.map { embedding.vector(of: $0) }
            profiles[intent].wordVectors = profiles[intent].wordTexts.map { embedding.vector(of: $0) }
        }
    }

    /// `vector`, or no vector when it is the vector of no text: a word none of whose pieces
    /// has a row in the table gets only the word-start marker's, which would make every such
    /// word alike ("刷卡" and "出行"). Values by meaning compare only vectors of their own.
    func meaningful(_ vector: [Float]) -> [Float] {
        guard !blank.isEmpty, vector.count == blank.count else { return vector }
        let alike = vector.withUnsafeBufferPointer { x in blank.withUnsafeBufferPointer { y in StaticEmbedding.dot(x, y) } }
        return alike > 0.9999 ? [] : vector
    }

    /// The one shortcut whose phrases ask only to open the app, if the app has exactly one:
    /// the shortcut a request only to open the app runs ("Launch ShotDex" for "Open
    /// ${applicationName}").
    var appOpener: Int? {
        let openers = (0..<intentCount).filter { profiles[$0].opensApp }
        return openers.count == 1 ? openers[0] : nil
    }

    /// Whether an action only opens the app or shows it ("open", "launch", "bring up").
    static func opens(_ action: (text: String, shown: String, classes: Set<String>, ambiguous: Bool)) -> Bool {
        action.classes.contains("open") || action.classes == ["show"]
    }

    /// The shortcuts (intent numbers) whose phrases say one of `classes`, or the word itself.
    func shortcuts(saying word: String, classes: Set<String>) -> [Int] {
        (0..<intentCount).filter { profiles[$0].words.contains(word) || !profiles[$0].classes.isDisjoint(with: classes) }
    }

    /// The shortcuts (intent numbers) whose phrases say one of `classes` of action.
    func shortcuts(sayingAnyOf classes: Set<String>) -> [Int] {
        (0..<intentCount).filter { !profiles[$0].classes.isDisjoint(with: classes) }
    }

    /// Whether the residual says one of the actions of profile `number` that shortcut `leader`'s
    /// phrases do not say (all of them when they all are), by class; true when the
    /// profile says no action of the lexicon.
    func saysAction(of number: Int, beyond leader: Int?, in residual: Residual) -> Bool {
        guard profiles.indices.contains(number), !profiles[number].classes.isEmpty else { return true }
        var classes = profiles[number].classes
        if let leader, profiles.indices.contains(leader), !classes.isSubset(of: profiles[leader].classes) {
            classes.subtract(profiles[leader].classes)
        }
        return residual.actions.contains { !$0.classes.isDisjoint(with: classes) }
    }

    /// Adjacent kana pairs of a Japanese word without Han characters, what a phrase and an
    /// utterance written in kana share.
    static func kanaPairs(_ word: [TextPieces.Piece]) -> [String] {
        guard word.count > 1 else { return [] }
        return (1..<word.count).compactMap { at in
            word[at - 1].isHan || word[at].isHan ? nil : word[at - 1].key + word[at].key
        }
    }
}
