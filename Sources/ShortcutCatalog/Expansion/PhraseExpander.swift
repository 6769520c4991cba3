/// Turns phrase templates into the concrete phrases a user could say: every template ×
/// every parameter value (title and synonyms) × the app name and its synonyms.
///
/// Phrases are produced lazily, one at a time, and counts are computed arithmetically, so a
/// 10,000-value entity costs nothing until someone iterates.
public struct PhraseExpander: Sendable {
    /// Apple's limit on phrases per locale, counting parameter values but not synonyms.
    public static let phraseLimit = 1000

    /// The catalog being expanded.
    public let catalog: Catalog

    /// An expander for `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Every concrete phrase of `locale` (a catalog locale), in shortcut, template, app name,
    /// then value order. With `includeSynonyms: false`, only the primary app name and value
    /// titles are used: exactly the phrases Apple's limit counts.
    public func phrases(locale: String, includeSynonyms: Bool = true) -> ExpandedPhrases {
        ExpandedPhrases(jobs: jobs(locale: locale, includeSynonyms: includeSynonyms), locale: locale)
    }

    /// The concrete phrases of one shortcut in `locale`.
    public func phrases(intent: String, locale: String, includeSynonyms: Bool = true) -> ExpandedPhrases {
        ExpandedPhrases(jobs: jobs(locale: locale, includeSynonyms: includeSynonyms).filter { $0.intent == intent }, locale: locale)
    }

    /// Counts for `locale`, per shortcut, without enumerating phrases.
    public func counts(locale: String) -> ExpansionCounts {
        let content = catalog.content(for: locale)
        let appChoices = 1 + catalog.application.synonyms(for: locale).count
        var shortcuts: [ExpansionCounts.Shortcut] = []
        for shortcut in catalog.shortcuts {
            let templates = content.phrases(for: shortcut.intent)
            var titles = 0
            var all = 0
            var parameters: [ExpansionCounts.Parameter] = []
            var cache: [String: (titles: Int, all: Int)] = [:]
            for phrase in templates {
                var titleProduct = 1
                var allProduct = phrase.template.applicationNameCount > 0 ? appChoices : 1
                for name in phrase.template.parameterNames {
                    let sizes = cache[name] ?? {
                        let choices = valueChoices(shortcut: shortcut, parameter: name, locale: locale, includeSynonyms: true)
                        return (choices.filter { !$0.isSynonym }.count, choices.count)
                    }()
                    cache[name] = sizes
                    let titleCount = sizes.titles
                    titleProduct = titleProduct.multipliedSaturating(by: titleCount)
                    allProduct = allProduct.multipliedSaturating(by: sizes.all)
                    if let typeName = shortcut.typeName(ofParameter: name), !parameters.contains(where: { $0.name == name }) {
                        parameters.append(.init(name: name, typeName: typeName, values: titleCount))
                    }
                }
                titles = titles.addingSaturating(titleProduct)
                all = all.addingSaturating(allProduct)
            }
            shortcuts.append(.init(intent: shortcut.intent, templates: templates.count, phrases: titles, phrasesWithSynonyms: all, parameters: parameters))
        }
        return ExpansionCounts(locale: locale, shortcuts: shortcuts, limit: Self.phraseLimit)
    }

    // MARK: - Choices

    struct Choice: Sendable {
        var valueID: String?
        var text: String
        var isSynonym: Bool
    }

    /// What can fill `${parameter}` in `locale`. A parameter without a usable entity or enum
    /// type keeps its placeholder (one choice), so the phrase still shows up; lint reports it.
    func valueChoices(shortcut: Shortcut, parameter: String, locale: String, includeSynonyms: Bool) -> [Choice] {
        guard let typeName = shortcut.typeName(ofParameter: parameter), let type = catalog.type(named: typeName) else {
            return [Choice(valueID: nil, text: "${\(parameter)}", isSynonym: false)]
        }
        switch type.kind {
        case .entity, .enumeration:
            break
        case .string, .other:
            return [Choice(valueID: nil, text: "${\(parameter)}", isSynonym: false)]
        }
        var choices: [Choice] = []
        choices.reserveCapacity(type.values.count)
        for value in type.values {
            let title = value.title.value(for: locale) ?? value.title.value(for: catalog.sourceLanguage) ?? value.id
            choices.append(Choice(valueID: value.id, text: title, isSynonym: false))
            if includeSynonyms {
                for synonym in value.synonyms.value(for: locale) ?? [] {
                    choices.append(Choice(valueID: value.id, text: synonym, isSynonym: true))
                }
            }
        }
        return choices
    }

    private func jobs(locale: String, includeSynonyms: Bool) -> [ExpansionJob] {
        let content = catalog.content(for: locale)
        var apps = [Choice(valueID: nil, text: catalog.application.name(for: locale, sourceLanguage: catalog.sourceLanguage), isSynonym: false)]
        if includeSynonyms {
            apps += catalog.application.synonyms(for: locale).map { Choice(valueID: nil, text: $0, isSynonym: true) }
        }
        var jobs: [ExpansionJob] = []
        for shortcut in catalog.shortcuts {
            // Values are looked up once per parameter, not once per template.
            var cache: [String: [Choice]] = [:]
            for (index, phrase) in content.phrases(for: shortcut.intent).enumerated() {
                let names = phrase.template.parameterNames
                var dimensions: [[Choice]] = []
                for name in names {
                    if let cached = cache[name] {
                        dimensions.append(cached)
                    } else {
                        let choices = valueChoices(shortcut: shortcut, parameter: name, locale: locale, includeSynonyms: includeSynonyms)
                        cache[name] = choices
                        dimensions.append(choices)
                    }
                }
                let appDimension = phrase.template.applicationNameCount > 0 ? apps : [Choice(valueID: nil, text: "", isSynonym: false)]
                jobs.append(ExpansionJob(
                    intent: shortcut.intent, templateIndex: index, template: phrase.template, source: phrase.source,
                    parameterNames: names, dimensions: [appDimension] + dimensions))
            }
        }
        return jobs
    }
}

/// One template with the choices for each of its slots (app name first, then parameters).
struct ExpansionJob: Sendable {
    var intent: String
    var templateIndex: Int
    var template: PhraseTemplate
    var source: SourceLocation
    var parameterNames: [String]
    var dimensions: [[PhraseExpander.Choice]]
}

/// A lazy sequence of ``ExpandedPhrase``s; iterate it or take a prefix.
public struct ExpandedPhrases: Sequence, Sendable {
    let jobs: [ExpansionJob]
    let locale: String

    /// An iterator that builds one phrase per step.
    public func makeIterator() -> Iterator {
        Iterator(jobs: jobs, locale: locale)
    }

    /// Walks the templates, and within each an odometer over its slots' choices.
    public struct Iterator: IteratorProtocol {
        let jobs: [ExpansionJob]
        let locale: String
        var jobIndex = 0
        var odometer: [Int] = []

        init(jobs: [ExpansionJob], locale: String) {
            self.jobs = jobs
            self.locale = locale
        }

        /// The next phrase, or nil after the last.
        public mutating func next() -> ExpandedPhrase? {
            while jobIndex < jobs.count {
                let job = jobs[jobIndex]
                if job.dimensions.contains(where: \.isEmpty) {
                    // A parameter with no values yields no phrase for this template.
                    jobIndex += 1
                    odometer = []
                    continue
                }
                if odometer.isEmpty { odometer = Array(repeating: 0, count: job.dimensions.count) }
                let phrase = build(job)
                if !advance(job) {
                    jobIndex += 1
                    odometer = []
                }
                return phrase
            }
            return nil
        }

        private mutating func advance(_ job: ExpansionJob) -> Bool {
            var slot = job.dimensions.count - 1
            while slot >= 0 {
                odometer[slot] += 1
                if odometer[slot] < job.dimensions[slot].count { return true }
                odometer[slot] = 0
                slot -= 1
            }
            return false
        }

        private func build(_ job: ExpansionJob) -> ExpandedPhrase {
            let app = job.dimensions[0][odometer[0]]
            var bindings: [ExpandedPhrase.Binding] = []
            var texts: [String: String] = [:]
            for (offset, name) in job.parameterNames.enumerated() {
                let choice = job.dimensions[offset + 1][odometer[offset + 1]]
                texts[name] = choice.text
                if let valueID = choice.valueID {
                    bindings.append(.init(name: name, valueID: valueID, text: choice.text, isSynonym: choice.isSynonym))
                }
            }
            let text = job.template.rendered { name in
                name == PhraseTemplate.applicationName ? app.text : texts[name]
            }
            return ExpandedPhrase(
                text: text, locale: locale, intent: job.intent, templateIndex: job.templateIndex, template: job.template.text,
                bindings: bindings, applicationName: app.text, applicationNameIsSynonym: app.isSynonym, source: job.source)
        }
    }
}
