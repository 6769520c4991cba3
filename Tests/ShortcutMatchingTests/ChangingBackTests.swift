import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Chinese "改回" (change back) undoes: "把已完成的任务改回未完成" no longer marks the task done.
/// The catalog and the utterances were written for this test.
@Suite("Changing back")
struct ChangingBackTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "zh-Hans", "application": {"name": "Renwu"}, "shortcuts": [
            {"intent": "CompleteTask", "shortTitle": "完成", "systemImageName": "checkmark", "phrases": ["在${applicationName}把任务标记为已完成"]},
            {"intent": "SendMessage", "shortTitle": "广播", "systemImageName": "megaphone", "phrases": ["用${applicationName}广播一条消息"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "zh-Hans").match(utterance)
    }

    @Test func changingBackIsUndoing() throws {
        let result = try match("在Renwu里把已完成的任务改回未完成")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func markingDoneStillRuns() throws {
        let result = try match("帮我在Renwu把这个任务标成完成")
        #expect(result.match?.intent == "CompleteTask", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
