import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The lexicon reads words as a speaker would: a longer entry wins over a character inside it,
/// and a katakana compound is not its first part's action. Each utterance was written for this
/// test.
@Suite("Lexicon entries")
struct LexiconEntryTests {
    /// "チェックリスト" (a checklist) is a noun; the analyser cuts it into "チェック" and "リスト", and
    /// "チェック" alone would be an action (check off, look at).
    @Test func aKatakanaCompoundIsNotItsFirstPartsAction() throws {
        try expect("Demoで新しいチェックリストを作って", in: "Demo", locale: "ja", toMatch: "CreateList")
    }

    /// "止付" (stop payment on a card) freezes; read as "付" (pay) it ruled FreezeCard out.
    @Test func stopPaymentFreezesACardRatherThanPays() throws {
        try expect("在Cards里把我的旅行卡止付", in: "Cards", locale: "zh-Hans", toMatch: "FreezeCard")
    }

    /// "Serving" and "売ってる" ask about the menu without any word of ShowMenu's phrases: the
    /// topic agrees with the shortcut whose phrases say "menu".
    @Test(arguments: [("What's Soup Chef serving tonight", "en"), ("Soup Chefで売ってるスープを知りたい", "ja"),
                      ("汤厨今天供应什么", "zh-Hans"), ("Soup Chef bán những gì vậy", "vi")])
    func askingWhatIsServedShowsTheMenu(utterance: String, locale: String) throws {
        try expect(utterance, in: "SoupChef", locale: locale, toMatch: "ShowMenu")
    }

    /// An English verb and its particle said apart ("cross the dentist off") are the entry
    /// "cross off"; "on" before "my grocery list" is the list's, not "put on" (play).
    @Test func aVerbAndItsParticleApartAreOneAction() throws {
        try expect("Cross the dentist off in Demo", in: "Demo", locale: "en", toMatch: "MarkItemDone")
        try expect("Put eggs on my grocery list in Demo", in: "Demo", locale: "en", toMatch: "AddItem")
    }

    /// "Something" asks for a thing without naming it: "show me something" plays, where
    /// "show me Theater" only opens the app.
    @Test func showMeSomethingIsNoBareOpen() throws {
        try expect("Show me something on Theater", in: "Theater", locale: "en", toMatch: "PlayShow")
        try expect("Theaterで何か適当に見せて", in: "Theater", locale: "ja", toMatch: "PlayShow")
        let bare = try matched("Show me Theater", in: "Theater", locale: "en")
        #expect(bare.match == nil)
        #expect(bare.reason == .noAction)
    }

    /// "两点" is two o'clock, not "点" (order) in OrderUsual's "点我常点的汤"; "两份" (two
    /// portions) still orders.
    @Test func aTimeIsNoOrder() throws {
        #expect(try matched("Soup Chef，提醒我两点开会", in: "SoupChef", locale: "zh-Hans").match == nil)
        try expect("在Soup Chef订两份番茄汤", in: "SoupChef", locale: "zh-Hans", toMatch: "OrderSoup")
    }

    /// Unfreezing a card is the opposite of FreezeCard, which no shortcut of Cards does: its
    /// words ("unfreeze", "解冻", "mở khóa", "凍結を解除") rule FreezeCard out, as "cancel" does.
    @Test(arguments: [("Unfreeze my card in Cards", "en"), ("在Cards里解冻我的卡", "zh-Hans"),
                      ("Mở khóa thẻ trong Cards", "vi"), ("Cardsでカードの凍結を解除して", "ja")])
    func unfreezingIsNoFreeze(utterance: String, locale: String) throws {
        let result = try matched(utterance, in: "Cards", locale: locale)
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }

    /// An English verb with its final consonant doubled before "-ing" or "-ed" is the verb:
    /// "jotting" is "jot" (add).
    @Test func aDoubledConsonantIsStemmed() throws {
        try expect("Could you be jotting eggs onto my grocery list in Demo", in: "Demo", locale: "en", toMatch: "AddItem")
    }

    /// A topic never rules a shortcut out: paying with points still pays.
    @Test func aTopicDoesNotObjectToAnotherAction() throws {
        try expect("Pay my balance with points in Cards", in: "Cards", locale: "en", toMatch: "PayBalance")
    }

    /// Asking how far along an order is tracks it: "on its way", "还要多久", "あとどれくらい" are
    /// the order's status, a topic that agrees in full with CheckOrderStatus.
    @Test(arguments: [("Soup Chef, is my lunch on its way yet?", "en"), ("汤厨，我的午饭还要多久？", "zh-Hans"),
                      ("Soup Chefのランチはあとどれくらいで着く？", "ja")])
    func askingHowLongTracksTheOrder(utterance: String, locale: String) throws {
        try expect(utterance, in: "SoupChef", locale: locale, toMatch: "CheckOrderStatus")
    }

    /// Asking what was paid or traded looks at the purchases: "いくら払った" (how much did I pay)
    /// is spending, not a request to pay, and "交易记录" (transaction records) names them.
    @Test(arguments: [("Cardsで映画館にいくら払ったか教えて", "ja"), ("卡片应用里调出上周的交易记录", "zh-Hans")])
    func askingWhatWasSpentShowsThePurchases(utterance: String, locale: String) throws {
        try expect(utterance, in: "Cards", locale: locale, toMatch: "ViewRecentPurchases")
    }

    /// "Perks" are rewards: the word agrees with ShowRewards, whose phrases say "rewards".
    @Test func perksAreRewards() throws {
        try expect("Which perks can I get from Cards", in: "Cards", locale: "en", toMatch: "ShowRewards")
    }

    /// Written for this test: the leader (ViewRecentPurchases) names no miles; ShowRewards,
    /// below the threshold, names rewards and is heard for the topic, as for an objected word.
    @Test func aTopicTheLeaderNeverNamesBringsInTheShortcutThatNamesIt() throws {
        let result = try matched("カードアプリで貯まったマイルを見たい", in: "Cards", locale: "ja")
        let match = try #require(result.match, "\(String(describing: result.reason)) \(result.explanation ?? "")")
        #expect(match.intent == "ShowRewards")
        #expect(match.passedOver.first?.intent == "ViewRecentPurchases")
        #expect(result.candidates.first?.intent == "ViewRecentPurchases")
    }

    /// Written for this test: "点的" (that I ordered) and "出发" (set off) ask where an order is.
    /// The leader, OrderSoup, names neither; OrderUsual, next, shares only the soup; the
    /// shortcut that names the topic is heard first.
    @Test func theRunnerUpThatNamesTheTopicIsHeardFirst() throws {
        try expect("我在Soup Chef点的番茄汤出发了吗", in: "SoupChef", locale: "zh-Hans", toMatch: "CheckOrderStatus")
    }

    /// Written for this test: a request that gives its reason is judged by its own clause, after
    /// "so", "ので" or "nên" ("phone" in the reason would otherwise ask to call), and in Chinese
    /// after a comma ("做饭", cook, is the reason's).
    @Test(arguments: [("My phone got stolen at the station, so lock my travel card in Cards", "en", "Cards", "FreezeCard"),
                      ("明日は朝が早いので、Demoで買い物リストを開いて", "ja", "Demo", "OpenList"),
                      ("Tôi sắp ra ngoài nên khóa thẻ du lịch trong Cards giúp tôi", "vi", "Cards", "FreezeCard"),
                      ("今天加班太累了不想做饭，在汤厨给我点一份味噌汤", "zh-Hans", "SoupChef", "OrderSoup")])
    func aRequestThatGivesItsReasonIsJudgedByItsOwnClause(utterance: String, locale: String, catalog: String, intent: String) throws {
        try expect(utterance, in: catalog, locale: locale, toMatch: intent)
    }

    /// The request's own clause must still ask for what the shortcut does.
    @Test(arguments: ["Cancel my tomato soup order in Soup Chef so I can get my money back", "I'm starving so tell me a joke in Soup Chef"])
    func aClauseThatAsksForSomethingElseIsStillTurnedAway(utterance: String) throws {
        let result = try matched(utterance, in: "SoupChef", locale: "en")
        #expect(result.match == nil, "\(result.match?.intent ?? "")")
        #expect(result.reason == .actionMismatch)
    }

    /// Found by the matcher fuzz target: the analyser gives "我ᅧ" as two tokens with one range,
    /// and reading the punctuation between them for Chinese clauses built a reversed range and
    /// trapped. The near miss (the app's name added) takes that path.
    @Test func tokensThatShareARangeDoNotTrapTheClauseReading() throws {
        let loaded = try Catalog.load(directory: Repo.catalogFolder("SoupChef"))
        let result = try Matcher(catalog: loaded, locale: "zh-Hans").match("农ỻ\u{FFFD}我ᅧ\u{FFFD}")
        #expect(result.match == nil)
        #expect(result.reason == .appNameMissing)
    }

    private func expect(_ utterance: String, in catalog: String, locale: String, toMatch intent: String) throws {
        let result = try matched(utterance, in: catalog, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    private func matched(_ utterance: String, in catalog: String, locale: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        // As the command line does: English reads the English table, other languages the multilingual one.
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repo.catalogFolder(catalog))
        return try Matcher(catalog: loaded, locale: locale, configuration: configuration).match(utterance)
    }
}
