/// Reading an utterance as the action check sees it: lexicon actions, filler, and the other
/// words, once the app name and the values are masked.
extension ActionJudge {
    /// How a reading takes a lexicon entry of ``ActionClass/Kind/subject`` classes only.
    enum SubjectReading {
        /// As an action: what a shortcut's phrases say, so that the app is known to speak of it.
        case actions
        /// As an action when none of the app's shortcuts speaks of it (names it in any locale,
        /// or does what deals with it: ``ActionClass/spokenWith``), so that it rules them out; otherwise as a
        /// word, like any other of the app's ("playlist" in a music player).
        case apart
        /// As a word.
        case words
    }

    /// Whether `entry` is read as words, not as an action, under `subjects`.
    func readsAsWords(_ entry: Entry, _ subjects: SubjectReading) -> Bool {
        guard !entry.classes.isEmpty, entry.classes.isSubset(of: ActionClass.subjectClasses) else { return false }
        switch subjects {
        case .actions: return false
        case .words: return true
        case .apart:
            var speakers: Set<String> = []
            for name in entry.classes { speakers.formUnion(ActionClass.subjectSpeakers[name] ?? []) }
            // A word of one class only says it: "mở" (open, or play) is no player's.
            return (0..<intentCount).contains { intent in
                let profile = profiles[intent]
                return !profile.classes.isDisjoint(with: entry.classes) || !profile.translatedSubjects.isDisjoint(with: entry.classes)
                    || !profile.soleClasses.isDisjoint(with: speakers)
            }
        }
    }

    /// The lexicon's reading of the unmasked part of a text.
    func residual(of pieces: TextPieces, masked: Set<Int>, subjects: SubjectReading = .apart) -> Residual {
        var residual = Residual()
        var run: [TextPieces.Piece] = []
        func closeRun() {
            if !run.isEmpty { residual.words.append(run) }
            run = []
        }
        let all = pieces.pieces
        // Particles already read with their verb ("off" in "cross that one off").
        var particles = Set<Int>()
        var clauseStarts: Set<Int>? = nil
        // Whether the request says "for a short while", which makes stopping pausing.
        var briefly = false
        // Whether the request gives a number ("to 140", "24度に"): an ambiguous word for
        // changing or setting then sets something to it, which changing and setting both ask.
        var saysNumber = false
        // Where each action stands (its first piece and how many), for a question's reading.
        var spans: [Range<Int>] = []
        var at = 0
        while at < all.count {
            let piece = all[at]
            if masked.contains(piece.token) {
                closeRun()
                at += 1
                continue
            }
            if particles.contains(at) {
                at += 1
                continue
            }
            // "throw something on", "cross that one off": a verb and its particle apart, unless
            // the verb starts a longer entry where it stands ("put on").
            if english || vietnamese, separableVerbs[piece.key] != nil, (lookup(all, at: at, masked: masked)?.0 ?? 1) == 1,
               let (entry, particle) = separated(all, at: at, masked: masked, clauseStarts: &clauseStarts, pieces: pieces) {
                closeRun()
                particles.insert(particle)
                residual.actions.append((piece.key + " " + all[particle].key, piece.text + " … " + all[particle].text, entry.classes, entry.ambiguous))
                spans.append(at..<(at + 1))
                residual.neighbours.append(neighbours(all, before: at, after: at + 1, masked: masked))
                at += 1
                continue
            }
            let insideKatakana = piece.isKatakana && at > 0 && all[at - 1].isKatakana && all[at - 1].token == piece.token
            var found = insideKatakana || secondVerb(all, at: at) ? nil : lookup(all, at: at, masked: masked)
            if let (_, entry) = found, readsAsWords(entry, subjects) { found = nil }
            if japanese, let (length, entry) = found, !entry.ambiguous, Self.reportsQuote(all, at: at, masked: masked) {
                // "見つかったって登録して", "捨てたって記録しといて": the quoted clause is what
                // is asked; the verb that reports it (record, register) may be the shortcut's
                // own, but rules none out.
                var reporting = entry
                reporting.ambiguous = true
                found = (length, reporting)
            }
            if let (length, entry) = found, Self.endsWord(all, at: at + length), describes(all, at: at, length: length, entry: entry, masked: masked) {
                // The whole entry is a word of the thing described: read on after it, or a
                // shorter entry inside it would ask for its action ("停" in "暂停的计时器").
                for part in all[at..<(at + length)] {
                    if part.isCJK, !part.isHiragana { run.append(part) } else { closeRun(); if !part.isHiragana { residual.words.append([part]) } }
                }
                at += length
                continue
            }
            if let (length, entry) = found, Self.endsWord(all, at: at + length) {
                closeRun()
                briefly = briefly || entry.briefly
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
                    spans.append(at..<(at + length))
                    residual.neighbours.append(neighbours(all, before: at, after: at + length, masked: masked))
                }
                at += length
                continue
            }
            if piece.isCJK {
                // Hiragana ends a word (inflection, particles), unless three or more stand
                // together (いつもの): then they are a word written in kana.
                if piece.isHiragana {
                    // A stem's ending between two Han characters joins one compound verb
                    // ("読み込み直し", "振り返り", "書き留め"): one word the phrases may not say, not three.
                    if japanese, let last = run.last, last.isHan, Self.stemEndings.contains(piece.key), at + 1 < all.count,
                       all[at + 1].isHan, !masked.contains(all[at + 1].token), lookup(all, at: at + 1, masked: masked) == nil {
                        at += 1
                        continue
                    }
                    var end = at
                    while end < all.count, all[end].isHiragana, !masked.contains(all[end].token),
                          end == at || (lookup(all, at: end, masked: masked)?.0 ?? 0) < 2 { end += 1 }
                    // Kana right after a Han character inflect it ("動いてる", "止まるように"): no
                    // word of their own.
                    let inflects = at > 0 && all[at - 1].isHan && !masked.contains(all[at - 1].token)
                    if inflects, end - at >= 3, !Self.negates(all[at..<end]) {
                        // The whole run inflects, not only its first kana: "止まるように" leaves
                        // no "るように" behind as a word the phrases never say. It still agrees
                        // with phrases that say it.
                        closeRun()
                        residual.inflections.append(Array(all[at..<end]))
                        at = end
                        continue
                    }
                    if end - at >= 3, !inflects {
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
                if !piece.key.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                    residual.words.append([piece])
                    // "năm triệu" (five million): an amount said in words.
                    if vietnamese, Self.vietnameseMagnitudes.contains(piece.key) { saysNumber = true }
                } else {
                    saysNumber = true
                }
            }
            at += 1
        }
        closeRun()
        if !amountQuestions.isEmpty { residual.amountAsked = amountAsked(in: all, masked: masked) }
        if !stateQuestions.isEmpty, !residual.actions.isEmpty {
            describeStates(&residual, spans: spans, all: all, masked: masked, pieces: pieces)
        }
        Self.eitherWay(&residual, spans: spans)
        Self.openALock(&residual, spans: spans)
        if japanese { Self.goingSomewhere(&residual, spans: spans, all: all) }
        if briefly { residual.actions = residual.actions.map(Self.saidBriefly) }
        if saysNumber {
            for index in residual.actions.indices where residual.actions[index].ambiguous
                && !residual.actions[index].classes.isDisjoint(with: ["edit", "set"]) {
                residual.actions[index].ambiguous = false
                residual.actions[index].classes.formUnion(["edit", "set"])
            }
        }
        return residual
    }

    /// Whether a run of kana says "not" ("使えないように", "食べずに"): a negative inflection
    /// changes what the word before it asks, so it stays a word of the request.
    static func negates(_ run: ArraySlice<TextPieces.Piece>) -> Bool {
        let keys = run.map(\.key)
        return keys.contains("ず") || zip(keys, keys.dropFirst()).contains { $0 == "な" && ($1 == "い" || $1 == "く") }
    }

    /// The words of ``amountQuestions`` the text says, unmasked, as written; nil when it says
    /// none. O(n·k) in the text's length and the entries', with no allocation unless found.
    private func amountAsked(in all: [TextPieces.Piece], masked: Set<Int>) -> String? {
        for keys in amountQuestions where keys.count <= all.count {
            for start in 0...(all.count - keys.count) where all[start].key == keys[0] {
                let range = start..<(start + keys.count)
                guard zip(all[range], keys).allSatisfy({ $0.key == $1 && !masked.contains($0.token) }) else { continue }
                return all[range].map(\.text).joined(separator: all[start].isCJK ? "" : " ")
            }
        }
        return nil
    }

    /// Reads the actions of a yes-or-no question about how things stand ("is my fast still
    /// running?", "is the VPN on or off?") as words: they describe a state, so they ask for
    /// no action and rule no shortcut out, and they agree only with phrases that say them. A
    /// question about the app itself ("is it free?") stays one. O(n) in the text's length,
    /// and only when a question word is said.
    private func describeStates(_ residual: inout Residual, spans: [Range<Int>], all: [TextPieces.Piece], masked: Set<Int>,
                                pieces: TextPieces) {
        guard all.contains(where: { stateQuestions.contains($0.key) }) else { return }
        let bounds = [0] + pieces.clauseStarts + [all.count]
        var questions: [Range<Int>] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) where start < end {
            guard let first = (start..<end).first(where: { !masked.contains(all[$0].token) }),
                  stateQuestions.contains(all[first].key) else { continue }
            questions.append(first..<end)
        }
        guard !questions.isEmpty else { return }
        for index in residual.actions.indices.reversed() {
            let classes = residual.actions[index].classes
            guard classes.isDisjoint(with: ActionClass.questionsAboutTheApp), classes != ["something"],
                  questions.contains(where: { $0.contains(spans[index].lowerBound) }) else { continue }
            residual.actions.remove(at: index)
            residual.neighbours.remove(at: index)
            for place in spans[index] { residual.words.append([all[place]]) }
        }
    }

    /// An action and its opposite said together ask to switch either way ("turn the chapters on
    /// or off", "オンオフを切り替えて", "开关一下", "流れてたら止めて、止まってたら流して"), in every
    /// language: the two are one action of both classes and `toggle`, as a shortcut whose
    /// phrases say both is no opposite of either. Only switching counts (on and off, play and
    /// pause or stop, start and stop, mute and unmute), said close together: "cancel my order"
    /// and "delete the record" switch nothing. O(n²) in the request's actions, a handful.
    static func eitherWay(_ residual: inout Residual, spans: [Range<Int>]) {
        guard spans.count == residual.actions.count else { return }
        for first in residual.actions.indices where !residual.actions[first].ambiguous {
            let opposed = ActionClass.opposites(of: residual.actions[first].classes.intersection(switching)).intersection(switching)
            guard !opposed.isEmpty, let second = residual.actions.indices.first(where: { index in
                index > first && !residual.actions[index].ambiguous && !residual.actions[index].classes.isDisjoint(with: opposed)
                    && spans[index].lowerBound - spans[first].upperBound <= 8
            }) else { continue }
            let joined = (text: residual.actions[first].text, shown: residual.actions[first].shown + " … " + residual.actions[second].shown,
                          classes: residual.actions[first].classes.union(residual.actions[second].classes).union(["toggle"]), ambiguous: false)
            residual.actions[first] = joined
            residual.actions.remove(at: second)
            residual.neighbours.remove(at: second)
            return
        }
    }

    /// The classes that switch something one way or back.
    static let switching: Set<String> = ["turnOn", "turnOff", "mute", "unmute"]

    /// Opening a lock unlocks, in every language ("open the front door lock", "pop the locks
    /// open", "打开车锁", "mở ổ khóa"): an opening word and a locking one at most five pieces
    /// apart are one unlocking action, not a request to lock.
    static func openALock(_ residual: inout Residual, spans: [Range<Int>]) {
        guard spans.count == residual.actions.count,
              let lock = residual.actions.firstIndex(where: { $0.classes == ["lock"] }),
              let open = residual.actions.indices.first(where: { index in
                  index != lock && residual.actions[index].classes.contains("open")
                      && max(spans[index].lowerBound, spans[lock].lowerBound) - min(spans[index].upperBound, spans[lock].upperBound) <= 5
              }) else { return }
        let (first, second) = (min(open, lock), max(open, lock))
        let joined = (text: residual.actions[first].text + " " + residual.actions[second].text,
                      shown: residual.actions[first].shown + " … " + residual.actions[second].shown,
                      classes: Set(["unlock"]), ambiguous: false)
        residual.actions[first] = joined
        residual.actions.remove(at: second)
        residual.neighbours.remove(at: second)
    }

    /// Moving with no object ("検索ページに移動して", go to the search page) is going to a
    /// screen, which is looking at it; moving something ("オーバーレイを左下に移動して") stays
    /// moving it. Japanese marks the object with "を".
    static func goingSomewhere(_ residual: inout Residual, spans: [Range<Int>], all: [TextPieces.Piece]) {
        guard spans.count == residual.actions.count else { return }
        for index in residual.actions.indices where residual.actions[index].classes == ["relocate"] {
            guard !all[..<spans[index].lowerBound].contains(where: { $0.key == "を" }) else { continue }
            residual.actions[index].classes = ["show"]
        }
    }

    /// An action said for a short while: its classes with a ``ActionClass/briefly`` meaning
    /// replaced by that meaning ("stop … for a bit" is pause).
    static func saidBriefly(_ action: (text: String, shown: String, classes: Set<String>, ambiguous: Bool))
        -> (text: String, shown: String, classes: Set<String>, ambiguous: Bool) {
        let meanings = ActionClass.brieflyMeanings
        // A word of many senses that may mean the short while's own meaning means it, said so:
        // "hold my run for a sec" pauses.
        if action.ambiguous, !action.classes.isDisjoint(with: Set(meanings.values)) {
            var said = action
            said.ambiguous = false
            return said
        }
        guard action.classes.contains(where: { meanings[$0] != nil }) else { return action }
        var said = action
        said.classes = Set(action.classes.map { meanings[$0] ?? $0 })
        // Another key: a shortcut whose phrases say "stop" does not say "stop for a bit".
        said.text += " briefly"
        return said
    }

    /// The keys of the pieces right before `before` and at `after`, past one hiragana particle
    /// ("次の話"), when they are content words: not masked, not hiragana, not one letter, not
    /// a lexicon entry.
    func neighbours(_ all: [TextPieces.Piece], before: Int, after: Int, masked: Set<Int>) -> [String] {
        var found: [String] = []
        for (start, step) in [(before - 1, -1), (after, 1)] where all.indices.contains(start) {
            var at = start
            if all[at].isHiragana, all.indices.contains(at + step) { at += step }
            let piece = all[at]
            guard !masked.contains(piece.token), !piece.isHiragana, piece.isCJK || piece.key.count > 1,
                  entries[[piece.key]] == nil else { continue }
            found.append(piece.key)
        }
        return found
    }

    /// Whether a lexicon entry ending before `end` ends a katakana word: "チェック" is not an
    /// action in "チェックリスト" (a checklist), a compound noun the analyser cuts in two.
    static func endsWord(_ pieces: [TextPieces.Piece], at end: Int) -> Bool {
        guard end > 0, end < pieces.count else { return true }
        return !(pieces[end - 1].isKatakana && pieces[end].isKatakana)
    }

    /// An English two-word entry whose verb is at `at` and whose particle follows one to three
    /// words later, besides the app's name and values ("throw something on for me", "cross that
    /// one off in Demo", "turn the kitchen TV down a bit"): the entry and the particle's index.
    /// The particle must end the clause or come before the app's name, a value, a preposition
    /// or "a bit", so that "put the milk on my list" keeps "on" for the list. In Vietnamese, a
    /// verb and "khỏi" up to five syllables later ("bỏ điểm dừng tiếp theo khỏi lộ trình").
    func separated(
        _ all: [TextPieces.Piece], at: Int, masked: Set<Int>, clauseStarts: inout Set<Int>?, pieces: TextPieces
    ) -> (Entry, Int)? {
        guard !masked.contains(all[at].token), let particles = separableVerbs[all[at].key] else { return nil }
        // Up to three words between verb and particle, not counting the app's name and values.
        var between = 0
        var next = at + 1
        while next < all.count {
            let piece = all[next]
            next += 1
            if masked.contains(piece.token) { continue }
            if next - 1 > at + 1, particles.contains(piece.key), let entry = entries[[all[at].key, piece.key]] {
                // Vietnamese "khỏi" leads to where from, so it ends nothing.
                if vietnamese { return (entry, next - 1) }
                let after = next
                // "Take the photo off my display": "off" before what it is taken from still ends
                // the verb's phrase; "on" before a thing ("put it on my list") does not.
                if after >= all.count || masked.contains(all[after].token) || Self.particleFollowers.contains(all[after].key)
                    || (all[after].key == "a" && after + 1 < all.count && Self.littleWords.contains(all[after + 1].key))
                    || (piece.key == "off" && describers.contains(all[after].key)) {
                    return (entry, after - 1)
                }
                if clauseStarts == nil { clauseStarts = Set(pieces.clauseStarts) }
                return clauseStarts?.contains(after) == true ? (entry, after - 1) : nil
            }
            between += 1
            // A Vietnamese word is often two syllables ("điểm dừng tiếp theo", the next stop).
            if between > (vietnamese ? 5 : 3) { return nil }
        }
        return nil
    }

    /// "A bit", "a little": how much, after a particle ("turn it down a bit").
    static let littleWords: Set<String> = ["bit", "little", "tad", "notch"]

    /// Words after which a particle still ends its verb's phrase ("off in Demo", "on for me").
    static let particleFollowers: Set<String> = ["in", "on", "at", "for", "from", "of", "with", "using", "via", "please", "now", "again", "too", "right", "quickly"]

    /// The longest lexicon entry starting at `at` (English tries the word without -s, -ed, -ing).
    func lookup(_ pieces: [TextPieces.Piece], at: Int, masked: Set<Int>) -> (Int, Entry)? {
        guard longest > 0 else { return nil }
        guard firstKeys.contains(pieces[at].key) else {
            guard english, !masked.contains(pieces[at].token) else { return nil }
            for stem in Self.englishStems(pieces[at].key) {
                if let entry = entries[[stem]] { return (1, entry) }
            }
            return nil
        }
        var length = min(longest, pieces.count - at)
        while length > 0 {
            let slice = pieces[at..<(at + length)]
            // "Log in Fitly": "in" right before the app's name or a value places the request
            // there, and ends no verb ("log in", "sign in"); "put on Dune" still plays it.
            let placing = english && length > 1 && at + length < pieces.count && masked.contains(pieces[at + length].token)
                && pieces[at + length - 1].key == "in"
            if !placing, !slice.contains(where: { masked.contains($0.token) }) {
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
        // A doubled final consonant: "jotting" is "jot", "stopped" is "stop".
        for suffix in ["ing", "ed"] where word.hasSuffix(suffix) && word.count > suffix.count + 3 {
            let stem = word.dropLast(suffix.count)
            if let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last) { stems.append(String(stem.dropLast())) }
        }
        return stems
    }

    /// Whether an action entry describes a thing instead of asking for the action, next to one
    /// of the lexicon's `describers`: an English participle after a determiner ("my saved
    /// meals", "the paused workout", "the following chapter"), a Vietnamese verb after "đang"
    /// ("chỗ đang dừng", where it is paused), a Chinese verb before "的" ("保存的餐食", the saved meals).
    /// It is then read as a word. In Chinese only a clear action counts: "最近的" (recent) and
    /// "空白的" (blank) still say what they say.
    func describes(_ all: [TextPieces.Piece], at: Int, length: Int, entry: Entry, masked: Set<Int> = []) -> Bool {
        if chinese {
            // A verb's complement may stand before "的" ("停下的地方", where it stopped): with
            // one, even a word of many senses is the verb.
            var end = at + length
            while end < all.count, end < at + length + 2, Self.complements.contains(all[end].key) { end += 1 }
            // The thing described follows: "免费的吗" (is it free) ends a question instead.
            let next = end + 1
            return next < all.count && describers.contains(all[end].key)
                && lookup(all, at: next, masked: []).map({ !$0.1.filler }) ?? true
                && (!entry.ambiguous || end > at + length) && !entry.classes.isSubset(of: ActionClass.neverConflicting)
        }
        if japanese {
            // A verb that ends a relative clause right before what it describes names that
            // thing ("登録してる支払先", the payees I have registered; "止めてた本", the book I
            // had stopped): it asks for nothing.
            guard !entry.ambiguous, !entry.classes.isSubset(of: ActionClass.neverConflicting) else { return false }
            var end = at + length
            var kana = ""
            while end < all.count, all[end].isHiragana, kana.count < 5 {
                kana += all[end].key
                end += 1
            }
            return end < all.count && all[end].isCJK && !all[end].isHiragana && Self.relativeEndings.contains(kana)
        }
        if vietnamese {
            // "Đang" before a verb says how things stand, not what to do: "chỗ đang dừng"
            // (where it is paused), "vẫn đang bật" (is still on).
            return at > 0 && describers.contains(all[at - 1].key) && !entry.classes.isSubset(of: ActionClass.neverConflicting)
        }
        // A present participle names a thing the same way: "the following chapter" is the next
        // one, "my running timer" is a timer.
        // So is a word after a possessive and a noun that names it ("my kitchen display", "my
        // workout log"): it ends the noun phrase.
        if english, length == 1, at > 1, Self.possessive(all[at - 2].key), !masked.contains(all[at - 1].token),
           lookup(all, at: at - 1, masked: masked) == nil, all[at - 1].key.allSatisfy(\.isLetter),
           !entry.classes.isSubset(of: ActionClass.neverConflicting), entry.classes.isDisjoint(with: ActionClass.subjectClasses) {
            return true
        }
        if english, length == 1, at > 0, Self.possessive(all[at - 1].key),
           !entry.classes.isSubset(of: ActionClass.neverConflicting), entry.classes.isDisjoint(with: ActionClass.subjectClasses) {
            // After a possessive the word is a noun: "my daughter's phone" calls nobody, "my
            // previous order" buys nothing, "my marks" marks nothing. A subject keeps its class:
            // it still rules out apps that never speak of it.
            return true
        }
        // Five letters at least: "need" is no past tense.
        if english, length == 1, all[at].key.count >= 5, all[at].key.hasSuffix("ed"), Self.saidDone(all, before: at) { return true }
        if english, inRelativeClause(all, at: at, masked: masked), !entry.classes.isSubset(of: ActionClass.neverConflicting) { return true }
        return english && length == 1 && at > 0 && (all[at].key.hasSuffix("ed") || all[at].key.hasSuffix("ing"))
            && describers.contains(all[at - 1].key)
    }

    /// Whether the speaker says, right before `at`, that they did it ("the recipes I've saved",
    /// "what I just logged", "I paused it a while ago"): a past tense after "I" tells what was
    /// done and asks for nothing. An adverb of time may stand between ("I just", "we already").
    static func saidDone(_ all: [TextPieces.Piece], before at: Int) -> Bool {
        var index = at - 1
        if index >= 0, pastAdverbs.contains(all[index].key) { index -= 1 }
        return index >= 0 && pastSubjects.contains(all[index].key)
    }

    /// Whether an English verb at `at` has its own subject right after the thing it describes
    /// ("the booking I made", "the meds I've set up", "where it left off", "so she stops
    /// worrying"): a relative or purpose clause says what was or will be done, not what to do.
    /// Any tense counts, irregular ones too, so the subject must follow a noun or a word that
    /// opens such a clause; after a modal, a conjunction or a word of the lexicon ("can you",
    /// "and I", "want you") the subject starts the request itself.
    func inRelativeClause(_ all: [TextPieces.Piece], at: Int, masked: Set<Int>) -> Bool {
        var index = at - 1
        if index >= 0, Self.pastAdverbs.contains(all[index].key) || Self.clauseAdverbs.contains(all[index].key) { index -= 1 }
        guard index >= 1, Self.clauseSubjects.contains(all[index].key), all[index - 1].token != all[index].token else { return false }
        let before = all[index - 1]
        if Self.clauseOpeners.contains(before.key) { return true }
        // A word of the lexicon names a thing too after a determiner ("the booking I made").
        return before.key.allSatisfy(\.isLetter) && !Self.clauseBreakers.contains(before.key)
            && (masked.contains(before.token) || lookup(all, at: index - 1, masked: masked) == nil
                || (index >= 2 && describers.contains(all[index - 2].key)))
    }

    /// Subjects of a relative or purpose clause.
    static let clauseSubjects: Set<String> = ["i", "i've", "i’ve", "i'd", "i’d", "we", "we've", "we’ve", "you", "you've",
                                              "you’ve", "it", "he", "she", "they", "they've", "they’ve"]

    /// Adverbs between such a subject and its verb, besides those of time.
    static let clauseAdverbs: Set<String> = ["usually", "always", "often", "normally", "never", "ever", "last"]

    /// Words that open a relative or purpose clause before its subject.
    static let clauseOpeners: Set<String> = ["what", "where", "which", "that", "whatever", "wherever", "so"]

    /// Words after which a subject starts a clause of its own, not one that describes.
    static let clauseBreakers: Set<String> = ["and", "but", "or", "if", "then", "once", "unless", "because", "cause", "when",
                                              "whenever", "while", "as", "until", "before", "after", "since", "please", "um",
                                              "uh", "hey", "okay", "ok", "yes", "no", "well", "now", "maybe", "actually"]

    /// Subjects before a past tense that tell what the speaker did.
    static let pastSubjects: Set<String> = ["i", "i've", "i’ve", "we", "we've", "we’ve", "you've", "you’ve"]

    /// Adverbs of time between such a subject and its verb.
    static let pastAdverbs: Set<String> = ["just", "already", "recently", "accidentally", "mistakenly"]

    /// Whether an English key is a possessive: a possessive pronoun or a name with "'s".
    static func possessive(_ key: String) -> Bool {
        possessivePronouns.contains(key) || key.hasSuffix("'s") || key.hasSuffix("’s")
    }

    /// English possessive pronouns before a noun.
    static let possessivePronouns: Set<String> = ["my", "your", "our", "their", "his", "her", "its"]

    /// Whether Japanese "切" at `at` ends a compound verb: right after another verb's stem (a Han
    /// character and one kana of its stem ending), as in "使い切る" (use up), "売り切れ" (sold
    /// out) or "締め切り" (a deadline), it says the first verb is done to the end, and switches
    /// nothing off. (Other second verbs carry the request: "計り始めて" starts, "呼び出して"
    /// brings up.)
    func secondVerb(_ all: [TextPieces.Piece], at: Int) -> Bool {
        japanese && at >= 2 && all[at].key == "切" && all[at - 1].isHiragana && Self.stemEndings.contains(all[at - 1].key)
            && all[at - 2].isHan
    }

    /// Kana that end a Japanese verb's stem before a second verb (い in "使い", べ in "食べ"); not
    /// "に", which is as often a particle ("オフに切り替え").
    static let stemEndings: Set<String> = ["い", "き", "ぎ", "ち", "ひ", "び", "み", "り", "え", "け", "げ", "せ", "べ", "め", "れ"]

    /// Vietnamese words for a hundred, a thousand, a million and a billion: they say an amount
    /// as digits do.
    static let vietnameseMagnitudes: Set<String> = ["trăm", "nghìn", "ngàn", "triệu", "tỷ", "tỉ"]

    /// Chinese complements of a verb's result or direction ("停下", "存好", "删掉").
    static let complements: Set<String> = ["下", "来", "了", "过", "好", "完", "掉", "住", "起"]

    /// Whether a Japanese verb at `at` reports a quoted clause that ends in a past tense
    /// ("…たって", "…たと", "…だって").
    static func reportsQuote(_ all: [TextPieces.Piece], at: Int, masked: Set<Int>) -> Bool {
        let past: Int
        if at >= 4, all[at - 1].key == "て", all[at - 2].key == "っ" { past = at - 3 } else if at >= 3, all[at - 1].key == "と" { past = at - 2 } else { return false }
        return ["た", "だ"].contains(all[past].key) && all[past - 1].isCJK && !masked.contains(all[past - 1].token)
    }

    /// Japanese endings of a verb in a relative clause: done, or being done.
    static let relativeEndings: Set<String> = ["した", "してる", "している", "してた", "していた", "た", "てる", "ている", "てた", "ていた",
                                               "してある", "してあった", "てある", "てあった", "された", "されてる", "されている", "しておいた", "ておいた"]
}
