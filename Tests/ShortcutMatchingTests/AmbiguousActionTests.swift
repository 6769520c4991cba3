import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Ambiguous action words (`~` in the lexicon): "put" a card on hold is not adding anything.
/// Such a word rules a shortcut out only when another of the app's shortcuts says its action
/// and scores close enough to be what is asked.
@Suite("Ambiguous action words")
struct AmbiguousActionTests {
    private func match(_ utterance: String, in catalog: String) throws -> MatchResult {
        let loaded = try Catalog.load(directory: Repo.catalogFolder(catalog))
        return try Matcher(catalog: loaded, locale: "en", configuration: AgreementByMeaningTests.configuration()).match(utterance)
    }

    @Test func anAmbiguousWordNoShortcutSaysDoesNotRuleOut() throws {
        // Cards has no shortcut that adds anything, so "put" here is not a request to add.
        let result = try match("Put my travel card on hold in Cards", in: "Cards")
        #expect(result.match?.intent == "FreezeCard", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func anAmbiguousWordAnotherShortcutSaysStillDecides() throws {
        // Theater's AddToWatchlist says "add", so "put" asks for it rather than for the leader.
        let result = try match("Please put Dune on my Theater watchlist", in: "Theater")
        #expect(result.match?.intent == "AddToWatchlist", "\(result.match?.intent ?? "") \(result.explanation ?? "")")
    }

    /// Written for this test: "決済" (payments) is PayBalance's word too, but PayBalance scores
    /// well below the threshold here, so the request asks to see the payments, not to pay.
    @Test func anAmbiguousWordRulesOutOnlyForAShortcutInTheRunning() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        configuration.candidateCount = 4
        let loaded = try Catalog.load(directory: Repo.catalogFolder("Cards"))
        let result = try Matcher(catalog: loaded, locale: "ja", configuration: configuration).match("Cardsで最近のゴールドカードの決済を見せてください")
        #expect(result.match?.intent == "ViewRecentPurchases", "\(String(describing: result.reason)) \(result.explanation ?? "")")
        let payBalance = try #require(result.candidates.first { $0.intent == "PayBalance" })
        #expect(payBalance.score < configuration.threshold - 0.1)
    }

    /// Written for this test: "新しい" (new) describes the item; "足して" (add) is AddItem's own
    /// clear word, so the ambiguous one does not rule AddItem out for CreateList.
    @Test func aClearWordOfItsOwnOutweighsAnAmbiguousOne() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.catalogFolder("Demo"))
        let result = try Matcher(catalog: loaded, locale: "ja", configuration: configuration).match("Demoの仕事リストに新しいタスクを足して")
        #expect(result.match?.intent == "AddItem", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: ["Clear my grocery list in Demo", "Send my grocery list in Demo", "Change my grocery list in Demo"])
    func clearActionsStillRuleOut(utterance: String) throws {
        let result = try match(utterance, in: "Demo")
        #expect(result.match == nil, "\(result.match?.intent ?? "")")
        #expect(result.reason == .actionMismatch)
    }

    /// A leader that agrees only through words a runner-up also says (the named value) gives way
    /// to the runner-up whose phrases say the request's weak action: "take me to" shows a list,
    /// it does not summarise it. The runner-up's own value counts as said by it: "work tasks"
    /// names OpenList's list, though MarkItemDone's phrases say "task".
    @Test(arguments: [
        ("Take me to my work list in Demo", "SummarizeList", "take me to"),
        ("Demo, let me see my work tasks please", "MarkItemDone", "see"),
    ])
    func aWeakActionPicksTheRunnerUpThatSaysIt(utterance: String, leader: String, word: String) throws {
        let result = try match(utterance, in: "Demo")
        let match = try #require(result.match, "\(String(describing: result.reason))")
        #expect(match.intent == "OpenList")
        #expect(result.candidates.first?.intent == leader, "the leader by score")
        #expect(match.passedOver.first?.intent == leader)
        #expect(match.passedOver.first?.reason == "\"\(word)\" is not what \(leader) does")
    }

    /// What matches does not depend on how many candidates are shown.
    @Test(arguments: ["Demo, let me see my work tasks please", "Take me to my work list in Demo", "Cancel my grocery list in Demo"])
    func theMatchDoesNotDependOnTheCandidateCount(utterance: String) throws {
        let loaded = try Catalog.load(directory: Repo.catalogFolder("Demo"))
        var results: [MatchResult] = []
        for count in [1, 3, 10] {
            var configuration = try AgreementByMeaningTests.configuration()
            configuration.candidateCount = count
            let result = try Matcher(catalog: loaded, locale: "en", configuration: configuration).match(utterance)
            #expect(result.candidates.count <= count)
            results.append(result)
        }
        #expect(Set(results.map { $0.match?.intent }).count == 1, "\(results.map { $0.match?.intent })")
        #expect(Set(results.map(\.reason)).count == 1)
    }
}
