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

    /// An English verb and its particle said apart ("cross the dentist off") are the entry
    /// "cross off"; "on" before "my grocery list" is the list's, not "put on" (play).
    @Test func aVerbAndItsParticleApartAreOneAction() throws {
        try expect("Cross the dentist off in Demo", in: "Demo", locale: "en", toMatch: "MarkItemDone")
        try expect("Put eggs on my grocery list in Demo", in: "Demo", locale: "en", toMatch: "AddItem")
    }

    /// A value between verb and particle ("turn the kitchen TV down") and "a bit" after the
    /// particle keep the two one action: the volume goes down, the TV stays on. Roam is one of
    /// the development apps (Tests/HeldOutApps3).
    @Test(arguments: [("Turn the kitchen TV down a bit with Roam", "VolumeDownIntent"),
                      ("Turn the bedroom TV off with Roam", "PowerIntent")])
    func aValueBetweenVerbAndParticleKeepsThemOneAction(utterance: String, intent: String) throws {
        let result = try matched(utterance, folder: Repo.url("Tests/HeldOutApps3/Roam"), locale: "en")
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// Moving a thing is an action of its own, in every language: it runs none of PiP Text
    /// Display's shortcuts (start, stop, countdown). PiP Text Display is one of the development
    /// apps (Tests/HeldOutApps4).
    @Test(arguments: [("Move the PiP Text Display overlay to the top corner", "en"),
                      ("PiPテキストディスプレイのオーバーレイを左下に移動して", "ja"),
                      ("把PiPTextDisplay的浮窗挪到左下角", "zh-Hans"),
                      ("Di chuyển lớp phủ PiP Text Display xuống góc dưới", "vi")])
    func movingIsAnActionOfItsOwn(utterance: String, locale: String) throws {
        let result = try matched(utterance, folder: Repo.url("Tests/HeldOutApps4/PiPTextDisplay"), locale: locale)
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
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

    /// An English verb with its final consonant doubled before "-ing" or "-ed" is the verb:
    /// "jotting" is "jot" (add).
    @Test func aDoubledConsonantIsStemmed() throws {
        try expect("Could you be jotting eggs onto my grocery list in Demo", in: "Demo", locale: "en", toMatch: "AddItem")
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

    /// What happens first ("買う前に", before buying it; "出门之前", before going out) is context:
    /// the request follows it. ByeMoney is one of the development apps (Tests/HeldOutApps3).
    @Test(arguments: [("これ買う前に、ByeMoneyで予算が大丈夫かチェックして", "ja")])
    func whatComesBeforeIsContext(utterance: String, locale: String) throws {
        let result = try matched(utterance, folder: Repo.url("Tests/HeldOutApps3/ByeMoney"), locale: locale)
        #expect(result.match?.intent == "GetBudgetStatusIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// "口座名を変えて" (change the account's name) renames, as "名前を変えて" does: it does not ask
    /// for the balance. Actuali is one of the development apps (Tests/HeldOutApps11).
    @Test func changingAThingsNameRenames() throws {
        let folder = Repo.url("Tests/HeldOutApps11/Actuali")
        let renamed = try matched("アクチュアリで普通預金の口座名を変えて", folder: folder, locale: "ja")
        #expect(renamed.match == nil, "\(String(describing: renamed.match?.intent))")
        #expect(try matched("アクチュアリで普通預金の残高を教えて", folder: folder, locale: "ja").match?.intent == "GetAccountBalanceIntent")
    }

    /// "切る" ending a compound verb ("使い切る", use up) switches nothing off: a shortcut whose
    /// phrase says it is no near match for cancelling or deleting. A catalog written for this test.
    @Test func aCompoundVerbsEndIsNoActionOfItsOwn() throws {
        let pantry = """
            {"sourceLanguage": "ja", "application": {"name": "Pantry"}, "shortcuts": [
              {"intent": "UseSoon", "shortTitle": "期限", "systemImageName": "clock",
               "phrases": ["${applicationName}で早めに使い切るものは", "${applicationName}で期限が近い食品を確認"]},
              {"intent": "AddItem", "shortTitle": "追加", "systemImageName": "plus", "phrases": ["${applicationName}で買い物リストに追加"]}]}
            """
        let folder = try TempFolder()
        try Data(pantry.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        for request in ["Pantryで金曜日の夕食の予定を取り消して", "Pantryのリストから卵を消して"] {
            let result = try matched(request, folder: folder.url, locale: "ja")
            #expect(result.match == nil, "\(request): \(String(describing: result.match?.intent))")
        }
        #expect(try matched("Pantryで早く使い切らないといけないものを教えて", folder: folder.url, locale: "ja").match?.intent == "UseSoon")
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

    /// "开大" and "关小" (turn up, turn down) are louder and quieter, not on and off; "tắt âm
    /// thanh" (turn the sound off) mutes. Roam is one of the development apps.
    @Test(arguments: [("用Roam把书房电视开大点", "zh-Hans", "VolumeUpIntent"), ("用Roam把卧室电视关小一点", "zh-Hans", "VolumeDownIntent"),
                      ("Dùng Roam tắt âm thanh TV phòng ngủ", "vi", "MuteIntent")])
    func volumeWordsAreNotPowerWords(utterance: String, locale: String, intent: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps3/Roam"), locale: locale, toMatch: intent)
    }

    /// Going forward and back, said the ways people say it: "jump ahead", "往后翻", "往回跳",
    /// "前一首", "nhảy tới", "先に送って". The catalogs are development apps.
    @Test(arguments: [("Could you jump ahead one track in Primuse please?", "en", "Primuse", "PrimuseNextIntent"),
                      ("能不能在Unwatched里往回跳一章？", "zh-Hans", "Unwatched", "PreviousVideoChapter"),
                      ("猿音回到前一首歌", "zh-Hans", "Primuse", "PrimusePreviousIntent"),
                      ("Bạn cho Primuse nhảy tới bài sau được không?", "vi", "Primuse", "PrimuseNextIntent"),
                      ("Primuseで一曲先に送ってもらえますか", "ja", "Primuse", "PrimuseNextIntent")])
    func forwardAndBack(utterance: String, locale: String, app: String, intent: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps13/\(app)"), locale: locale, toMatch: intent)
    }

    /// "别放了", "别播了" (play no more) stop or pause playing: the negated verb never plays.
    @Test(arguments: [("嗯，能让猿音暂时别放了吗？", "Primuse", "PrimusePlayPauseIntent")])
    func playingNoMoreIsPausing(utterance: String, app: String, intent: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps13/\(app)"), locale: "zh-Hans", toMatch: intent)
    }

    /// Finding, noting down and reading aloud, in the words people use: "見つけて" (find) searches,
    /// "書き留め" (jot down) adds, "読み上げて" (read out) and "念一下" show.
    @Test(arguments: [("Cookleの中から料理のレシピを見つけたいです", "ja", "Tests/HeldOutApps10/Cookle", "ShowSearchResultIntent"),
                      ("忘れないうちにバナルに書き留めたい", "ja", "Tests/HeldOutApps23/BANAL", "TakeNoteIntent"),
                      ("As Neededで管理してる薬を全部読み上げて", "ja", "Tests/HeldOutApps22/AsNeeded", "ListMedicationsIntent"),
                      ("我在超市呢，用Sous Chef念一下要买的东西", "zh-Hans", "Tests/HeldOutApps22/SousChef", "ShowShoppingListIntent")])
    func findingAndReadingOut(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// A verb near the shortcut's own ("add" for "New recipe") agrees when the thing asked for is
    /// one only that shortcut's phrases name, though another shortcut says the verb itself.
    @Test(arguments: [("Uh, add a fresh recipe to BANAL", "en"), ("バナルにレシピを一つ追加して", "ja"),
                      ("在BANAL里加一个新菜谱，我想把奶奶的红烧肉做法记下来", "zh-Hans")])
    func theThingAskedForDecidesANearVerb(utterance: String, locale: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps23/BANAL"), locale: locale, toMatch: "NewRecipeIntent")
    }

    /// Printing is an action of its own, in every language: a notes app that makes recipes
    /// prints none.
    @Test(arguments: [("Print the recipe I saved in BANAL", "en"), ("BANALのレシピを印刷して", "ja"),
                      ("把BANAL里的菜谱打印出来", "zh-Hans"), ("In công thức nấu ăn trong BANAL ra giấy", "vi")])
    func printingIsAnActionOfItsOwn(utterance: String, locale: String) throws {
        let result = try matched(utterance, folder: Repo.url("Tests/HeldOutApps23/BANAL"), locale: locale)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    /// Words of many senses: Vietnamese "ghi" (write, note, record, acknowledge) and Japanese
    /// "更新" (update, refresh, renew) agree, but rule no shortcut out alone.
    @Test(arguments: [("Trong Demo, ghi nhận là tôi đã làm xong một việc", "vi", "MarkItemDone")])
    func wordsOfManySenses(utterance: String, locale: String, intent: String) throws {
        try expect(utterance, folder: Repo.catalogFolder("Demo"), locale: locale, toMatch: intent)
    }

    /// Words that ask nothing: "according to", "刚才" (just now), "lên" in "bật … lên" (switch on),
    /// a Chinese question frame ("要不要", whether to).
    @Test(arguments: [("How many steps have I walked so far according to FitForge?", "en", "Tests/UnseenApps/FitForge", "ShowTodayStat"),
                      ("出门前帮我在Cirrus上看看要不要带雨伞", "zh-Hans", "Tests/HeldOutApps21/Cirrus", "WillItRain"),
                      ("让Platterhead从刚才停的地方继续", "zh-Hans", "Tests/DevApps/Platterhead", "TonearmResumeIntent"),
                      ("Ừm, bật Cookle lên đi", "vi", "Tests/HeldOutApps10/Cookle", "OpenCookleIntent")])
    func fillerAsksNothing(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// Vietnamese "đang" before a verb says how things stand: "chỗ đang dừng" is where it is
    /// paused, not a request to stop.
    @Test func vietnameseDangDescribes() throws {
        try expect("Phát tiếp từ chỗ đang dừng trên Primuse", folder: Repo.url("Tests/HeldOutApps13/Primuse"), locale: "vi",
                   toMatch: "PrimuseResumePlaybackIntent")
    }

    /// An action word the phrases say in another form ("subscribe", "Add Subscription"); a
    /// participle after a determiner that names a thing ("the following chapter"); a word that
    /// also opens ("打开", open or switch on) for a shortcut that searches.
    @Test(arguments: [("Subscribe to this channel in Unwatched", "en", "Tests/HeldOutApps13/Unwatched", "AddSubscription"),
                      ("Could Unwatched move on to the following chapter please?", "en", "Tests/HeldOutApps13/Unwatched", "NextVideoChapter"),
                      ("Cinemax帮我打开搜索框", "zh-Hans", "Tests/HeldOutApps/Cinemax", "SearchLibraryIntent")])
    func wordsReadForWhatTheyAsk(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// A word after a possessive is a noun: "my brother's phone" calls nobody, "my marks" marks
    /// nothing done, and "my favorites" is the list, not a request to favourite.
    @Test(arguments: [("Give me driving directions to my brother's phone in Apple Maps using Miataru", "Tests/HeldOutApps21/Miataru", "OpenRouteToPersonIntent"),
                      ("Um, let me see my marks in Wolf Whale", "Tests/HeldOutApps3/WolfWhale", "CheckGradesIntent")])
    func aWordAfterAPossessiveIsANoun(utterance: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: "en", toMatch: intent)
    }

    @Test func addingToMyFavoritesIsNoOpeningThem() throws {
        let result = try matched("Add this song to my favorites in Melogold", folder: Repo.url("Tests/HeldOutApps21/Melogold"), locale: "en")
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
    }

    /// A Japanese compound verb is one word ("読み込み直し", reload), and kana that inflect a
    /// Han character are none ("動いてる", is running): neither counts as words the phrases
    /// never say.
    @Test(arguments: [("Up Nextで番組を読み込み直してもらえますか？", "Tests/HeldOutApps16/UpNext", "RefreshPodcastFeedsIntent"),
                      ("シティホップで、レッドラインって今ちゃんと動いてる？", "Tests/UnseenApps/CityHop", "CheckLineStatus")])
    func japaneseVerbsAreWholeWords(utterance: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: "ja", toMatch: intent)
    }

    /// A past tense after "I" tells what was done ("the recipes I've saved"); marking is done in
    /// many ways (a spot, a favourite), and completes only "as done" ("là đã xong").
    @Test(arguments: [("Could you pull up the list of recipes I've saved in Cookle?", "en", "Tests/HeldOutApps10/Cookle", "OpenRecipesIntent"),
                      ("Mark this spot in Up Next", "en", "Tests/HeldOutApps16/UpNext", "BookmarkCurrentPlaybackIntent"),
                      ("Đánh dấu yêu thích bài đang nghe trong Petrichor", "vi", "Tests/HeldOutApps16/Petrichor", "ToggleFavoriteIntent")])
    func whatWasDoneAndWhatIsMarked(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// A shortcut that plays or pauses is no opposite of resuming; Japanese "移動" (go to, move)
    /// and "動かし" (run, move) are words of many senses.
    @Test(arguments: [("Could you resume the music in Melogold?", "en", "Tests/HeldOutApps21/Melogold", "PlayPauseIntent"),
                      ("シェルブのライブラリのタブに移動して", "ja", "Tests/HeldOutApps20/Shelv", "ShelvOpenLibraryIntent"),
                      ("FluxHausでロボット掃除機を動かして", "ja", "Tests/HeldOutApps14/FluxHaus", "StartRobotIntent")])
    func togglesAndWordsOfManySenses(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// A summary or an overview, as a noun, names what a shortcut shows: it asks to summarize
    /// only when the app has a shortcut that does.
    @Test(arguments: [("Show me the Hare project overview in Hutch", "en"), ("Hutchでヘアのプロジェクト概要を見せて", "ja")])
    func anOverviewIsShown(utterance: String, locale: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps14/Hutch"), locale: locale, toMatch: "OpenProjectDashboardIntent")
    }

    @Test(arguments: [("Mark my last task as done in dayGLANCE", "en"), ("Đánh dấu việc này là đã xong trong dayGLANCE", "vi")])
    func markingDoneIsNoAdding(utterance: String, locale: String) throws {
        let result = try matched(utterance, folder: Repo.url("Tests/HeldOutApps21/dayGLANCE"), locale: locale)
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
    }

    /// Opening a lock unlocks, in every language: the opening word and the lock are one action.
    @Test(arguments: [("Open the front door lock for me in HomeHaven", "en", "Tests/UnseenApps/HomeHaven", "UnlockDoor"),
                      ("Pop the car locks open using FluxHaus", "en", "Tests/HeldOutApps14/FluxHaus", "UnlockCarIntent"),
                      ("通过FluxHaus打开车锁", "zh-Hans", "Tests/HeldOutApps14/FluxHaus", "UnlockCarIntent"),
                      ("Dùng HomeHaven mở ổ khóa cửa chính giúp tôi", "vi", "Tests/UnseenApps/HomeHaven", "UnlockDoor")])
    func openingALockUnlocks(utterance: String, locale: String, folder: String, intent: String) throws {
        try expect(utterance, folder: Repo.url(folder), locale: locale, toMatch: intent)
    }

    /// Chinese "取消暂停" and Vietnamese "bỏ tạm dừng" (take off the pause) resume.
    @Test(arguments: [("Bỏ tạm dừng trong Mr. Pomodoro giúp mình", "vi")])
    func unpausingResumes(utterance: String, locale: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps14/MrPomodoro"), locale: locale, toMatch: "ResumeTimerIntent")
    }

    /// "登録を解除" unsubscribes: it does not run the shortcut that subscribes.
    @Test func unsubscribingIsNoSubscribing() throws {
        let result = try matched("アンウォッチドでこのチャンネルの登録を解除して", folder: Repo.url("Tests/HeldOutApps13/Unwatched"), locale: "ja")
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
    }

    /// Marking a thing as not done, not read or not seen undoes marking it so: "as unread",
    /// "未読に", "为未读" and "là chưa đọc" run no shortcut that marks a comic as read, while "as
    /// read" still does. ComicArc is one of the development apps (Tests/HeldOutApps24).
    @Test(arguments: [("Mark The Long Halloween as unread in ComicArc", "en"),
                      ("ComicArcでロング・ハロウィーンを未読にして", "ja"),
                      ("在ComicArc里把漫长的万圣节标记为未读", "zh-Hans"),
                      ("Đánh dấu Long Halloween là chưa đọc trên ComicArc", "vi")])
    func markingAsNotDoneUndoesCompleting(utterance: String, locale: String) throws {
        let folder = Repo.url("Tests/HeldOutApps24/ComicArc")
        let result = try matched(utterance, folder: folder, locale: locale)
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
        if locale == "en" {
            try expect("Mark The Long Halloween as read in ComicArc", folder: folder, locale: locale, toMatch: "MarkComicReadIntent")
        }
    }

    /// Japanese "かけて" puts music or a radio on: it plays. Lutheran Radio is one of the
    /// development apps (Tests/HeldOutApps22).
    @Test func puttingOnPlays() throws {
        try expect("ルーテルラジオで音楽をかけてください", folder: Repo.url("Tests/HeldOutApps22/LutheranRadio"), locale: "ja",
                   toMatch: "PlayRadioIntent")
    }

    /// Kana that inflect a verb ("起きたままになってる") are no word of their own, however many
    /// follow it; a negative one ("しないように") still is. Keepy Uppy is one of the development
    /// apps (Tests/HeldOutApps3).
    @Test func aVerbsInflectionIsNoWordOfItsOwn() throws {
        let folder = Repo.url("Tests/HeldOutApps3/KeepyUppy")
        try expect("キーピーアッピーのおかげでMacは起きたままになってるの？", folder: folder, locale: "ja", toMatch: "IsKeepingAwakeIntent")
        try expect("キーピーアッピーでMacがスリープしないようにして", folder: folder, locale: "ja", toMatch: "KeepAwakeIntent")
    }

    /// Vietnamese "quay lại" goes back to something as often as to the one before: going back
    /// to an unfinished workout resumes it. FitForge is one of the unseen apps
    /// (Tests/UnseenApps).
    @Test func goingBackToSomethingUnfinishedResumesIt() throws {
        try expect("Cho mình quay lại buổi tập đang làm dở trên FitForge", folder: Repo.url("Tests/UnseenApps/FitForge"), locale: "vi",
                   toMatch: "ResumeWorkout")
    }

    /// "In random order" says how to play, and orders nothing. Melogold is one of the
    /// development apps (Tests/HeldOutApps21).
    @Test func inRandomOrderOrdersNothing() throws {
        try expect("Play the songs I favorited in random order with Melogold", folder: Repo.url("Tests/HeldOutApps21/Melogold"),
                   locale: "en", toMatch: "ShuffleFavoritesIntent")
    }

    /// Moving ahead or forward in what plays skips forward; it moves nothing elsewhere. YourPods
    /// is one of the development apps (Tests/HeldOutApps24).
    @Test func movingAheadSkipsForward() throws {
        try expect("Can you move forward a bit in YourPods?", folder: Repo.url("Tests/HeldOutApps24/YourPods"), locale: "en",
                   toMatch: "SkipForwardIntent")
    }

    /// Running something again starts it: "rerun" and "重新运行" run no shortcut that only shows
    /// builds or a pipeline's status, and "restart my run" still starts one. Hutch, Grit and
    /// Runaway are development apps.
    @Test(arguments: [("Please rerun the build that failed in Hutch", "en", "Tests/HeldOutApps14/Hutch"),
                      ("用Grit重新运行一下我的流水线", "zh-Hans", "Tests/HeldOutApps22/Grit")])
    func runningAgainStarts(utterance: String, locale: String, catalog: String) throws {
        let result = try matched(utterance, folder: Repo.url(catalog), locale: locale)
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
        try expect("Restart my run in Runaway", folder: Repo.url("Tests/HeldOutApps11/Runaway"), locale: "en", toMatch: "StartRunIntent")
    }

    /// Postponing is a class of its own, near changing: "往后推" (push back) and "push back" run
    /// the shortcut that extends a date, not one that goes to the next thing. FoodEntropy is one
    /// of the development apps (Tests/HeldOutApps25).
    @Test func pushingADateBackPostponesIt() throws {
        let folder = Repo.url("Tests/HeldOutApps25/FoodEntropy")
        try expect("在食熵里把牛奶的保质期往后推两天", folder: folder, locale: "zh-Hans", toMatch: "ExtendFoodExpiryIntent")
        try expect("Please push back the expiry date on the milk in FoodEntropy", folder: folder, locale: "en", toMatch: "ExtendFoodExpiryIntent")
    }

    /// A newer version, an upgrade or being out of date ask for what updating does, and no
    /// longer for a question about the app ("version"). CLIState is one of the development apps
    /// (Tests/HeldOutApps25).
    @Test(arguments: [("Do any of my terminal tools have newer versions? Ask CLIState", "en"),
                      ("用CLI State查一下哪些工具有新版本", "zh-Hans")])
    func aNewerVersionAsksForAnUpdate(utterance: String, locale: String) throws {
        try expect(utterance, folder: Repo.url("Tests/HeldOutApps25/CLIState"), locale: locale, toMatch: "CheckForUpdatesIntent")
    }

    private func expect(_ utterance: String, folder: URL, locale: String, toMatch intent: String) throws {
        let result = try matched(utterance, folder: folder, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    private func expect(_ utterance: String, in catalog: String, locale: String, toMatch intent: String) throws {
        let result = try matched(utterance, in: catalog, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    private func matched(_ utterance: String, in catalog: String, locale: String) throws -> MatchResult {
        try matched(utterance, folder: Repo.catalogFolder(catalog), locale: locale)
    }

    private func matched(_ utterance: String, folder: URL, locale: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        // As the command line does: English reads the English table, other languages the multilingual one.
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: folder)
        return try Matcher(catalog: loaded, locale: locale, configuration: configuration).match(utterance)
    }
}
