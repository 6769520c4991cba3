import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// In Chinese, "上一" and "下一" before a measure word most often name which one ("上一顿",
/// the last meal; "下一次训练", the next session) rather than ask to go back or forward. Alone
/// they rule a shortcut out only when another of the app's shortcuts goes back or forward; the
/// longer entries ("上一首", "下一集") still ask for it. The catalogs and the utterances were
/// written for this test.
@Suite("Chinese previous and next")
struct ChinesePreviousAndNextTests {
    private func match(_ utterance: String, shortcuts: [(intent: String, phrase: String)]) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        let list = shortcuts.map { shortcut in
            #"{"intent": "\#(shortcut.intent)", "shortTitle": "\#(shortcut.intent)", "systemImageName": "star", "phrases": ["\#(shortcut.phrase)"]}"#
        }.joined(separator: ",\n")
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "zh-Hans", "application": {"name": "Feedy"}, "shortcuts": [\(list)]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans").match(utterance)
    }

    static let feeding: [(intent: String, phrase: String)] = [
        ("LogFeeding", "在${applicationName}记录喂奶"),
        ("ShowLastFeeding", "在${applicationName}查看上次喂奶"),
    ]

    static let player: [(intent: String, phrase: String)] = [
        ("PlayMusic", "用${applicationName}播放音乐"),
        ("NextSong", "用${applicationName}播放下一首"),
    ]

    @Test(arguments: ["用Feedy看看上一次喂奶是几点", "在Feedy查一下上一顿奶是几点喂的"])
    func whichOneIsNoAction(utterance: String) throws {
        let result = try match(utterance, shortcuts: Self.feeding)
        #expect(result.match?.intent == "ShowLastFeeding", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func goingBackIsStillTurnedAway() throws {
        let result = try match("用Feedy播放上一首", shortcuts: Self.player)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
