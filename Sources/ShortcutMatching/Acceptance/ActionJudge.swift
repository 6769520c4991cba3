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
        var words: Set<String> = []
        var han: Set<String> = []
        var kanaPairs: Set<String> = []
        /// The masked phrases' remaining words, one text per phrase, for dense comparison.
        var texts: [String] = []
        /// The sentence vectors of ``texts`` (empty without dense vectors).
        var vectors: [[Float]] = []
        /// The masked phrases' remaining words, each once, for comparing one word by meaning.
        var wordTexts: [String] = []
        /// The vectors of ``wordTexts`` (empty without dense vectors).
        var wordVectors: [[Float]] = []
    }

    /// What an utterance says beyond the app name and the values.
    struct Residual {
        /// Lexicon actions (their keys, as the lexicon and the phrases' words are compared),
        /// as written, with their classes.
        var actions: [(text: String, shown: String, classes: Set<String>, ambiguous: Bool)] = []
        /// Other words (a run of characters in Japanese and Chinese).
        var words: [[TextPieces.Piece]] = []

        /// The actions and words as one text, for dense comparison.
        var text: String {
            (actions.map(\.text) + words.map(ActionJudge.key(of:))).joined(separator: " ")
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

    private struct Entry: Sendable {
        var filler: Bool
        var classes: Set<String>
        /// Marked `~` in the lexicon: a word as often used for other things ("put" a card on
        /// hold, "clear" what I owe), which agrees with its classes but never rules a shortcut out.
        var ambiguous = false
    }

    private let entries: [[String]: Entry]
    private let longest: Int
    private let english: Bool
    private let vietnamese: Bool
    /// Whether words the shortcut's phrases never use turn an utterance away ("weather");
    /// off, only a conflicting action or an empty request does.
    var requiresAgreement = true
    /// Profiles by intent number, then one per negative phrase (see ``negativeProfiles``).
    private(set) var profiles: [Profile]
    /// How many of ``profiles`` are shortcuts'.
    let intentCount: Int
    /// The profile number of each negative phrase, by phrase number.
    private(set) var negativeProfiles: [Int32: Int] = [:]

    init(locale: AnalysisLocale, intentCount: Int) {
        english = locale.language == "en"
        vietnamese = locale.language == "vi"
        profiles = Array(repeating: Profile(), count: intentCount)
        self.intentCount = intentCount
        var entries: [[String]: Entry] = [:]
        if let lexicon = ActionLexicon.forLanguage(locale.language) {
            for filler in lexicon.filler {
                let keys = TextPieces.keys(of: filler, locale: locale)
                if !keys.isEmpty { entries[keys] = Entry(filler: true, classes: []) }
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

    /// Adds one phrase of a shortcut, its masked tokens given, to what the shortcut says.
    mutating func learn(intent: Int, pieces: TextPieces, masked: Set<Int>) {
        guard profiles.indices.contains(intent) else { return }
        let residual = residual(of: pieces, masked: masked)
        let text = residual.text
        if !text.isEmpty, !profiles[intent].texts.contains(text) { profiles[intent].texts.append(text) }
        for action in residual.actions {
            profiles[intent].classes.formUnion(action.classes)
            profiles[intent].words.insert(action.text)
        }
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
        for intent in profiles.indices {
            profiles[intent].vectors = profiles[intent].texts.map { embedding.vector(of: $0) }
            profiles[intent].wordVectors = profiles[intent].wordTexts.map { embedding.vector(of: $0) }
        }
    }

    /// The shortcuts (intent numbers) whose phrases say one of `classes`, or the word itself.
    func shortcuts(saying word: String, classes: Set<String>) -> [Int] {
        (0..<intentCount).filter { profiles[$0].words.contains(word) || !profiles[$0].classes.isDisjoint(with: classes) }
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

    /// The lexicon's reading of the unmasked part of a text.
    func residual(of pieces: TextPieces, masked: Set<Int>) -> Residual {
        var residual = Residual()
        var run: [TextPieces.Piece] = []
        func closeRun() {
            if !run.isEmpty { residual.words.append(run) }
            run = []
        }
        let all = pieces.pieces
        var at = 0
        while at < all.count {
            let piece = all[at]
            if masked.contains(piece.token) {
                closeRun()
                at += 1
                continue
            }
            let insideKatakana = piece.isKatakana && at > 0 && all[at - 1].isKatakana && all[at - 1].token == piece.token
            if !insideKatakana, let (length, entry) = lookup(all, at: at, masked: masked) {
                closeRun()
                if !entry.filler {
                    // Appended in place, not mapped and joined: short strings then need no
                    // heap storage (this runs for every accepted match).
                    var key = ""
                    var shown = ""
                    for (offset, part) in all[at..<(at + length)].enumerated() {
                        if offset > 0, !piece.isCJK {
                            key += " "
                            shown += " "
                        }
                        key += part.key
                        shown += part.text
                    }
                    residual.actions.append((key, shown, entry.classes, entry.ambiguous))
                }
                at += length
                continue
            }
            if piece.isCJK {
                // Hiragana ends a word (inflection, particles), unless three or more stand
                // together (いつもの): then they are a word written in kana.
                if piece.isHiragana {
                    var end = at
                    while end < all.count, all[end].isHiragana, !masked.contains(all[end].token),
                          end == at || (lookup(all, at: end, masked: masked)?.0 ?? 0) < 2 { end += 1 }
                    if end - at >= 3 {
                        closeRun()
                        residual.words.append(Array(all[at..<end]))
                        at = end
                        continue
                    }
                    closeRun()
                } else {
                    run.append(piece)
                }
            } else {
                closeRun()
                if !piece.key.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) { residual.words.append([piece]) }
            }
            at += 1
        }
        closeRun()
        return residual
    }

    /// The longest lexicon entry starting at `at` (English tries the word without -s, -ed, -ing).
    private func lookup(_ pieces: [TextPieces.Piece], at: Int, masked: Set<Int>) -> (Int, Entry)? {
        guard longest > 0 else { return nil }
        var length = min(longest, pieces.count - at)
        while length > 0 {
            let slice = pieces[at..<(at + length)]
            if !slice.contains(where: { masked.contains($0.token) }) {
                let keys = slice.map(\.key)
                if let entry = entries[keys] { return (length, entry) }
                if english, length == 1 {
                    for stem in Self.englishStems(keys[0]) {
                        if let entry = entries[[stem]] { return (1, entry) }
                    }
                }
            }
            length -= 1
        }
        return nil
    }

    /// Judges an utterance's residual against a shortcut's profile. `meaning`, when given,
    /// embeds a residual text: words the phrases never use then agree when
    /// ``agreesByMeaning(_:intent:cosine:nearest:)`` says so with `agreementCosine` and
    /// `nearestCosine` ("square up my debt", "pay my balance").
    func verdict(_ residual: Residual, intent: Int, namedValue: Bool, meaning: ((String) -> [Float])? = nil,
                 nearestCosine: Float = 1, agreementCosine: Float = 1, wordCosine: Float = .infinity) -> Verdict {
        guard profiles.indices.contains(intent) else { return .agrees }
        let profile = profiles[intent]
        if residual.actions.isEmpty && residual.words.isEmpty {
            return namedValue ? .agrees : .nothingAsked
        }
        if !namedValue, residual.words.isEmpty, residual.actions.allSatisfy({ $0.classes.contains("open") || $0.classes == ["show"] }) {
            return .onlyOpensApp
        }
        // "Is Demo free?", "Demoは無料ですか": a question about the app, unless the shortcut's
        // own phrases ask such things.
        if !namedValue, residual.words.isEmpty, !residual.actions.isEmpty, !profile.classes.contains("about"),
           residual.actions.allSatisfy({ $0.classes == ["about"] }) {
            return .aboutTheApp
        }
        // A weak action ("show", "見る") agrees only half: it is part of too many requests
        // to carry one alone. A named value carries the request by itself.
        var agreeing: Float = 0
        var foreign: [String] = []
        for action in residual.actions {
            if profile.words.contains(action.text) {
                agreeing += 1
            } else if case let shared = action.classes.intersection(profile.classes), !shared.isEmpty {
                agreeing += shared.isSubset(of: ActionLexicon.weakClasses) ? 0.5 : 1
            } else if !action.classes.isSubset(of: ActionLexicon.weakClasses),
                      !action.ambiguous || shortcuts(saying: action.text, classes: action.classes).contains(where: { $0 != intent }) {
                // An ambiguous word ("put") rules the shortcut out only when another of the
                // app's shortcuts does say that action: then it likely asks for that one.
                return .otherAction(action.text, shown: action.shown, action.classes)
            } else {
                foreign.append(action.shown)
            }
        }
        for word in residual.words {
            if agrees(word, profile) { agreeing += 1 } else { foreign.append(Self.text(of: word)) }
        }
        // Words new to the phrases may be near synonyms of theirs ("出費" for "購入"); each
        // such word agrees half, as a weak action does, and is no longer foreign.
        let unmatched = foreign
        if requiresAgreement, (agreeing < 1 && !namedValue) || Float(foreign.count) > agreeing + 1, let meaning, wordCosine.isFinite {
            // Read again here, not kept above: most requests agree without this.
            let foreignWords = residual.words.filter { !agrees($0, profile) }
            for unit in meaningUnits(foreignWords) where wordAgreesByMeaning(meaning(unit.text), intent: intent, cosine: wordCosine) {
                agreeing += 0.5
                foreign.removeAll { unit.words.contains($0) }
            }
        }
        if requiresAgreement, (agreeing < 1 && !namedValue) || Float(foreign.count) > agreeing + 1 {
            if let meaning, agreesByMeaning(meaning(residual.text), intent: intent, cosine: agreementCosine, nearest: nearestCosine) {
                return .agrees
            }
            // Near synonyms that still fall short leave the words a person would reword.
            return .unrelated((foreign.isEmpty ? unmatched : foreign).joined(separator: ", "))
        }
        return .agrees
    }

    /// The words compared by meaning: a single kana or Han character says too little alone
    /// ("点", "打"), and a Vietnamese word is often two syllables ("ưu đãi"), so adjacent
    /// Vietnamese syllables go together.
    ///
    /// A unit's `text` is its words' keys (what the thresholds were chosen on), `words` the
    /// words as written.
    func meaningUnits(_ words: [[TextPieces.Piece]]) -> [(text: String, words: [String])] {
        var units: [(text: String, words: [String])] = []
        var lastToken = -2
        for word in words {
            guard let first = word.first else { continue }
            let key = Self.key(of: word)
            let shown = Self.text(of: word)
            if first.isCJK {
                if word.count > 1 { units.append((key, [shown])) }
            } else if vietnamese, first.token == lastToken + 1, var last = units.popLast() {
                last.text += " " + key
                last.words.append(shown)
                units.append(last)
            } else {
                units.append((key, [shown]))
            }
            lastToken = first.token
        }
        return units
    }

    private func agrees(_ word: [TextPieces.Piece], _ profile: Profile) -> Bool {
        guard let first = word.first else { return false }
        if first.isCJK {
            if word.contains(where: { $0.isHan && profile.han.contains($0.key) }) { return true }
            return Self.kanaPairs(word).contains { profile.kanaPairs.contains($0) }
        }
        let key = first.key
        if profile.words.contains(key) { return true }
        guard !vietnamese, key.count >= 4 else { return false }
        return profile.words.contains { other in
            other.count >= 4 && zip(key, other).prefix { $0 == $1 }.count >= 4
        }
    }

    private static func kanaPairs(_ word: [TextPieces.Piece]) -> [String] {
        guard word.count > 1 else { return [] }
        return (1..<word.count).compactMap { at in
            word[at - 1].isHan || word[at].isHan ? nil : word[at - 1].key + word[at].key
        }
    }

    /// A word as written (one piece, or a run of Japanese or Chinese characters).
    static func text(of word: [TextPieces.Piece]) -> String {
        word.reduce(into: "") { $0 += $1.text }
    }

    /// A word's keys, as the lexicon and the phrases' words are compared.
    static func key(of word: [TextPieces.Piece]) -> String {
        word.reduce(into: "") { $0 += $1.key }
    }

    private static func englishStems(_ word: String) -> [String] {
        var stems: [String] = []
        for suffix in ["ing", "ed", "es", "s", "d"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            stems.append(String(word.dropLast(suffix.count)))
        }
        if word.hasSuffix("ing"), word.count > 5 { stems.append(String(word.dropLast(3)) + "e") }
        return stems
    }
}
