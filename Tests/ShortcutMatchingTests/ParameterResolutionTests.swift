import ShortcutMatching
import TestSupport
import Testing

/// Which value an utterance names, with a vocabulary written here rather than read from a catalog.
@Suite("Resolving parameter values")
struct ParameterResolutionTests {
    /// A matcher over `phrases` (all of intent `intent`) whose parameter `name` takes `values`.
    static func matcher(
        locale: String, intent: String, phrases: [String], parameter name: String, values: [ParameterVocabulary.Value]
    ) throws -> Matcher {
        let indexed = phrases.enumerated().map { IndexedPhrase(text: $1, intent: intent, family: $0) }
        let vocabulary = ParameterVocabulary(values: ["T": values], slots: [intent: [.init(name: name, type: "T")]])
        return try Matcher(phrases: indexed, locale: locale, vocabulary: vocabulary)
    }

    static func resolved(_ matcher: Matcher, _ utterance: String, _ name: String) throws -> (ResolvedParameter, String?) {
        let result = try matcher.match(utterance)
        let match = try #require(result.match, "\(utterance): no match (\(String(describing: result.reason)))")
        let parameter = try #require(match.parameter(name), "\(utterance): no parameter \(name)")
        return (parameter, parameter.utf16Range.flatMap { utterance.utf16Slice($0) })
    }

    /// Expects `utterance` to resolve parameter `name` to the value `id`, for `evidence`, from
    /// the words `text`.
    static func expect(
        _ matcher: Matcher, _ utterance: String, _ name: String, resolvesTo id: String, by evidence: ResolvedParameter.Evidence,
        from text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (parameter, found) = try resolved(matcher, utterance, name)
        #expect(parameter.valueID == id, "\(utterance)", sourceLocation: sourceLocation)
        #expect(parameter.evidence == evidence, "\(utterance)", sourceLocation: sourceLocation)
        #expect(found == text, "\(utterance)", sourceLocation: sourceLocation)
    }

    static func movies() throws -> Matcher {
        try matcher(
        locale: "en", intent: "PlayMovie",
        phrases: ["play Dune in Cinema", "play Dune: Part Two in Cinema", "play a movie in Cinema", "watch a movie in Cinema"],
        parameter: "movie",
        values: [.init(id: "dune", title: "Dune"), .init(id: "dune2", title: "Dune: Part Two"), .init(id: "arrival", title: "Arrival")])
    }

    @Test func longestTitleWins() throws {
        let movies = try Self.movies()
        let (long, longText) = try Self.resolved(movies, "please play Dune: Part Two in Cinema", "movie")
        #expect(long.valueID == "dune2")
        #expect(long.title == "Dune: Part Two")
        #expect(long.evidence == .title)
        #expect(long.ambiguousWith.isEmpty)
        #expect(longText == "Dune: Part Two")

        // Without the colon, as speech recognition writes it.
        #expect(try Self.resolved(movies, "play dune part two in Cinema", "movie").0.valueID == "dune2")

        let (short, shortText) = try Self.resolved(movies, "play Dune in Cinema tonight", "movie")
        #expect(short.valueID == "dune")
        #expect(shortText == "Dune")
    }

    @Test func misspellingResolvesWithMisspellingEvidence() throws {
        let matcher = try Self.matcher(
            locale: "en", intent: "ShowList", phrases: ["show my grocery list", "show my work list", "show my lists"],
            parameter: "list",
            values: [.init(id: "groceries", title: "grocery list", synonyms: ["shopping list"]), .init(id: "work", title: "work tasks")])
        try Self.expect(matcher, "show my grocey list", "list", resolvesTo: "groceries", by: .misspelling, from: "grocey list")
        try Self.expect(matcher, "show my grocery list", "list", resolvesTo: "groceries", by: .title, from: "grocery list")
        try Self.expect(matcher, "show my shopping list", "list", resolvesTo: "groceries", by: .synonym, from: "shopping list")
    }

    /// How much of a value's spelling a misspelling must keep is a setting: asking for all of
    /// it leaves "grocey list" unresolved.
    @Test func misspellingCoverageIsASetting() throws {
        let phrases = ["show my grocery list", "show my work list", "show my lists"]
        let indexed = phrases.enumerated().map { IndexedPhrase(text: $1, intent: "ShowList", family: $0) }
        let vocabulary = ParameterVocabulary(
            values: ["T": [.init(id: "groceries", title: "grocery list"), .init(id: "work", title: "work tasks")]],
            slots: ["ShowList": [.init(name: "list", type: "T")]])
        #expect(MatcherConfiguration().fuzzyCoverage == 0.7)
        var strict = MatcherConfiguration()
        strict.fuzzyCoverage = 1
        let matcher = try Matcher(phrases: indexed, locale: "en", vocabulary: vocabulary, configuration: strict)
        #expect(try matcher.match("show my grocey list").match?.parameter("list")?.valueID == nil)
        #expect(try matcher.match("show my grocery list").match?.parameter("list")?.valueID == "groceries")
    }

    @Test func tiedValuesAreAmbiguous() throws {
        let matcher = try Self.matcher(
            locale: "en", intent: "CallContact", phrases: ["call Chris Evans", "call Chris Pratt", "call someone"],
            parameter: "contact",
            values: [.init(id: "evans", title: "Chris Evans", synonyms: ["Chris"]),
                     .init(id: "pratt", title: "Chris Pratt", synonyms: ["Chris"])])
        let (tied, _) = try Self.resolved(matcher, "call Chris", "contact")
        #expect(tied.valueID == nil)
        #expect(tied.title == nil)
        #expect(Set(tied.ambiguousWith) == ["evans", "pratt"])

        // Naming one in full settles it.
        let (clear, _) = try Self.resolved(matcher, "call Chris Pratt", "contact")
        #expect(clear.valueID == "pratt")
        #expect(clear.ambiguousWith.isEmpty)
    }

    @Test func japaneseValueWithAParticleAttached() throws {
        let matcher = try Self.matcher(
            locale: "ja", intent: "ShowList", phrases: ["買い物リストを見せて", "仕事リストを見せて", "リストを見せて"],
            parameter: "list",
            values: [.init(id: "groceries", title: "買い物リスト"), .init(id: "work", title: "仕事リスト"), .init(id: "shopping", title: "買い物")])
        // The longer 買い物リスト wins over 買い物.
        try Self.expect(matcher, "Demoの買い物リストを見せて", "list", resolvesTo: "groceries", by: .title, from: "買い物リスト")

        let (work, workText) = try Self.resolved(matcher, "仕事リストをみせて", "list")
        #expect(work.valueID == "work")
        #expect(workText == "仕事リスト")
    }

    @Test func chineseValueInsideASentence() throws {
        let matcher = try Self.matcher(
            locale: "zh-Hans", intent: "AddItem", phrases: ["往购物清单里加一项", "往工作清单里加一项", "添加项目"], parameter: "list",
            values: [.init(id: "groceries", title: "购物清单", synonyms: ["购物单"]), .init(id: "work", title: "工作清单")])
        try Self.expect(matcher, "帮我往购物清单里加一项", "list", resolvesTo: "groceries", by: .title, from: "购物清单")
        try Self.expect(matcher, "往购物单里加一项", "list", resolvesTo: "groceries", by: .synonym, from: "购物单")
    }

    @Test func valueOfAnotherTypeIsNotResolved() throws {
        // "Arrival" is a Movie; a shortcut whose parameter is a different type must not pick it up.
        let phrases = [IndexedPhrase(text: "open Arrival", intent: "OpenBook", family: 0)]
        let vocabulary = ParameterVocabulary(
            values: ["Movie": [.init(id: "arrival", title: "Arrival")], "Book": [.init(id: "dune", title: "Dune")]],
            slots: ["OpenBook": [.init(name: "book", type: "Book")]])
        let match = try #require(try Matcher(phrases: phrases, locale: "en", vocabulary: vocabulary).match("open Arrival").match)
        #expect(match.parameter("book")?.valueID == nil)
        #expect(match.parameter("book")?.ambiguousWith.isEmpty == true)
    }
}
