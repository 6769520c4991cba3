import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Everyday ways of asking that the lexicon reads as the action they name, not as the action
/// of their first word: "flip ahead" goes forward (where "flip" alone toggles), "remind me of"
/// shows (where "remind" sets a reminder), "mark down" notes something, "close out" ends, and
/// Chinese "掉" after a verb only completes it ("停掉", stop), and "记录" is as often the record
/// kept as the keeping of it ("开始记录跑步", start recording a run, starts), and "挂起" suspends
/// (pauses); "add up" totals, and adds nothing. The catalogs are
/// development apps.
@Suite("Everyday wording")
struct EverydayWordingTests {
    @Test(arguments: [
        ("Tests/HeldOutApps/KORemote", "en", "Flip ahead one page on my reader with KORemote", "NextPageIntent"),
        ("Tests/HeldOutApps/KORemote", "en", "Could KO Remote flip back a page for me?", "PreviousPageIntent"),
        ("Tests/HeldOutApps6/TB3", "en", "Remind me of my max numbers in Tactical Barbell, I forgot them", "CurrentMaxesIntent"),
        ("Tests/HeldOutApps4/Epilogue", "en", "Mark down the pages I read today in Epilogue", "LogPagesIntent"),
        ("Tests/UnseenApps/FitForge", "en", "I'm done exercising, close out my session in FitForge", "EndWorkout"),
        ("Tests/HeldOutApps/MozillaVPN", "zh-Hans", "能帮我把Mozilla VPN停掉吗？", "TurnOffIntent"),
        ("Tests/HeldOutApps11/Runaway", "zh-Hans", "我要出门了，帮我在Runaway上开始记录跑步", "StartRunIntent"),
        ("Tests/HeldOutApps11/Runaway", "zh-Hans", "可以让Runaway停止记录我的跑步吗？", "StopRunIntent"),
        ("Tests/HeldOutApps11/Runaway", "zh-Hans", "帮我把Runaway上的跑步先挂起一下", "PauseRunIntent"),
        ("Tests/HeldOutApps3/ByeMoney", "en", "Add up what I've spent this month in Bye Money", "GetTotalSpentIntent"),
        ("Tests/HeldOutApps3/ByeMoney", "en", "Add a new expense in Bye Money", "AddExpenseIntent"),
    ])
    func theWordingRunsItsShortcut(catalog: String, locale: String, utterance: String, intent: String) throws {
        // The tables `shortcutpreview` matches with: English's own, the multilingual one elsewhere.
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try UnigramEmbedding(contentsOf: Repo.url("Models/multilingual/model.safetensors"))
        let loaded = try Catalog.load(directory: Repo.url(catalog))
        let result = try Matcher(catalog: loaded, locale: locale, configuration: configuration).match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
