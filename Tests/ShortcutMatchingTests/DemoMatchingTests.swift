import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The matcher on the Demo catalog in the repository, through the public API only.
@Suite("Matching the Demo catalog")
struct DemoMatchingTests {
    let catalog: Catalog

    init() throws {
        catalog = try Repo.demoCatalog()
    }

    @Test func japaneseExactPhraseIsAnExactMatchWithItsParameter() throws {
        let result = try Matcher(catalog: catalog, locale: "ja").match("Demoの買い物リストを要約")
        let match = try #require(result.match, "no match; reason \(String(describing: result.reason))")
        #expect(match.intent == "SummarizeList")
        #expect(match.kind == .exact)
        #expect(match.score == 1)
        #expect(match.shortTitle == "Summarize List")
        #expect(match.applicationNameMentioned)
        #expect(result.reason == nil)
        #expect(result.locale == "ja")
        let list = try #require(match.parameter("list"))
        #expect(list.valueID == "groceries")
        #expect(list.title == "買い物リスト")
        #expect(list.ambiguousWith.isEmpty)
        #expect(list.utf16Range.flatMap { result.utterance.utf16Slice($0) } == "買い物リスト")
        #expect(result.candidates.first?.intent == "SummarizeList")
    }

    @Test func japaneseParaphraseIsAFlexibleMatch() throws {
        let result = try Matcher(catalog: catalog, locale: "ja").match("Demoにある買い物リストの要約をくれ")
        let match = try #require(result.match, "no match; reason \(String(describing: result.reason))")
        #expect(match.intent == "SummarizeList")
        #expect(match.kind == .flexible)
        #expect(match.score >= MatcherConfiguration.defaultThreshold)
        #expect(match.score < 1)
        #expect(match.parameter("list")?.valueID == "groceries")
    }

    @Test func negativePhraseTurnsTheUtteranceAway() throws {
        let matcher = try Matcher(catalog: catalog, locale: "en")
        for utterance in ["Send Demo summary to the store", "send the Demo summary to the store"] {
            let result = try matcher.match(utterance)
            #expect(result.match == nil, "\(utterance)")
            #expect(result.reason == .negativePhrase, "\(utterance)")
            // A "no" that teaches: which negative phrase, and what it beat.
            let explanation = try #require(result.explanation, "\(utterance)")
            #expect(explanation.hasPrefix("closer to the negative phrase \"Send Demo summary to the store\" (score ")
                    || explanation == "said exactly as the negative phrase \"Send Demo summary to the store\"", "\(explanation)")
        }
        // The same words in exact mode are still a negative phrase, not a shortcut.
        let exact = try matcher.match("Send Demo summary to the store", exactOnly: true)
        #expect(exact.match == nil)
        #expect(exact.reason == .negativePhrase)
    }

    @Test func unrelatedUtteranceIsBelowThreshold() throws {
        var ungated = MatcherConfiguration()
        ungated.requiresApplicationName = false
        let matcher = try Matcher(catalog: catalog, locale: "en", configuration: ungated)
        for utterance in ["what's the weather tomorrow", "How tall is Mount Everest?", "play some jazz music"] {
            let result = try matcher.match(utterance)
            #expect(result.match == nil, "\(utterance) matched \(result.match?.intent ?? "")")
            #expect(result.reason == .belowThreshold, "\(utterance)")
            #expect(result.candidates.allSatisfy { $0.score < MatcherConfiguration.defaultThreshold })
        }
    }

    /// With the gate on (the default) the name is required, and the near miss says what the
    /// words would trigger with it; with the gate off they match, as the preview of meaning.
    @Test func utteranceWithoutTheAppNameStillMatches() throws {
        let gatedResult = try Matcher(catalog: catalog, locale: "en").match("summarize my grocery list")
        #expect(gatedResult.match == nil)
        #expect(gatedResult.reason == .appNameMissing)
        #expect(gatedResult.nearMiss?.intent == "SummarizeList")
        var ungated = MatcherConfiguration()
        ungated.requiresApplicationName = false
        let matcher = try Matcher(catalog: catalog, locale: "en", configuration: ungated)
        let without = try matcher.match("summarize my grocery list")
        let match = try #require(without.match)
        #expect(match.intent == "SummarizeList")
        #expect(match.applicationNameMentioned == false)
        #expect(without.applicationNameMentioned == false)
        #expect(match.parameter("list")?.valueID == "groceries")

        let with = try matcher.match("summarize my grocery list in Demo")
        #expect(with.match?.intent == "SummarizeList")
        #expect(with.match?.applicationNameMentioned == true)
        #expect(with.applicationNameMentioned)
        // An app-name synonym counts as the name.
        #expect(try matcher.match("summarize my grocery list in Demo App").match?.applicationNameMentioned == true)
        #expect(try Matcher(catalog: catalog, locale: "ja").match("デモの買い物リストを要約して").match?.applicationNameMentioned == true)
    }

    @Test func parameterNotNamedIsReportedWithoutAValue() throws {
        let result = try Matcher(catalog: catalog, locale: "en").match("Summarize my lists in Demo")
        let match = try #require(result.match)
        #expect(match.intent == "SummarizeList")
        #expect(match.kind == .exact)
        let list = try #require(match.parameter("list"), "the shortcut's parameter is listed even when not named")
        #expect(list.valueID == nil)
        #expect(list.title == nil)
        #expect(list.utf16Range == nil)
        #expect(list.evidence == nil)
        #expect(list.ambiguousWith.isEmpty)
        // Closest to a template that needs ${list} ("Give me a summary of ${list} in ${applicationName}"),
        // but no list is named: the match stands and the value stays open.
        let open = try #require(try Matcher(catalog: catalog, locale: "en").match("Give me a summary of in Demo").match)
        #expect(open.intent == "SummarizeList")
        #expect(open.phrase.hasPrefix("Give me a summary of "), "\(open.phrase)")
        #expect(!open.phrase.contains("my lists"), "the closest phrase comes from the parameterized template: \(open.phrase)")
        #expect(open.parameter("list")?.valueID == nil)
        #expect(open.parameter("list")?.ambiguousWith.isEmpty == true)
        // A shortcut without parameters lists none.
        #expect(try Matcher(catalog: catalog, locale: "en").match("Create a new list in Demo").match?.parameters.isEmpty == true)
    }

    @Test(arguments: [
        ("en", "summarize my grocery list in Demo"),
        ("en", "please add an item to my packing list in Demo"),
        ("ja", "Demoにある買い物リストの要約をくれ"),
        ("zh-Hans", "帮我总结一下Demo里的购物清单"),
        ("vi", "Tóm tắt giúp tôi danh sách đi chợ trong Demo"),
    ])
    func evidenceRangesPointAtWholeWords(locale: String, utterance: String) throws {
        let result = try Matcher(catalog: catalog, locale: locale).match(utterance)
        let match = try #require(result.match, "\(utterance): no match")
        #expect(!match.evidence.isEmpty)
        let length = utterance.utf16.count
        var previousEnd = 0
        for range in match.evidence {
            #expect(range.lowerBound >= previousEnd, "evidence ranges are ordered and disjoint")
            previousEnd = range.upperBound
            let word = try #require(utterance.utf16Slice(range), "range \(range) outside \(length) UTF-16 units")
            #expect(word.trimmingCharacters(in: .whitespacesAndNewlines) == word, "\"\(word)\" has surrounding space")
            #expect(word.unicodeScalars.contains { $0.properties.isAlphabetic }, "\"\(word)\" is not a word")
            if locale == "en" || locale == "vi" {
                // Spaced scripts: a range starts and ends at a word boundary.
                let units = Array(utterance.utf16)
                if range.lowerBound > 0 { #expect(units[range.lowerBound - 1] == 0x20, "\"\(word)\" starts inside a word") }
                if range.upperBound < length { #expect(units[range.upperBound] == 0x20, "\"\(word)\" ends inside a word") }
            }
        }
        if locale == "en" {
            let words = match.evidence.compactMap { utterance.utf16Slice($0)?.lowercased() }
            #expect(words.contains("summarize") || words.contains("add"), "\(words)")
        }
    }

    @Test func candidatesAreSortedBestFirst() throws {
        let matcher = try Matcher(catalog: catalog, locale: "en")
        for utterance in ["open my grocery list in Demo", "add a task to my list", "show me a summary of my lists", "list"] {
            let result = try matcher.match(utterance)
            let scores = result.candidates.map(\.score)
            #expect(!scores.isEmpty, "\(utterance)")
            #expect(scores == scores.sorted(by: >), "\(utterance): \(scores)")
            #expect(scores.allSatisfy { (0...1).contains($0) })
            #expect(Set(result.candidates.map(\.intent)).count == result.candidates.count, "one candidate per shortcut")
            #expect(result.candidates.count <= MatcherConfiguration().candidateCount)
            if let match = result.match {
                #expect(result.candidates.first?.intent == match.intent)
                #expect(result.candidates.first?.score == match.score)
            }
        }
    }

    /// CONTRACTS.md §2: candidates include the match itself; an exact match scores 1, so its
    /// candidate does too (the contract's example shows both at 1.0).
    @Test func exactMatchIsItsOwnTopCandidateAtScoreOne() throws {
        let matcher = try Matcher(catalog: catalog, locale: "en")
        for utterance in ["Create a new list in Demo", "Summarize Grocery List in Demo", "Show my lists in Demo"] {
            let result = try matcher.match(utterance)
            let match = try #require(result.match)
            #expect(match.kind == .exact)
            let first = try #require(result.candidates.first)
            #expect(first.intent == match.intent, "\(utterance)")
            #expect(first.score == match.score, "\(utterance): match score \(match.score), its candidate \(first.score)")
        }
    }

    @Test func localeWithoutPhrasesSaysSo() throws {
        // The catalog has no French; a matcher asked for it has nothing to match against.
        let result = try Matcher(catalog: catalog, locale: "fr").match("Résume ma liste de courses dans Demo")
        #expect(result.match == nil)
        #expect(result.reason == .noPhrasesInLocale)
    }
}

/// `exactOnly`: flexible matching off, as on Apple Watch.
@Suite("Exact mode")
struct ExactModeTests {
    @Test func onlyPhrasesSaidExactlyMatch() throws {
        let matcher = try Matcher(catalog: Repo.demoCatalog(), locale: "en")
        for (utterance, intent) in [("Summarize Grocery List in Demo", "SummarizeList"),
                                    ("summarize grocery list in demo", "SummarizeList"),
                                    ("Open Work in Demo App", "OpenList"),
                                    ("Add to my Demo list", "AddItem")] {
            let result = try matcher.match(utterance, exactOnly: true)
            #expect(result.match?.intent == intent, "\(utterance)")
            #expect(result.match?.kind == .exact, "\(utterance)")
            #expect(result.match?.score == 1, "\(utterance)")
        }
    }

    @Test func paraphraseMatchesOnlyFlexibly() throws {
        let matcher = try Matcher(catalog: Repo.demoCatalog(), locale: "en")
        for utterance in ["summarize my grocery list in Demo", "can you summarize my packing list in Demo", "Summarize Grocery List Demo"] {
            let flexible = try matcher.match(utterance)
            #expect(flexible.match?.intent == "SummarizeList", "\(utterance)")
            #expect(flexible.match?.kind == .flexible, "\(utterance)")
            let exact = try matcher.match(utterance, exactOnly: true)
            #expect(exact.match == nil, "\(utterance) matched exactly")
            #expect(exact.reason != nil)
        }
    }

    @Test func japaneseExactAndParaphrase() throws {
        let matcher = try Matcher(catalog: Repo.demoCatalog(), locale: "ja")
        #expect(try matcher.match("Demoの買い物リストを要約", exactOnly: true).match?.intent == "SummarizeList")
        #expect(try matcher.match("Demoにある買い物リストの要約をくれ", exactOnly: true).match == nil)
    }
}
