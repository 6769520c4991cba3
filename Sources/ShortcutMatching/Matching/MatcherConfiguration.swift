public import DenseEmbedding

/// Tunable parts of matching. The defaults are what the tool ships with.
public struct MatcherConfiguration: Sendable {
    /// The calibrated score below which nothing matches (0.5 by default; see
    /// ``calibrated(_:boundary:)``).
    public var threshold: Float = MatcherConfiguration.defaultThreshold
    /// How many runners-up to report.
    public var candidateCount: Int = 3
    /// How much a shortcut's centroid (the mean of its phrases) counts against its single
    /// best phrase, in [0, 1].
    public var centroidWeight: Float = 0.7
    /// Static token embeddings for dense similarity, or nil for sparse features only.
    ///
    /// The command line uses the shipped English table (`StaticEmbedding.bundled()`) for
    /// English and the multilingual one (`UnigramEmbedding.bundled()`) for other languages.
    public var embedding: (any SentenceEmbedding)? = nil
    /// How much dense similarity counts against sparse similarity, in [0, 1].
    public var denseWeight: Float = 0.45
    /// How much a shortcut's dense vector (trained, or its centroid) counts against its best
    /// phrase's dense similarity, in [0, 1]. At 1, the default, phrases are not compared
    /// densely one by one: with the trained vectors that added nothing on CLINC150 `val`.
    public var denseCentroidWeight: Float = 1
    /// In catalogs of more than ``manyShortcuts`` shortcuts, the fraction of the best sparse
    /// score a shortcut needs for its dense centroid to be computed at all.
    public var denseShortlist: Float = 0.4
    /// In catalogs of more than ``manyShortcuts`` shortcuts, how many shortcuts besides those
    /// the sparse index compared phrase by phrase (its 12 leaders by centroid) also get their
    /// dense similarity: the next ones by sparse centroid score, with the centroid's share of
    /// a sparse score. A paraphrase in other words often leaves its shortcut just outside the
    /// sparse leaders, where only the dense vectors can find it. The default, `Int.max`, is
    /// every shortcut the sparse index scored at all, compared in 16 bits
    /// (`QuantizedRows`). On CLINC150 `val` (150 intents; 5, 10 and 20 phrases each),
    /// in-scope accuracy against 12 runners-up: 0.7358 → 0.7490, 0.8308 → 0.8387 and
    /// 0.8793 → 0.8835; overall accuracy within 0.1 point. 12 runners-up had raised it by 0.4
    /// to 0.9 points over none.
    public var denseExtraCandidates: Int = .max
    /// With dense vectors in an English catalog of more than ``manyShortcuts`` shortcuts, the
    /// ``denseWeight`` to use instead (nil: ``denseWeight`` at every size). Among many
    /// shortcuts the words of neighbouring ones overlap more, so meaning has to count for more;
    /// among a few (SNIPS, 10-intent slices of CLINC150) the words still tell them apart and a
    /// higher weight lost accuracy. Chosen on CLINC150 `val` + `oos_val` (150 intents with 5,
    /// 10 and 20 phrases, and 120 intents with the other 30 as out of scope), never on the
    /// workloads' test queries.
    public var manyShortcutsDenseWeight: Float? = 0.6
    /// In catalogs of more than ``manyShortcuts`` shortcuts, how much of each shortcut's
    /// hubness is taken from its dense similarity: how close its trained vector comes to the
    /// phrases of other shortcuts (the mean of its 10 highest cosines), less the catalog's
    /// mean. A hub is near everything, so unrelated requests land on it; the correction is a
    /// constant per shortcut, measured when the index is built. Chosen on the same sets as
    /// ``manyShortcutsDenseWeight``, with which it was measured.
    public var denseHubness: Float = 0.5
    /// In catalogs of more than ``manyShortcuts`` shortcuts, how much of each shortcut's own
    /// recognition level (how high its unseen phrases score, measured by cross-fitting when
    /// the index is built; see `Matcher.selfCalibrationOffsets`) is taken from its score
    /// before the threshold, as a shrunken per-shortcut boundary (0: off). It is scaled down
    /// by how far the level can be trusted: not at all for a shortcut of 5 phrase templates or
    /// fewer, half for 10, three quarters for 20. The ranking is unchanged. Chosen on CLINC150
    /// `val` + `oos_val` (150 and 120 intents with 5, 10 and 20 phrases; in-scope and
    /// out-of-scope queries weighed as in the test workloads): mean overall accuracy at the
    /// shipped threshold 0.7694 off, 0.7719 at 0.3, 0.7728 at 0.4, 0.7718 at 0.5; one strength
    /// for every size, untrusted, did best at 0.15 (0.7711).
    public var selfCalibration: Float = 0.4
    /// The ``denseWeight`` before ``manyShortcutsDenseWeight`` replaced it, so that resolving
    /// again for a smaller catalog restores it.
    var sizeFreeDenseWeight: Float? = nil
    /// How many shortcuts, best first, get their phrases compared densely one by one when
    /// ``denseCentroidWeight`` is below 1 (the rest are judged by their dense vector alone).
    public var denseCandidates: Int = 4
    /// How much of the catalog's mean shortcut vector is subtracted from every dense vector
    /// before comparing, in [0, 1], scaled down for catalogs of few shortcuts.
    public var denseCentering: Float = 1
    /// A second table that reorders a request's leading shortcuts, or nil for none. The
    /// command line gives English matching the multilingual table here: distilled from a
    /// contextual model, it tells apart neighbouring shortcuts that the English table's
    /// vectors, averaged word by word, put together ("pause my timer" and "reset my timer").
    /// Each of the ``rerankCount`` leaders, by the score of everything else, gains
    /// ``rerankWeight`` × (its best phrase's cosine with the request in this table, both
    /// centred on the catalog's mean − the mean of the leaders' cosines): the leaders' scores
    /// keep their sum, only their order and gaps change. Used for a catalog's requests, not by
    /// `topIntent` (workloads and `eval`).
    public var rerankEmbedding: (any SentenceEmbedding)? = nil
    /// How far ``rerankEmbedding`` moves each leader's score per unit of cosine above or below
    /// the leaders' mean (0: off). Fitted on the development apps: see Docs/accuracy.md,
    /// "Reranking English by the multilingual table".
    public var rerankWeight: Float = 0.5
    /// How many leading shortcuts ``rerankEmbedding`` reorders.
    public var rerankCount: Int = 4
    /// Whether the dense shortcut vectors are trained as a classifier on the catalog's own
    /// phrases when the index is built (see `ShortcutClassifier`), instead of left as centroids.
    public var trainsClassifier: Bool = true
    /// How that classifier is trained; what the shipped settings were fitted on is in
    /// ``ClassifierTraining/shipped``.
    public var classifierTraining: ClassifierTraining = .shipped
    /// Whether a catalog's utterance must name the app (or a synonym) to match, as Siri
    /// requires. Matchers without app names (workloads) are never gated.
    public var requiresApplicationName: Bool = true
    /// Whether what is left of an utterance, once the app name and values are masked, must
    /// ask for what the shortcut does (see ``NoMatchReason/noAction`` and
    /// ``NoMatchReason/actionMismatch``). Applies to matchers with app names only.
    public var checksAction: Bool = true
    /// With ``checksAction``, whether the words left must also share something with the
    /// shortcut's phrases (a word, a character, or a class of action), so that "what's the
    /// weather in Soup Chef" is turned away. Off, only a conflicting action or an empty
    /// request is: paraphrases in words the phrases never use then still match.
    public var requiresActionAgreement: Bool = true
    /// With dense vectors, the cosine between what is left of an utterance and of one of the
    /// shortcut's phrases at which words the phrases never use still agree.
    public var denseAgreement: Float = 0.5
    /// With dense vectors, a lower cosine at which such words agree too, provided no other
    /// shortcut's phrases are closer. It applies to the leader only (a runner-up that replaces
    /// the leader must agree by its words or by ``denseAgreement``), and in English only:
    /// the multilingual table's cosines sit higher, so that 0.3 there says little
    /// (``resolved(forLanguage:shortcutCount:)`` turns it off). Chosen on the Calibration
    /// paraphrases and unrelated Tatoeba sentences (Docs/accuracy.md).
    public var denseNearestAgreement: Float = 0.3
    /// The calibrated score the leader needs for ``denseNearestAgreement`` to apply: short
    /// unrelated sentences framed with the app's name ("It's awesome. in Demo") sit just
    /// above the boundary, where one remaining word is easily "nearest" to some shortcut.
    /// 0.53 was chosen with it, on the same sets.
    public var denseNearestMinimumScore: Float = 0.53
    /// With dense vectors, the cosine at which one word the shortcut's phrases never use
    /// agrees half (as a weak action does) when it is at least this alike to one of their
    /// words and closer to them than to any other shortcut's: "出費" to "購入", "ưu đãi" to
    /// "phần thưởng", "lately" to "recent". Words are compared one by one because a
    /// sentence's mean vector is dominated by what every request shares; a single kana or Han
    /// character is never compared ("点" is near too much). English's value is for the
    /// English table; ``languageDenseWordAgreements`` holds the multilingual table's. Chosen on
    /// the Calibration paraphrases and unrelated Tatoeba sentences (Docs/accuracy.md).
    public var denseWordAgreement: Float = 0.4
    /// Whether, outside the catalog's source language and with vectors that share one space
    /// across languages, the dense classifier also learns from the source language's phrases
    /// (a few expansions per template, never shown or scored): more ways of saying each
    /// action, where a translated catalog often has two or three phrases a shortcut.
    public var learnsFromSourceLanguage: Bool = true
    /// Whether the action check also learns what each shortcut does from its phrases in the
    /// catalog's other locales, by class of action (see `ActionJudge+Translations`): one
    /// locale's phrases often say less than another's.
    public var learnsFromTranslations: Bool = true
    /// Whether, in the catalog's source language, the action check also counts the words of each
    /// shortcut's short title as its own: the title is what Spotlight and the Shortcuts app show
    /// people, and they say its words ("pull up the queue" for "Download queue").
    public var learnsFromShortTitles: Bool = true
    /// How much raw score a candidate gives up when its best phrase names a parameter value
    /// and the request names no value of that parameter's type (see `Matcher+UnnamedValues`):
    /// "the usual soup" should not go to OrderSoup through "tomato soup". 0 turns it off.
    /// Chosen on the Calibration paraphrases (0.02–0.15 tried; 0.08 gave the most right and the
    /// fewest wrong matches; Docs/accuracy.md).
    public var unnamedValuePenalty: Float = 0.08
    /// Per language, ``denseWordAgreement`` for the multilingual table, chosen with it.
    public var languageDenseWordAgreements: [String: Float] = MatcherConfiguration.shippedLanguageDenseWordAgreements
    /// Per language, where a catalog's no-match boundary sits on the scale of the
    /// English-fitted ``boundaryRule``: a matcher with app names moves its raw boundary to
    /// the raw score that rule would call this, so its reported 0.5 is this language's own
    /// boundary. Fitted by `Tools/fit-locale-boundaries.py` on the Calibration paraphrases
    /// and on Tatoeba sentences of the same language framed with the app's name (never on the
    /// sets Docs/accuracy.md reports); a language leaves 0.5 only for a gain of two points of
    /// balanced accuracy. Workloads without an app keep the English rule.
    public var languageBoundaries: [String: Float] = ["ja": 0.35, "zh": 0.325, "vi": 0.35]
    /// Per language, the ``denseWeight`` to use instead of the default, measured on the
    /// Calibration paraphrases, Tests/RegressionSets/Fitting (Docs/multilingual.md). Setting
    /// ``denseWeight`` yourself does not clear it: clear it too to use one weight everywhere.
    public var languageDenseWeights: [String: Float] = MatcherConfiguration.shippedLanguageDenseWeights
    /// Per language, the ``denseAgreement`` to use instead of the default.
    public var languageDenseAgreements: [String: Float] = MatcherConfiguration.shippedLanguageDenseAgreements
    /// How many of the leading shortcuts the action check weighs in turn (those within
    /// ``actionRunnerUpMargin`` of the leader), before hearing any for the word the leader
    /// objected to. Set by hand with the action check, not fitted; it is also the fewest
    /// candidates ranked for a result, whatever ``candidateCount`` shows.
    public var actionCandidates: Int = 3
    /// How much one word counts toward a request agreeing with a shortcut's phrases when it is a
    /// weak action ("show", "見る"), an action near in meaning to theirs ("stop" for "end"), or a
    /// word near in meaning to one of theirs (``denseWordAgreement``); a word or clear action of
    /// the phrases' own counts 1, and a request needs 1 in all. Set by hand, not fitted: half,
    /// so that two such words together carry a request and one alone does not.
    public var weakAgreement: Float = 0.5
    /// How many more words the shortcut's phrases never use than words that agree a request may
    /// say and still agree ("Unpause my session": one new word beside one agreeing; "Restart
    /// the yoga timer": two beside one). Fitted on the development apps, from 0, 0.5, 1, 1.5, 2
    /// and 3 (Docs/accuracy.md, "Fitting the new-word allowance"): 1.5 kept the most paraphrases
    /// that turned no more requests for something else away less; agreement comes in halves,
    /// so values between the halves act as the half below.
    public var foreignWordAllowance: Float = 1.5
    /// Per language, ``foreignWordAllowance`` where a language's words split otherwise: a Chinese
    /// request's words are runs of characters between the lexicon's entries and the filler, and
    /// they split where a speaker's words do not ("冥想", meditate, leaves "冥" once "想", want,
    /// is read as filler). 2 in Chinese kept 17 more development paraphrases and turned none
    /// fewer away; in the other languages 2 let more requests for something else through
    /// (Docs/accuracy.md).
    public var languageForeignWordAllowances: [String: Float] = MatcherConfiguration.shippedLanguageForeignWordAllowances
    /// How far below the leader a runner-up whose phrases agree with the utterance's action
    /// may score and still be chosen instead ("check off" over "add" for 項目にチェックを入れて).
    public var actionRunnerUpMargin: Float = 0.1
    /// How far below the threshold a shortcut whose phrases say the word the leader objected to
    /// may score and still match: the word names what is asked ("记到" adds), which the scores,
    /// carried by the shared list and app name, do not see. Chosen on the Calibration
    /// paraphrases (0.05, 0.1, 0.15: 0.1 and 0.15 gave the same, no wrong match more and no
    /// unrelated sentence more; Docs/accuracy.md). It also bounds which shortcuts are in the
    /// running for an ambiguous word.
    public var objectedWordSlack: Float = 0.1
    /// How far below the threshold a shortcut whose phrases name the topic of a request (a
    /// `topic` class of the lexicon, "history", "settings") that the leader's phrases do not
    /// agree with is heard. Chosen on the Calibration paraphrases (0.1, 0.2 and 0.3 gave 335, 336
    /// and 336 right of 346, one more of 1,800 unrelated Tatoeba sentences accepted from 0.2).
    public var topicSlack: Float = 0.2
    /// How far below the threshold a shortcut whose phrases alone say the request's (not weak,
    /// not ambiguous for a runner-up) action word may score and still match, when the leader is
    /// under the threshold too. Chosen on the Calibration paraphrases: heard for the leader
    /// alone, 0.1, 0.15, 0.2 gave 328, 329 and 330 right of 348; with runners-up heard too, 0.2,
    /// 0.25, 0.3 and 0.35 gave 332, 333, 335 and 335, with no wrong match more, 2 more of 1,800
    /// unrelated ja and zh Tatoeba sentences accepted at 0.3 than at 0.2, and every bundled
    /// suite passing.
    public var ownWordSlack: Float = 0.3
    /// How close, in calibrated score, a runner-up must come to a flexible match to be listed
    /// in ``Match/closeCalls``: about what a one-word rewording moves. Set by hand, not fitted;
    /// the default is ``Matcher/closeCallMargin``.
    public var closeCallMargin: Float = Matcher.closeCallMargin
    /// The share of a parameter value's or app name's character trigrams a text must contain
    /// for a misspelling to name it ("grocey list" for "grocery list", "Soup Chief" for "Soup
    /// Chef"). Only surfaces of five trigrams or more are read this way. Set by hand, not
    /// fitted.
    public var fuzzyCoverage: Float = 0.7
    /// With dense vectors, the cosine at which a word of the request that the shortcut's
    /// phrases never use names a parameter value by meaning ("健身" for "运动", "本読む" for
    /// "読書"), when no title, synonym or misspelling names one. Above 1, values are named by
    /// their surface only. Chosen on the development apps' paraphrases that say a value (0.4,
    /// 0.5 and 0.6 recognised the same 5 values, none wrong; 0.4 filled 2 values nobody said
    /// in the bundled catalogs' regression sets, 0.5 none; Docs/accuracy.md).
    public var valueMeaningCosine: Float = 0.5
    /// How much closer to that value than to any other of its type the word must be: with
    /// 0.05, "テレビ" (TV) named one of two TVs. Chosen with ``valueMeaningCosine``.
    public var valueMeaningMargin: Float = 0.1
    /// How a flexible match's score becomes its ``Match/confidence``.
    public var confidenceCurve: ConfidenceCurve = .shipped
    /// Feature weights of the sparse index.
    public var weights: FeatureWeights = FeatureWeights()

    /// The number of shortcuts above which a catalog is matched as a large one (see
    /// ``denseShortlist``, ``denseExtraCandidates``, ``manyShortcutsDenseWeight`` and
    /// ``denseHubness``).
    public static let manyShortcuts = 32

    /// The shipped no-match threshold, on the calibrated scale.
    public static let defaultThreshold: Float = 0.5

    /// Where the raw similarity boundary between "match" and "no match" lies for a catalog:
    /// the raw score that ``Matcher`` maps to a calibrated 0.5.
    ///
    /// Two things move it, both measured on the catalog at build time. The more phrasings a
    /// catalog has, the higher the best of them scores by chance for an unrelated utterance,
    /// so the boundary rises with the logarithm of the number of phrase templates. And the
    /// less alike a shortcut's own phrasings are (its cohesion: the mean cosine between two of
    /// its phrases from different templates), the lower a genuine paraphrase scores, so the
    /// boundary never exceeds `cohesionFactor` × cohesion.
    ///
    /// The constants maximise balanced accuracy (the mean of in-scope recall and out-of-scope
    /// recall) over CLINC150 `val` + `oos_val` (150 intents with 5, 10 and 20 phrases each, and
    /// six 10-intent slices) and SNIPS 2017 `train` utterances beyond the first ten per intent.
    /// Never fitted on the workloads' test queries or on our suites.
    public struct BoundaryRule: Sendable, Equatable {
        /// The boundary for a catalog of at most 100 templates.
        public var base: Float
        /// How much the boundary rises per natural-log unit of templates beyond 100.
        public var perLogTemplates: Float
        /// The boundary's ceiling as a multiple of the catalog's cohesion.
        public var cohesionFactor: Float
        /// The lowest boundary the cohesion ceiling may set.
        public var floor: Float

        /// A rule from its constants.
        public init(base: Float, perLogTemplates: Float, cohesionFactor: Float, floor: Float = 0.1) {
            self.base = base
            self.perLogTemplates = perLogTemplates
            self.cohesionFactor = cohesionFactor
            self.floor = floor
        }

        /// The raw boundary for a catalog of `templates` phrase templates whose cohesion is
        /// `cohesion` (nil when no shortcut has phrases from two templates).
        public func boundary(templates: Int, cohesion: Float?) -> Float {
            let scale = Float(max(templates, 100)) / 100
            let byCount = base + perLogTemplates * scale.logNatural
            guard let cohesion, cohesion > 0 else { return byCount }
            return max(floor, min(byCount, cohesionFactor * cohesion))
        }
    }

    /// The rule with sparse features only.
    public static let sparseRule = BoundaryRule(base: 0.225, perLogTemplates: 0.03, cohesionFactor: 1.05, floor: 0.225)
    /// The rule with the shipped dense vectors mixed in (and centred).
    public static let denseRule = BoundaryRule(base: 0.235, perLogTemplates: 0.03, cohesionFactor: 0.7)

    /// The boundary rule this configuration uses: ``denseRule`` with dense vectors,
    /// ``sparseRule`` without, unless you set one.
    public var boundaryRule: BoundaryRule {
        get { customBoundaryRule ?? (embedding != nil && denseWeight > 0 ? Self.denseRule : Self.sparseRule) }
        set { customBoundaryRule = newValue }
    }
    private var customBoundaryRule: BoundaryRule? = nil

    /// Maps a raw similarity in [0, 1] to the reported score: piecewise linear, monotone,
    /// 0 → 0, `boundary` → 0.5, 1 → 1, so 0.5 reads as "just enough" in every catalog.
    public static func calibrated(_ raw: Float, boundary: Float) -> Float {
        let clamped = min(max(raw, 0), 1)
        let boundary = min(max(boundary, 0.01), 0.99)
        if clamped <= boundary { return 0.5 * clamped / boundary }
        return 0.5 + 0.5 * (clamped - boundary) / (1 - boundary)
    }

    /// The inverse of ``calibrated(_:boundary:)``: the raw similarity reported as `score`.
    public static func raw(ofCalibrated score: Float, boundary: Float) -> Float {
        let score = min(max(score, 0), 1)
        let boundary = min(max(boundary, 0.01), 0.99)
        if score <= 0.5 { return 2 * score * boundary }
        return boundary + (2 * score - 1) * (1 - boundary)
    }

    /// The defaults.
    public init() {}
}
