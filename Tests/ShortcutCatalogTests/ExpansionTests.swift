@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Phrase expansion")
struct ExpansionTests {
    @Test func expandsTemplatesValuesAndAppNamesWithProvenance() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.extractedCatalog])
        defer { directory.remove() }
        let expander = PhraseExpander(catalog: try Catalog.load(directory: directory.url))

        let summarize = Array(expander.phrases(intent: "SummarizeList", locale: "en"))
        #expect(summarize.map(\.text) == [
            "Summarize Grocery List in Demo", "Summarize shopping list in Demo", "Summarize groceries in Demo",
            "Summarize Work in Demo", "Summarize job in Demo",
            "Summarize Grocery List in Demo App", "Summarize shopping list in Demo App", "Summarize groceries in Demo App",
            "Summarize Work in Demo App", "Summarize job in Demo App",
            "Summarize my lists in Demo", "Summarize my lists in Demo App",
        ])
        let second = summarize[1]
        #expect(second.intent == "SummarizeList")
        #expect(second.templateIndex == 0)
        #expect(second.template == "Summarize ${list} in ${applicationName}")
        #expect(second.bindings == [.init(name: "list", valueID: "groceries", text: "shopping list", isSynonym: true)])
        #expect(second.applicationName == "Demo")
        #expect(!second.applicationNameIsSynonym)
        #expect(second.usesSynonym)
        #expect(summarize[5].applicationNameIsSynonym)
        #expect(summarize[10].bindings.isEmpty)

        let japanese = Array(expander.phrases(locale: "ja", includeSynonyms: false)).map(\.text)
        #expect(japanese == ["Demoの買い物リストを要約", "DemoのWorkを要約", "Demoでリストを作成", "Demoで新しいリスト"])
    }

    @Test func countsFollowApplesRule() throws {
        let directory = try Fixtures.catalog(files: ["AppShortcuts.xcstrings": Fixtures.extractedCatalog])
        defer { directory.remove() }
        let expander = PhraseExpander(catalog: try Catalog.load(directory: directory.url))

        let english = expander.counts(locale: "en")
        // SummarizeList: 2 values + 1 plain template = 3; CreateList: 1.
        #expect(english.shortcuts.map(\.phrases) == [3, 1])
        #expect(english.total == 4)
        // With synonyms: (5 value texts × 2 app names) + 2 + 2.
        #expect(english.shortcuts.map(\.phrasesWithSynonyms) == [12, 2])
        #expect(english.totalWithSynonyms == 14)
        #expect(english.shortcuts[0].parameters == [.init(name: "list", typeName: "TodoList", values: 2)])
        #expect(!english.isOverLimit)
        #expect(english.totalWithSynonyms == Array(expander.phrases(locale: "en")).count)
        #expect(english.total == Array(expander.phrases(locale: "en", includeSynonyms: false)).count)

        let japanese = expander.counts(locale: "ja")
        #expect(japanese.shortcuts.map(\.phrases) == [2, 2])
        // ja: 買い物リスト/買い物/Work (the "job" synonym is for every locale) × (Demo, デモ).
        #expect(japanese.shortcuts.map(\.phrasesWithSynonyms) == [8, 4])
    }

    @Test func tenThousandValueEntityLoadsCountsAndExpandsLazily() throws {
        let values = (0..<10_000).map { #"{"id": "v\#($0)", "title": "Item \#($0)", "synonyms": ["thing \#($0)"]}"# }
        let manifest = """
        { "sourceLanguage": "en", "application": { "name": "Demo" },
          "shortcuts": [ { "intent": "Open", "phrases": ["Open ${item} in ${applicationName}", "Show ${item} in ${applicationName}"],
                           "parameters": { "item": "Item" } } ],
          "types": { "Item": { "kind": "entity", "values": [\(values.joined(separator: ","))] } } }
        """
        let directory = try Fixtures.catalog(manifest: manifest)
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.types[0].values.count == 10_000)
        let counts = PhraseExpander(catalog: catalog).counts(locale: "en")
        #expect(counts.total == 20_000)
        #expect(counts.totalWithSynonyms == 40_000)
        #expect(counts.isOverLimit)
        let first = Array(PhraseExpander(catalog: catalog).phrases(locale: "en").prefix(3)).map(\.text)
        #expect(first == ["Open Item 0 in Demo", "Open thing 0 in Demo", "Open Item 1 in Demo"])
    }

    @Test func parameterWithoutValuesYieldsNoPhraseAndUnknownPlaceholderStays() throws {
        let manifest = """
        { "sourceLanguage": "en", "application": { "name": "Demo" },
          "shortcuts": [ { "intent": "A", "phrases": ["Open ${empty} in ${applicationName}", "Find ${query} in ${applicationName}", "Go ${nowhere} in ${applicationName}"],
                           "parameters": { "empty": "Empty", "query": "Query" } } ],
          "types": { "Empty": { "kind": "enum", "values": [] }, "Query": { "kind": "string" } } }
        """
        let directory = try Fixtures.catalog(manifest: manifest)
        defer { directory.remove() }
        let expander = PhraseExpander(catalog: try Catalog.load(directory: directory.url))
        #expect(Array(expander.phrases(locale: "en")).map(\.text) == ["Find ${query} in Demo", "Go ${nowhere} in Demo"])
        #expect(expander.counts(locale: "en").total == 2)
    }
}
