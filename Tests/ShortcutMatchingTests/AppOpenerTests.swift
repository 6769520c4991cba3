import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A request only to open the app ("Launch Snapbook", "スナップブックを起動して") runs the app's
/// one shortcut whose phrases ask just that ("Open ${applicationName}"), however little else it
/// shares with them. In an app without such a shortcut it runs none: the app itself opens. A
/// greeting still asks for nothing. The catalogs and utterances were written for these tests.
@Suite("Opening the app")
struct AppOpenerTests {
    static let phrases: [String: (open: String, favorites: String, search: String)] = [
        "en": ("Open ${applicationName}", "Show my favorite photos in ${applicationName}", "Search photos in ${applicationName}"),
        "ja": ("${applicationName}を開いて", "${applicationName}でお気に入りの写真を見せて", "${applicationName}で写真を検索"),
        "zh-Hans": ("打开${applicationName}", "在${applicationName}里显示我收藏的照片", "在${applicationName}里搜索照片"),
        "vi": ("Mở ${applicationName}", "Xem ảnh yêu thích trong ${applicationName}", "Tìm ảnh trong ${applicationName}"),
    ]

    private func match(_ utterance: String, _ locale: String, withOpener: Bool) throws -> MatchResult {
        let phrases = try #require(Self.phrases[locale])
        let opener = withOpener
            ? #"{"intent": "OpenLibrary", "shortTitle": "Library", "systemImageName": "photo", "phrases": ["\#(phrases.open)"]},"#
            : ""
        let catalog = """
            {"sourceLanguage": "\(locale)", "application": {"name": "Snapbook", "synonyms": {"ja": ["スナップブック"]}}, "shortcuts": [\(opener)
              {"intent": "ShowFavorites", "shortTitle": "Favorites", "systemImageName": "heart", "phrases": ["\(phrases.favorites)"]},
              {"intent": "SearchPhotos", "shortTitle": "Search", "systemImageName": "magnifyingglass", "phrases": ["\(phrases.search)"]}]}
            """
        let folder = try TempFolder()
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en" ? try StaticEmbedding(directory: Repo.englishModel) : try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale, configuration: configuration).match(utterance)
    }

    static let openingRequests = [
        ("Launch Snapbook", "en"),
        ("Hey, can you fire up Snapbook for me?", "en"),
        ("スナップブックを起動して", "ja"),
        ("帮我把Snapbook打开一下", "zh-Hans"),
        ("Khởi động Snapbook giúp mình", "vi"),
    ]

    @Test(arguments: openingRequests)
    func aRequestToOpenRunsTheOpener(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, withOpener: true)
        #expect(result.match?.intent == "OpenLibrary", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test(arguments: openingRequests)
    func withoutAnOpenerNoShortcutRuns(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, withOpener: false)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .noAction)
    }

    @Test(arguments: [("Hey Snapbook", "en"), ("Snapbook, thanks", "en"), ("スナップブック、ありがとう", "ja")])
    func aGreetingStillAsksForNothing(utterance: String, locale: String) throws {
        let result = try match(utterance, locale, withOpener: true)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .noAction)
    }

    /// Opening something of the app is no request to open the app itself.
    @Test func openingSomethingElseIsNotOpeningTheApp() throws {
        let result = try match("Open my favorite photos in Snapbook", "en", withOpener: true)
        #expect(result.match?.intent == "ShowFavorites", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
