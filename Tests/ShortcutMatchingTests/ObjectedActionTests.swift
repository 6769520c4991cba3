import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// An action word the leader's phrases never say names the shortcut asked for: the one whose
/// phrases say it is chosen when it clears the threshold, wherever it ranks.
@Suite("The objected action word decides")
struct ObjectedActionTests {
    private func match(_ utterance: String, locale: String = "zh-Hans", in catalog: String = "Demo") throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.catalogFolder(catalog))
        return try Matcher(catalog: loaded, locale: locale, configuration: configuration).match(utterance)
    }

    /// Written for this test: the leader (SummarizeList) agrees only through words OpenList's
    /// phrases say too (the list), and "出して" (bring out) is OpenList's weak action, which rules
    /// nothing out; OpenList, within the margin, says it.
    @Test func aLeaderThatSaysNothingOfItsOwnGivesWayToTheRunnerUpThatSaysTheAction() throws {
        let result = try match("Demoで家事のリストを全部出して", locale: "ja")
        let match = try #require(result.match, "\(String(describing: result.reason))")
        #expect(match.intent == "OpenList")
        #expect(match.passedOver.map(\.intent) == ["SummarizeList"])
        #expect(match.passedOver.first?.reason == "\"出して\" is not what SummarizeList does")
    }

    /// Written for this test: "记上" (note down) adds; AddItem ranks fourth, more than 0.1
    /// below the leader, OpenList.
    @Test func aShortcutThatSaysTheWordIsChosenBelowTheRunnersUp() throws {
        let result = try match("在演示的工作清单里记上开会")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "AddItem")
        let leader = try #require(result.candidates.first)
        #expect(leader.intent == "OpenList")
        #expect(leader.score - match.score > 0.1)
        // The leader it passed over is far above, not a close call.
        #expect(!match.closeCalls.contains("OpenList"))
        // Every shortcut above it is set aside with the word that decided it, best first.
        #expect(match.passedOver.map(\.intent) == ["OpenList", "SummarizeList", "CreateList"])
        #expect(match.passedOver.first?.reason == "\"记上\" is not what OpenList does")
        #expect(match.passedOver.map(\.score) == match.passedOver.map(\.score).sorted(by: >))
        #expect(match.passedOver.allSatisfy { $0.score > match.score })
    }

    /// When the leader matches, nothing was set aside.
    @Test func aLeaderThatMatchesPassesNothingOver() throws {
        let result = try match("在演示里打开工作清单")
        let match = try #require(result.match)
        #expect(match.intent == "OpenList")
        #expect(match.passedOver.isEmpty)
    }

    /// Written for this test: AddItem, which says "记上", scores just under the threshold; the
    /// word carries it.
    @Test func aShortcutThatSaysTheWordMatchesJustBelowTheThreshold() throws {
        let result = try match("把洗衣服记上，演示的家务清单")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "AddItem")
        #expect(match.score < 0.5 && match.score >= 0.4, "\(match.score)")
        #expect(match.passedOver.first?.intent == "OpenList")
    }

    /// Written for this test: "精算" (settle) is PayBalance's action alone; the leader, just under
    /// the threshold, is heard by it.
    @Test func aLeaderWhoseWordNoOtherShortcutSaysIsHeardJustBelowTheThreshold() throws {
        let result = try match("Cards、精算お願い", locale: "ja", in: "Cards")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "PayBalance")
        #expect(match.score < 0.5 && match.score >= 0.4, "\(match.score)")
        #expect(match.passedOver.isEmpty)
    }

    /// Written for this test: "đóng tiền" (pay in) is PayBalance's word alone; the leader, at
    /// about 0.35, is heard by it down to the threshold less `ownWordSlack` (0.2).
    @Test func aLeaderWhoseOwnWordIsSaidIsHeardFurtherBelow() throws {
        let result = try match("Cards, đóng tiền vụ hôm qua giùm cái", locale: "vi", in: "Cards")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "PayBalance")
        #expect(match.score < 0.4 && match.score >= 0.3, "\(match.score)")
    }

    /// A shortcut that says the word and falls more than `objectedWordSlack` below the
    /// threshold is only named in the "no".
    @Test func farBelowTheThresholdItOnlyExplains() throws {
        let result = try match("在演示里记上一件事")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
        #expect(result.explanation?.contains("AddItem") == true, "\(result.explanation ?? "")")
    }
}
