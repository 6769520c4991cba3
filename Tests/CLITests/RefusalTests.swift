import Foundation
import TestSupport
import Testing

/// How the tool says no the way Siri does: each row below, one kind of "no", gives no match
/// with a reason, in text and in JSON, and a "no" still shows what would match.
@Suite("Saying no")
struct RefusalTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var utterance: String
        var locale: String
        var catalog: String
        var reason: String
        var testDescription: String { "\(utterance) [\(locale)]" }
    }

    static let table: [Row] = [
        Row(utterance: "Soup Chef", locale: "en", catalog: "SoupChef", reason: "no-action"),
        Row(utterance: "Hi Soup Chef", locale: "en", catalog: "SoupChef", reason: "no-action"),
        Row(utterance: "What's the weather in Soup Chef", locale: "en", catalog: "SoupChef", reason: "action-mismatch"),
        Row(utterance: "Order a tomato soup with Uber Eats", locale: "en", catalog: "SoupChef", reason: "app-name-missing"),
        Row(utterance: "Order a tomato soup", locale: "en", catalog: "SoupChef", reason: "app-name-missing"),
        Row(utterance: "Cancel my tomato soup order in Soup Chef", locale: "en", catalog: "SoupChef", reason: "action-mismatch"),
        Row(utterance: "Uber Eatsでトマトスープを注文", locale: "ja", catalog: "SoupChef", reason: "app-name-missing"),
        Row(utterance: "Cards", locale: "en", catalog: "Cards", reason: "no-action"),
        Row(utterance: "在Cards里注销我的卡", locale: "zh-Hans", catalog: "Cards", reason: "action-mismatch"),
        Row(utterance: "Thanh toán dư nợ bằng MoMo", locale: "vi", catalog: "Cards", reason: "app-name-missing"),
        Row(utterance: "Hủy thẻ của tôi trong Cards", locale: "vi", catalog: "Cards", reason: "action-mismatch"),
    ]

    @Test(arguments: table)
    func eachKindOfNoIsRefusedWithItsReason(_ row: Row) throws {
        let json = try shortcutpreview([row.utterance, "--locale", row.locale, "--catalog", Repo.catalog(row.catalog), "--json"])
        #expect(json.status == 1)
        let object = try jsonObject(json.stdout)
        #expect(object["match"] is NSNull)
        #expect(object["reason"] as? String == row.reason)
        let explanation = try #require(object["explanation"] as? String)
        #expect(!explanation.isEmpty)

        let text = try shortcutpreview([row.utterance, "--locale", row.locale, "--catalog", Repo.catalog(row.catalog)])
        #expect(text.status == 1)
        #expect(text.stdoutLines.first?.hasPrefix("No match in \(row.locale): ") == true, "\(text.stdout)")
    }

    @Test func missingAppNameShowsWhatWouldMatchWithIt() throws {
        let run = try shortcutpreview(["Order a tomato soup", "--catalog", Repo.catalog("SoupChef"), "--json"])
        let object = try jsonObject(run.stdout)
        #expect(object["applicationNameMentioned"] as? Bool == false)
        let near = try #require(object["nearMiss"] as? [String: Any])
        #expect(near["intent"] as? String == "OrderSoup")
        let parameters = try #require(near["parameters"] as? [String: Any])
        #expect((parameters["soup"] as? [String: Any])?["id"] as? String == "tomato")
    }

    /// Written for this test: the app's name in the possessive ("Soup Chef's") names the app.
    @Test func thePossessiveNamesTheApp() throws {
        for name in ["Soup Chef's", "Soup Chef’s"] {
            let run = try shortcutpreview(["Could you pull up \(name) menu for me?", "--catalog", Repo.catalog("SoupChef"), "--json"])
            let object = try jsonObject(run.stdout)
            #expect(object["applicationNameMentioned"] as? Bool == true, "\(run.stdout)")
            #expect((object["match"] as? [String: Any])?["intent"] as? String == "ShowMenu", "\(run.stdout)")
        }
    }

    /// The README's own example: in ja nothing matches and the name is missing; the text says
    /// so, and shows what the source language would trigger with the name said.
    @Test func readmeExampleTeachesInBothLanguages() throws {
        let run = try shortcutpreview(["summarize my grocery list", "--locale", "ja"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("the app's name is missing"), "\(run.stdout)")
        #expect(run.stdout.contains("In en (the source language), with the app's name said, this would trigger SummarizeList"), "\(run.stdout)")
        // Why ja finds nothing: the words are English, the ja phrases Japanese.
        #expect(run.stdout.contains("its words are not in the script of the ja phrases"), "\(run.stdout)")
    }

    @Test func anActionAnotherShortcutSaysIsNamedWithThatShortcut() throws {
        let run = try shortcutpreview(["Open Demo and recap", "--json"])
        let object = try jsonObject(run.stdout)
        #expect(object["reason"] as? String == "action-mismatch")
        let explanation = try #require(object["explanation"] as? String)
        #expect(explanation.hasPrefix("\"recap\" is not what OpenList does; SummarizeList (score "), "\(explanation)")
        #expect(explanation.hasSuffix("says it, but not closely enough"), "\(explanation)")
        // An action no shortcut says is still named as such.
        let cancel = try jsonObject(try shortcutpreview(["Cancel my tomato soup order in Soup Chef", "--catalog", Repo.catalog("SoupChef"), "--json"]).stdout)
        #expect((cancel["explanation"] as? String)?.hasSuffix("and no shortcut's phrases say it") == true, "\(cancel)")
    }

    @Test func aScriptMismatchIsNamedOnlyWhenThereIsOne() throws {
        let english = try jsonObject(try shortcutpreview(["summarize my grocery list in Demo", "--locale", "ja", "--json"]).stdout)
        #expect(english["match"] is NSNull)
        #expect((english["explanation"] as? String)?.contains("not in the script of the ja phrases") == true, "\(english)")
        let japanese = try jsonObject(try shortcutpreview(["Demoで明日の天気を教えて", "--locale", "ja", "--json"]).stdout)
        #expect(japanese["match"] is NSNull)
        #expect((japanese["explanation"] as? String)?.contains("script") != true, "\(japanese)")
        let vietnamese = try jsonObject(try shortcutpreview(["Demoで買い物リストを要約して", "--locale", "vi", "--json"]).stdout)
        #expect((vietnamese["explanation"] as? String)?.contains("not in the script of the vi phrases") == true, "\(vietnamese)")
    }

    /// English phrases that keep some of the app's Chinese source phrases (here most of them)
    /// are in both scripts: an English request against them is no script mismatch.
    @Test func phrasesInBothScriptsAreNoScriptMismatch() throws {
        let folder = try TempFolder()
        let manifest = """
            {"sourceLanguage": "en", "application": {"name": "Tunes"}, "shortcuts": [
              {"intent": "PlayMusic", "shortTitle": "Play", "systemImageName": "play", "phrases": ["用 ${applicationName} 播放", "用 ${applicationName} 放音乐", "Play music in ${applicationName}"]},
              {"intent": "NextTrack", "shortTitle": "Next", "systemImageName": "forward", "phrases": ["用 ${applicationName} 下一首", "Next track in ${applicationName}"]},
              {"intent": "Shuffle", "shortTitle": "Shuffle", "systemImageName": "shuffle", "phrases": ["用 ${applicationName} 随机播放", "用 ${applicationName} 打乱播放", "Shuffle ${applicationName}"]}]}
            """
        try Data(manifest.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        let object = try jsonObject(try shortcutpreview(["Delete every song in Tunes", "--catalog", folder.path, "--json"]).stdout)
        #expect(object["match"] is NSNull)
        let explanation = try #require(object["explanation"] as? String)
        #expect(!explanation.contains("script"), "\(explanation)")
    }

    /// A "no" quotes the words as the user wrote them: kana folding is for comparing, and a
    /// katakana word is one word ("キャンセル", not "きゃんせる" or "きゃん, せる").
    @Test func anObjectionQuotesTheWordsAsWritten() throws {
        let run = try shortcutpreview(["Soup Chefでスープをキャンセルして", "--locale", "ja", "--catalog", Repo.catalog("SoupChef"), "--json"])
        let object = try jsonObject(run.stdout)
        #expect(object["reason"] as? String == "action-mismatch")
        #expect((object["explanation"] as? String)?.hasPrefix("\"キャンセル\" is not what") == true, "\(object)")
    }

    @Test func appNameCountsWithoutItsInnerSpaceAndFolded() throws {
        for utterance in ["Order tomato soup from SoupChef", "order tomato soup from soup chef", "ｓｏｕｐ ｃｈｅｆでトマトスープを注文"] {
            let locale = utterance.contains("注文") ? "ja" : "en"
            let run = try shortcutpreview([utterance, "--locale", locale, "--catalog", Repo.catalog("SoupChef"), "--json"])
            let object = try jsonObject(run.stdout)
            #expect(object["applicationNameMentioned"] as? Bool == true, "\(utterance)")
            #expect((object["match"] as? [String: Any])?["intent"] as? String == "OrderSoup", "\(utterance)")
        }
    }

    @Test func gateCanBeTurnedOff() throws {
        let gated = try shortcutpreview(["Order a tomato soup", "--catalog", Repo.catalog("SoupChef")])
        #expect(gated.status == 1)
        let ungated = try shortcutpreview(["Order a tomato soup", "--catalog", Repo.catalog("SoupChef"), "--no-app-name-gate", "--json"])
        #expect(ungated.status == 0)
        let object = try jsonObject(ungated.stdout)
        #expect((object["match"] as? [String: Any])?["intent"] as? String == "OrderSoup")
        #expect((object["match"] as? [String: Any])?["applicationNameMentioned"] as? Bool == false)
    }

    @Test func actionCheckCanBeTurnedOff() throws {
        let run = try shortcutpreview(["Cancel my tomato soup order in Soup Chef", "--catalog", Repo.catalog("SoupChef"),
                                       "--no-action-check", "--json"])
        let object = try jsonObject(run.stdout)
        #expect(object["reason"] as? String != "action-mismatch")
    }
}
