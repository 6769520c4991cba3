import StrictJSON

/// Reading the lexicon's data files. They are compiled in and checked by the lexicon tests, so a
/// file that does not read is a build of this package gone wrong: matching then goes on without
/// that language's lexicon (as for a language that has none) rather than stopping.
extension ActionLexicon {
    /// A language file's lexicon, or nil when it does not read.
    static func read(_ bytes: [UInt8]) -> ActionLexicon? {
        guard let file = try? JSONParser.parse(bytes) else { return nil }
        guard case .object(let fillerGroups)? = file["filler"], case .object(let actionClasses)? = file["actions"] else { return nil }
        let filler = fillerGroups.flatMap { strings($0.1) }
        let actions = actionClasses.map { (name: $0.0, phrases: strings($0.1)) }
        let clauses = file["clauses"]
        return ActionLexicon(
            filler: filler, briefly: strings(fillerGroups.first { $0.0 == "briefly" }?.1), actions: actions,
            requestFollows: strings(clauses?["requestFollows"]), requestPrecedes: strings(clauses?["requestPrecedes"]),
            contextFollows: strings(clauses?["contextFollows"]), contextSubjects: strings(clauses?["contextSubjects"]),
            describers: strings(clauses?["describers"]),
            statementEndings: strings(clauses?["statementEndings"]), requestMarkers: strings(clauses?["requestMarkers"]),
            statementSubjects: strings(clauses?["statementSubjects"]), requestWords: strings(clauses?["requestWords"]),
            stateQuestions: strings(clauses?["stateQuestions"]), amountQuestions: strings(clauses?["amountQuestions"])
        )
    }

    /// The strings of a JSON array (other members are skipped; the tests reject them).
    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            if case .string(let text) = item { text } else { nil }
        }
    }
}
