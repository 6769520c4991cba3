import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Same words, opposite action: the lexicon's opposite classes and the English `un`/`dis`
/// prefix keep a request from running the shortcut that undoes it, in any catalog. The
/// utterances were written for this test; the HomeHaven catalog is one of the unseen apps.
@Suite("Opposite actions")
struct OppositeActionTests {
    private func match(_ utterance: String, catalog: URL, locale: String) throws -> MatchResult {
        let loaded = try Catalog.load(directory: catalog)
        return try Matcher(catalog: loaded, locale: locale).match(utterance)
    }

    static let homeHaven = Repo.url("Tests/UnseenApps/HomeHaven")

    @Test(arguments: [
        ("Switch on the kitchen lights with HomeHaven", "en", "TurnOnLights"),
        ("Switch off the kitchen lights with HomeHaven", "en", "TurnOffLights"),
        ("HomeHavenでキッチンの電気をつけて", "ja", "TurnOnLights"),
        ("HomeHavenでキッチンの電気を消して", "ja", "TurnOffLights"),
        ("用HomeHaven打开厨房的灯", "zh-Hans", "TurnOnLights"),
        ("用HomeHaven把厨房的灯关掉", "zh-Hans", "TurnOffLights"),
        ("Bật đèn nhà bếp bằng HomeHaven", "vi", "TurnOnLights"),
        ("Tắt đèn nhà bếp bằng HomeHaven", "vi", "TurnOffLights"),
    ])
    func onAndOffRunTheirOwnShortcut(utterance: String, locale: String, intent: String) throws {
        let result = try match(utterance, catalog: Self.homeHaven, locale: locale)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// A word the lexicon does not know, undone by its prefix: "unpin" never pins.
    @Test func anUndoingPrefixRulesTheShortcutOut() throws {
        let folder = try TempFolder()
        try Data("""
        {"sourceLanguage": "en", "application": {"name": "Notely"}, "shortcuts": [
          {"intent": "PinNote", "shortTitle": "Pin Note", "systemImageName": "pin",
           "phrases": ["Pin my note in ${applicationName}", "Pin the latest note with ${applicationName}"]},
          {"intent": "OpenNotes", "shortTitle": "Open Notes", "systemImageName": "note",
           "phrases": ["Open my notes in ${applicationName}", "Show my notes in ${applicationName}"]}]}
        """.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        #expect(try match("Pin my newest note in Notely", catalog: folder.url, locale: "en").match?.intent == "PinNote")
        #expect(try match("Unpin my note in Notely", catalog: folder.url, locale: "en").match?.intent != "PinNote")
    }
    /// Undoing what a shortcut does is never that shortcut, in every language: "unblock", "ブロッ
    /// クを解除", "解除…屏蔽", "bỏ chặn", "unlike" (Catbird, one of the development apps).
    @Test(arguments: [
        ("Block this person on Catbird", "Unblock this person on Catbird", "en", "BlockProfileIntent"),
        ("Like this post on Catbird", "Unlike this post on Catbird", "en", "LikePostIntent"),
        ("キャットバードでこの人をブロックして", "キャットバードでこの人のブロックを解除して", "ja", "BlockProfileIntent"),
        ("在Catbird上屏蔽这个人", "在Catbird上解除对这个人的屏蔽", "zh-Hans", "BlockProfileIntent"),
        ("Chặn người này trên Catbird", "Bỏ chặn người này trên Catbird", "vi", "BlockProfileIntent"),
    ])
    func undoingIsNeverDoing(doing: String, undoing: String, locale: String, intent: String) throws {
        let catbird = Repo.url("Tests/HeldOutApps20/Catbird")
        #expect(try match(doing, catalog: catbird, locale: locale).match?.intent == intent)
        let undone = try match(undoing, catalog: catbird, locale: locale)
        #expect(undone.match?.intent != intent, "\(String(describing: undone.match?.intent))")
    }

    /// Bringing data in is not writing it out, nor adding one item: "import my notes" runs
    /// neither the shortcut that exports notes nor the one that adds a note (Epilogue, one of
    /// the development apps, has both).
    @Test(arguments: [
        ("Import my notes from Kindle into Epilogue", "en"),
        ("Kindleのメモをエピローグに取り込んで", "ja"),
        ("把Kindle里的笔记导入到Epilogue", "zh-Hans"),
    ])
    func importingIsNeitherExportingNorAdding(utterance: String, locale: String) throws {
        let epilogue = Repo.url("Tests/HeldOutApps4/Epilogue")
        let imported = try match(utterance, catalog: epilogue, locale: locale)
        #expect(imported.match == nil, "\(String(describing: imported.match?.intent))")
        #expect(imported.reason == .actionMismatch)
    }

    /// An ambiguous word ("trước", "前の": before, previous) in the place of the phrase's "next",
    /// beside the same word ("tập", "話": episode), asks for the previous one, never the next
    /// (Cinemax, one of the development apps).
    @Test(arguments: [
        ("Phát tập tiếp theo của The Office trong Cinemax", "Phát tập trước của The Office trong Cinemax", "vi"),
        ("シネマックスでジ・オフィスの次の話を再生して", "シネマックスでジ・オフィスの前の話を再生して", "ja"),
    ])
    func anAmbiguousWordInTheOppositesPlaceObjects(next: String, previous: String, locale: String) throws {
        let cinemax = Repo.url("Tests/HeldOutApps/Cinemax")
        #expect(try match(next, catalog: cinemax, locale: locale).match?.intent == "PlayNextEpisodeIntent")
        let result = try match(previous, catalog: cinemax, locale: locale)
        #expect(result.match?.intent != "PlayNextEpisodeIntent")
        #expect((result.match?.passedOver.contains { $0.intent == "PlayNextEpisodeIntent" } ?? false) || result.reason == .actionMismatch)
    }

    /// On and off said together ask to switch either way: the shortcut that toggles runs, not
    /// the one that only puts displays to sleep. Dimmerly is one of the development apps
    /// (Tests/HeldOutApps15).
    @Test func onAndOffTogetherToggle() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let catalog = try Catalog.load(directory: Repo.url("Tests/HeldOutApps15/Dimmerly"))
        let result = try Matcher(catalog: catalog, locale: "zh-Hans", configuration: configuration).match("用Dimmerly把变暗模式打开或者关掉")
        #expect(result.match?.intent == "ToggleDimIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
