import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Renaming is an action of its own (`rename`), not a way of changing or refreshing: "rename my
/// kitchen display" does not refresh it, in any language, while a shortcut that renames still
/// runs for "change the name". The catalogs and the utterances were written for this test.
@Suite("Renaming")
struct RenamingTests {
    private func match(_ utterance: String, locale: String, json: String, strings: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", json)
        try folder.write("AppShortcuts.xcstrings", strings)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: locale).match(utterance)
    }

    private let refreshing = """
            {"sourceLanguage": "en", "application": {"name": "Panely"}, "shortcuts": [{"intent": "RefreshDisplay", "shortTitle": "Refresh", "systemImageName": "arrow.clockwise", "phrases": ["Refresh my display with ${applicationName}", "Update the ${display} with ${applicationName}"], "parameters": {"display": "Display"}}], "types": {"Display": {"kind": "entity", "values": [{"id": "kitchen", "title": {"en": "kitchen display", "ja": "キッチンのディスプレイ", "zh-Hans": "厨房显示屏", "vi": "màn hình bếp"}}]}}}
            """

    private let refreshingStrings = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Refresh my display with ${applicationName}": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でディスプレイを更新"}}, "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}刷新显示屏"}}, "vi": {"stringUnit": {"state": "translated", "value": "Làm mới màn hình bằng ${applicationName}"}}}}, "Update the ${display} with ${applicationName}": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で${display}を更新"}}, "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}更新${display}"}}, "vi": {"stringUnit": {"state": "translated", "value": "Cập nhật ${display} bằng ${applicationName}"}}}}}}
            """

    private let renaming = """
            {"sourceLanguage": "en", "application": {"name": "Panely"}, "shortcuts": [
            {"intent": "RefreshDisplay", "shortTitle": "Refresh", "systemImageName": "arrow.clockwise", "phrases": ["Refresh my display with ${applicationName}", "Update the ${display} with ${applicationName}"], "parameters": {"display": "Display"}},
            {"intent": "RenameBoard", "shortTitle": "Rename", "systemImageName": "pencil", "phrases": ["Rename a board in ${applicationName}"]}],
            "types": {"Display": {"kind": "entity", "values": [{"id": "kitchen", "title": {"en": "kitchen display", "ja": "キッチンのディスプレイ", "zh-Hans": "厨房显示屏", "vi": "màn hình bếp"}}]}}}
            """

    private let renamingStrings = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Refresh my display with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でディスプレイを更新"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}刷新显示屏"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Làm mới màn hình bằng ${applicationName}"}}}},
            "Update the ${display} with ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}で${display}を更新"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "用${applicationName}更新${display}"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Cập nhật ${display} bằng ${applicationName}"}}}},
            "Rename a board in ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}でボードの名前を変更"}},
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "在${applicationName}重命名看板"}},
              "vi": {"stringUnit": {"state": "translated", "value": "Đổi tên bảng trong ${applicationName}"}}}}}}
            """

    @Test(arguments: [
        ("Rename my kitchen display in Panely", "en"),
        ("Panelyでキッチンのディスプレイの名前を変えて", "ja"),
        ("在Panely里给厨房显示屏改个名字", "zh-Hans"),
        ("Đổi tên màn hình bếp trong Panely", "vi"),
    ])
    func renamingIsNoRefreshing(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale, json: refreshing, strings: refreshingStrings)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func refreshingStillRuns() throws {
        let result = try match("Update the kitchen display with Panely please", locale: "en", json: refreshing, strings: refreshingStrings)
        #expect(result.match?.intent == "RefreshDisplay")
    }

    @Test(arguments: [("Change the name of a board in Panely", "en"), ("帮我在Panely给看板改个名字", "zh-Hans")])
    func aShortcutThatRenamesRuns(utterance: String, locale: String) throws {
        let result = try match(utterance, locale: locale, json: renaming, strings: renamingStrings)
        #expect(result.match?.intent == "RenameBoard", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
