import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Chinese words are runs of characters between the lexicon's entries, and they split where a
/// speaker's words do not: a Chinese request may say two words the phrases never use beside one
/// that agrees, while a request for another action is still refused. The catalog and the
/// utterances were written for this test.
@Suite("Chinese new-word allowance")
struct ChineseNewWordAllowanceTests {
    private func match(_ utterance: String, allowances: [String: Float]? = nil) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "zh-Hans", "application": {"name": "Vidi"}, "shortcuts": [
              {"intent": "ResumePlayback", "shortTitle": "Resume", "systemImageName": "play", "phrases": ["在${applicationName}里继续播放"]},
              {"intent": "OpenLibrary", "shortTitle": "Library", "systemImageName": "books.vertical", "phrases": ["打开${applicationName}的片库"]}]}
            """)
        var configuration = MatcherConfiguration()
        if let allowances { configuration.languageForeignWordAllowances = allowances }
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans", configuration: configuration).match(utterance)
    }

    @Test(arguments: [
        ("昨晚看到一半睡着了，在Vidi里从上次停的地方继续", "ResumePlayback"),
        ("去Vidi里翻一翻我的片库", "OpenLibrary"),
    ])
    func twoNewWordsBesideOneThatAgrees(utterance: String, intent: String) throws {
        #expect(try match(utterance).match?.intent == intent)
        // The shared allowance alone refuses them.
        #expect(try match(utterance, allowances: [:]).match == nil)
    }

    @Test func anotherActionIsStillRefused() throws {
        let result = try match("在Vidi里订一张去上海的机票")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
