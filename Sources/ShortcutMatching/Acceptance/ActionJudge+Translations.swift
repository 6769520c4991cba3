internal import TextAnalysis

/// What a shortcut does, as its other locales' phrases say it.
///
/// A shortcut does the same thing in every language, but one locale's phrases often say less
/// than another's: an app whose English phrase is only "Toggle Tunes" says "一時停止" (pause) in
/// Japanese and "暂停" in Chinese. The classes of action the other locales' phrases say, each
/// read with its own language's lexicon, count for the shortcut:
/// - a shortcut whose own phrases say no action (only weak ones, or none: "Bedtime in Tunes")
///   takes every class a translation says as its own;
/// - beside the shortcut's own actions, a class at least two other locales say agrees half,
///   when none of this language's phrases says it for another shortcut (one translation alone
///   may be its translator's wording, or a verb inside a noun: "提出物", what is handed in).
///
/// Only classes carry over (words belong to one language), and only from words of one clear
/// class: a word of several ("消す": turn off, delete) says too little alone. A subject two
/// translations name ("音楽", "音乐": music) is one the app speaks of; one alone may be a word
/// of another sense ("forecast" spending).
extension ActionJudge {
    /// One phrase of a shortcut in another locale, its placeholders blanked.
    struct Translation: Sendable {
        var intent: Int
        var locale: String
        var text: String
    }

    /// What the translations say: for each shortcut, each class of action and the locales
    /// that say it.
    struct TranslatedClasses: Sendable {
        var sayers: [[String: Set<String>]]
        var localeCount: Int
        /// For each shortcut, the ``ActionClass/Kind/subject`` classes its translations name,
        /// and the locales that name them.
        var subjects: [[String: Set<String>]] = []
        /// For each shortcut, the classes a clear word of one class says, weak ones included
        /// ("再生", "播放": play), and the locales that say them.
        var sole: [[String: Set<String>]] = []
    }

    /// Reads each translation with its language's lexicon (languages without one are skipped).
    ///
    /// - Complexity: O(*n*) analyses for *n* phrases, plus one lexicon per other language.
    static func classes(of translations: [Translation], intentCount: Int) -> TranslatedClasses {
        var readers: [String: ActionJudge] = [:]
        var sayers = Array(repeating: [String: Set<String>](), count: intentCount)
        var subjects = Array(repeating: [String: Set<String>](), count: intentCount)
        var sole = Array(repeating: [String: Set<String>](), count: intentCount)
        var locales = Set<String>()
        for translation in translations where sayers.indices.contains(translation.intent) {
            let locale = AnalysisLocale(translation.locale)
            let language = locale.language
            let reader = readers[language] ?? ActionJudge(locale: locale, intentCount: 0, actionsOnly: true)
            readers[language] = reader
            guard !reader.entries.isEmpty, let analyzed = try? TextAnalyzer().analyze(translation.text, locale: locale) else { continue }
            locales.insert(translation.locale)
            let residual = reader.residual(of: TextPieces(analyzed, vietnamese: language == "vi"), masked: [])
            for action in residual.actions where !action.classes.isEmpty && action.classes.isSubset(of: ActionClass.subjectClasses) {
                for name in action.classes { subjects[translation.intent][name, default: []].insert(translation.locale) }
            }
            for action in residual.actions where !action.ambiguous {
                if action.classes.count == 1, let name = action.classes.first { sole[translation.intent][name, default: []].insert(translation.locale) }
                let acting = action.classes.subtracting(ActionClass.neverConflicting).subtracting(ActionClass.subjectClasses)
                if acting.count == 1, let name = acting.first { sayers[translation.intent][name, default: []].insert(translation.locale) }
            }
        }
        return TranslatedClasses(sayers: sayers, localeCount: locales.count, subjects: subjects, sole: sole)
    }

    /// Adds what the translations say to the shortcuts' profiles (see the extension's
    /// description).
    mutating func learn(_ translated: TranslatedClasses) {
        let agreeing = min(2, translated.localeCount)
        for intent in translated.sayers.indices where profiles.indices.contains(intent) {
            let said = translated.sayers[intent]
            // A verb that speaks of a subject ("play", for music) says it only when the
            // translations say it too: a game's "Play today's puzzle" is "玩" and "chơi", a
            // vacuum's "掃除機をかけて" is "vacuum" and "吸尘", and neither app plays music.
            if translated.sole.indices.contains(intent) {
                let confirmed = Set(translated.sole[intent].filter { $0.value.count >= agreeing }.keys)
                profiles[intent].soleClasses = profiles[intent].soleClasses.filter { name in
                    !ActionClass.speaksOfSubject(name) || confirmed.contains(name)
                }
            }
            if translated.subjects.indices.contains(intent) {
                profiles[intent].translatedSubjects = Set(translated.subjects[intent].filter { $0.value.count >= agreeing }.keys)
            }
            // Only words of one class carry over, so a translation that makes things makes
            // something new.
            if profiles[intent].classes.isSubset(of: ActionClass.neverConflicting) {
                profiles[intent].classes.formUnion(said.keys)
                if said.keys.contains(ActionClass.create) { profiles[intent].makesNew = true }
            } else {
                let added = Set(said.filter { $0.value.count >= agreeing }.keys)
                profiles[intent].translatedClasses = added.subtracting(profiles[intent].classes)
                if added.contains(ActionClass.create) { profiles[intent].makesNew = true }
            }
        }
    }
}
