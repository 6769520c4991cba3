/// The verdict: whether what an utterance asks beyond the app name and values is what a
/// shortcut does.
extension ActionJudge {
    /// Judges an utterance's residual against a shortcut's profile. `meaning`, when given,
    /// embeds a residual text: words the phrases never use then agree when
    /// ``agreesByMeaning(_:intent:cosine:nearest:)`` says so with `agreementCosine` and
    /// `nearestCosine` ("square up my debt", "pay my balance"), and each such word agrees half
    /// when ``wordAgreesByMeaning(_:intent:cosine:)`` says so with `wordCosine` ("出費", "購入").
    ///
    /// `heard`, when given, holds the shortcuts that score close enough to be what is asked: an
    /// ambiguous word rules `intent` out only for another shortcut it hears.
    ///
    /// `decisive`, when given, is an action word (its key) that already ruled a closer
    /// shortcut out: it names what is asked, so it agrees in full even when its class is weak
    /// ("unpause my session" for a shortcut that resumes, once pausing was ruled out).
    func verdict(_ residual: Residual, intent: Int, namedValue: Bool, meaning: ((String) -> [Float])? = nil,
                 nearestCosine: Float = 1, agreementCosine: Float = 1, wordCosine: Float = .infinity,
                 heard: Set<Int>? = nil, decisive: String? = nil) -> Verdict {
        guard profiles.indices.contains(intent) else { return .agrees }
        let profile = profiles[intent]
        if residual.actions.isEmpty && residual.words.isEmpty {
            return namedValue ? .agrees : .nothingAsked
        }
        if !namedValue, residual.words.isEmpty, residual.actions.allSatisfy(Self.opens) {
            // A shortcut that itself only opens the app is what such a request runs.
            return profile.opensApp ? .agrees : .onlyOpensApp
        }
        // "Is Demo free?", "Demoは無料ですか": a question about the app, unless the shortcut's
        // own phrases ask it in the same words. Another word of the class is the app's own
        // subject ("bảo mật", security, in a password app; "phí bảo hiểm", the premium, in an
        // insurer's), not a price or a maker.
        if !namedValue, residual.words.isEmpty, !residual.actions.isEmpty,
           residual.actions.allSatisfy({ $0.classes == ["about"] && !profile.words.contains($0.text) }) {
            return .aboutTheApp
        }
        if let opposite = opposite(in: residual, to: profile) { return opposite }
        if onlyLooks(residual, at: profile), let look = residual.actions.first {
            return .otherAction(look.text, shown: look.shown, look.classes)
        }
        if asksToBeTold(residual, by: profile), let amount = residual.amountAsked {
            return .otherAction(amount.lowercased(), shown: amount, [])
        }
        // "Show me my run history": a request only to look at a topic none of the app's
        // shortcuts names asks for a screen they do not show.
        if let topic = residual.actions.first(where: { !$0.ambiguous && !$0.classes.isDisjoint(with: ActionClass.topicClasses) }),
           residual.actions.allSatisfy({ $0.classes.isSubset(of: ActionClass.neverConflicting) }),
           shortcuts(saying: topic.text, classes: topic.classes.intersection(ActionClass.topicClasses)).isEmpty {
            return .otherAction(topic.text, shown: topic.shown, topic.classes)
        }
        // A weak action ("show", "見る") agrees only half: it is part of too many requests
        // to carry one alone. A named value carries the request by itself.
        var agreeing: Float = 0
        var foreign: [String] = []
        // A clear action word of the shortcut's own ("足して", add) outweighs an ambiguous one
        // another shortcut says ("新しい項目", a new item, is not a new list).
        let saysOwnClearAction = residual.actions.contains { action in
            !action.ambiguous && !action.classes.isSubset(of: ActionClass.neverConflicting)
                && (profile.words.contains(action.text) || !action.classes.isDisjoint(with: profile.classes))
        }
        let saysNew = residual.actions.contains { $0.ambiguous && $0.classes.subtracting(ActionClass.neverConflicting) == [ActionClass.create] }
        for action in residual.actions {
            if profile.words.contains(action.text) || saysStem(of: action.text, profile) {
                agreeing += 1
            } else if saysNew, action.classes.subtracting(ActionClass.neverConflicting) == [ActionClass.create], !profile.makesNew,
                      profile.classes.contains(ActionClass.create) {
                // Making a new thing ("create a new zone", "新しいリストを作って") asks for a
                // shortcut whose phrases make one. A shortcut that has the class only through a
                // word of many senses ("start watering") starts an activity: the request is
                // another action, and "new" is no word of the shortcut's. Without "new", making
                // may be starting ("set up a fast", "tạo danh sách" for "start a checklist").
                guard action.ambiguous else { return .otherAction(action.text, shown: action.shown, action.classes) }
                foreign.append(action.shown)
            } else if case let shared = action.classes.intersection(profile.classes), !shared.isEmpty {
                agreeing += shared.isSubset(of: ActionClass.weakClasses) && action.text != decisive ? weakAgreement : 1
            } else if ActionClass.nearInMeaning(action.classes, profile.classes),
                      !shortcuts(saying: action.text, classes: action.classes).contains(where: { $0 != intent && !saysOwnWord(residual, intent: intent, beyond: $0) }) {
                // Another way of asking what the shortcut does ("stop" for "end"), when no other
                // shortcut of the app says it, or when the request names a thing only this one's
                // phrases name ("add a recipe" for "New recipe", beside "Add to my notes"): it
                // agrees half, as a weak action does.
                agreeing += weakAgreement
            } else if !action.classes.isDisjoint(with: profile.translatedClasses),
                      !shortcuts(saying: action.text, classes: action.classes).contains(where: { $0 != intent }) {
                // What the shortcut's phrases in another language say it does, when none of
                // this language's phrases says it for another shortcut: it agrees half.
                agreeing += weakAgreement
            } else if saysOwnClearAction, ActionClass.makes(action.classes),
                      !shortcuts(saying: action.text, classes: action.classes).contains(where: { $0 != intent }) {
                // Making what the shortcut's own action word names ("投稿を作成", create a
                // post, for a shortcut that posts) asks for that action, when no other shortcut
                // makes things: the word is only not the phrases' own.
                foreign.append(action.shown)
            } else if !action.classes.isEmpty, action.classes.isSubset(of: ActionClass.subjectClasses),
                      !shortcuts(saying: action.text, classes: action.classes).isEmpty {
                // A subject the app deals with ("weather" in a weather app) is only a word of
                // the request here: it rules out apps that never speak of it.
                foreign.append(action.shown)
            } else if !action.classes.isSubset(of: ActionClass.neverConflicting),
                      !(action.ambiguous || Self.opens(action)) || (!saysOwnClearAction
                        && shortcuts(saying: action.text, classes: action.classes).contains(where: { $0 != intent && (heard?.contains($0) ?? true) })) {
                // An ambiguous word ("put") rules the shortcut out only when another of the
                // app's shortcuts does say that action: then it likely asks for that one. So
                // does a word that also opens ("打开", "mở": open or switch on), since opening
                // the thing a shortcut plays or starts asks for that shortcut.
                return .otherAction(action.text, shown: action.shown, action.classes)
            } else {
                foreign.append(action.shown)
            }
        }
        for word in residual.words {
            if agrees(word, profile) { agreeing += 1 } else { foreign.append(Self.text(of: word)) }
        }
        for inflection in residual.inflections where agrees(inflection, profile) { agreeing += 1 }
        // A request of action words alone, each the shortcut's own or near it and none foreign
        // ("turn off Keepy Uppy" for "Stop Keepy Uppy", "unpause" for "resume"), asks for
        // nothing else: half an agreement is then the whole of it.
        if foreign.isEmpty, residual.words.isEmpty, agreeing > 0 { agreeing = max(agreeing, 1) }
        // Words new to the phrases may be near synonyms of theirs ("出費" for "購入"); each
        // such word agrees half, as a weak action does, and is no longer foreign.
        let unmatched = foreign
        if requiresAgreement, (agreeing < 1 && !namedValue) || Float(foreign.count) > agreeing + foreignAllowance, let meaning, wordCosine.isFinite {
            // Read again here, not kept above: most requests agree without this.
            let foreignWords = residual.words.filter { !agrees($0, profile) }
            for unit in meaningUnits(foreignWords) where wordAgreesByMeaning(meaning(unit.text), intent: intent, cosine: wordCosine) {
                agreeing += weakAgreement
                foreign.removeAll { unit.words.contains($0) }
            }
        }
        if requiresAgreement, (agreeing < 1 && !namedValue) || Float(foreign.count) > agreeing + foreignAllowance {
            if let meaning, agreesByMeaning(meaning(residual.text), intent: intent, cosine: agreementCosine, nearest: nearestCosine) {
                return .agrees
            }
            // Near synonyms that still fall short leave the words a person would reword.
            return .unrelated((foreign.isEmpty ? unmatched : foreign).joined(separator: ", "))
        }
        return .agrees
    }

    /// Whether any word or action the residual keeps is shortcut `intent`'s own but not
    /// `other`'s: what would tell `intent` apart from `other` for this request. Words on the
    /// tokens `otherValues` (a value of `other`'s parameters) count as `other`'s.
    func saysAnything(_ residual: Residual, intent: Int, beyond other: Int, besides otherValues: Set<Int> = []) -> Bool {
        guard profiles.indices.contains(intent), profiles.indices.contains(other) else { return false }
        let own = profiles[intent]
        let theirs = profiles[other]
        return residual.actions.contains { says($0, intent: intent) && !says($0, intent: other) }
            || residual.words.contains { word in
                agrees(word, own) && !agrees(word, theirs) && !word.contains { otherValues.contains($0.token) }
            }
    }

    /// Whether a word the residual keeps (not an action) is shortcut `intent`'s own and not
    /// `other`'s: the thing the request names is one only `intent` deals with.
    func saysOwnWord(_ residual: Residual, intent: Int, beyond other: Int) -> Bool {
        guard profiles.indices.contains(intent), profiles.indices.contains(other) else { return false }
        return residual.words.contains { agrees($0, profiles[intent]) && !agrees($0, profiles[other]) }
    }

    /// Whether a shortcut's phrases say an action (the word itself, or its class).
    func says(_ action: (text: String, shown: String, classes: Set<String>, ambiguous: Bool), intent: Int) -> Bool {
        guard profiles.indices.contains(intent) else { return false }
        return profiles[intent].words.contains(action.text) || !action.classes.isDisjoint(with: profiles[intent].classes)
    }

    /// Whether a shortcut's phrases say an action, or one of its family that is no opposite
    /// ("turn off" for "stop"); only a clear, non-weak action counts as near.
    func saysOrNear(_ action: (text: String, shown: String, classes: Set<String>, ambiguous: Bool), intent: Int) -> Bool {
        guard profiles.indices.contains(intent) else { return false }
        return says(action, intent: intent)
            || (!action.ambiguous && ActionClass.nearInMeaning(action.classes, profiles[intent].classes))
    }

    /// Han numerals, as keys.
    static let numerals: Set<String> = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万", "两", "〇", "零", "半", "几", "幾"]

    /// Han units of time that follow a numeral ("三点", "五分", "十号").
    static let timeUnits: Set<String> = ["点", "點", "分", "号", "號", "日", "月", "年", "时", "時"]

    func agrees(_ word: [TextPieces.Piece], _ profile: Profile) -> Bool {
        guard let first = word.first else { return false }
        if first.isCJK {
            // A numeral, and a unit of time after one ("三点", three o'clock), say how many or
            // when, not what: "点" there is no "点" (order) of the phrases. ("两份", two
            // portions, still orders.)
            for (index, piece) in word.enumerated() where piece.isHan && profile.han.contains(piece.key) {
                if Self.numerals.contains(piece.key)
                    || (index > 0 && Self.numerals.contains(word[index - 1].key) && Self.timeUnits.contains(piece.key)) { continue }
                return true
            }
            return Self.kanaPairs(word).contains { profile.kanaPairs.contains($0) }
        }
        let key = first.key
        if profile.words.contains(key) { return true }
        guard !vietnamese, key.count >= 4 else { return false }
        return profile.words.contains { other in
            other.count >= 4 && Self.sameStem(key, other)
        }
    }

    /// Whether the phrases say a Latin-script action word in another form of it: "subscribe"
    /// asks for what "Add Subscription" does, whatever class the lexicon gives each.
    func saysStem(of text: String, _ profile: Profile) -> Bool {
        guard !vietnamese, text.count >= 5, text.allSatisfy(\.isLetter), !text.contains(where: { $0.unicodeScalars.contains(where: TextPieces.isCJK) }) else { return false }
        return profile.words.contains { other in other.count >= 5 && Self.sameStem(text, other) }
    }

    /// Whether two Latin-script words of four letters or more share a stem: one starts the other
    /// ("bike", "bikes"), or they share all but two letters of the shorter and at least five
    /// ("subscription", "subscribe"). Four shared letters alone are too few ("status", "station").
    static func sameStem(_ word: String, _ other: String) -> Bool {
        let shared = zip(word, other).prefix { $0 == $1 }.count
        let shorter = min(word.count, other.count)
        return shared >= 4 && (shared == shorter || shared >= max(5, shorter - 2))
    }
}
