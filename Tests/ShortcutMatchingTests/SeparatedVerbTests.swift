import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A verb said apart from the word that completes it still names its action. In Vietnamese,
/// "bỏ X khỏi Y" (take X out of Y) removes, though "bỏ" alone is as often "put" or "skip": a
/// request to remove something never runs the shortcut that shows or finds it. The catalogs
/// are two of the development apps; the utterances were written for this test.
@Suite("Separated verbs")
struct SeparatedVerbTests {
    private func match(_ utterance: String, app: String) throws -> MatchResult {
        let loaded = try Catalog.load(directory: Repo.url("Tests/HeldOutApps4/\(app)"))
        return try Matcher(catalog: loaded, locale: "vi").match(utterance)
    }

    @Test(arguments: [
        ("Bỏ điểm dừng tiếp theo khỏi lộ trình trong TripWit", "Điểm dừng tiếp theo của mình trong TripWit là đâu?", "TripWit", "GetNextStopIntent"),
        ("Bỏ Gatsby vĩ đại khỏi thư viện Epilogue", "Tìm Gatsby vĩ đại trong thư viện Epilogue", "Epilogue", "SearchLibraryIntent"),
    ])
    func removingFromSomewhereIsNotShowingIt(removal: String, request: String, app: String, intent: String) throws {
        #expect(try match(request, app: app).match?.intent == intent)
        let removed = try match(removal, app: app)
        #expect(removed.match == nil, "\(String(describing: removed.match?.intent))")
        #expect(removed.reason == .actionMismatch)
        #expect(removed.explanation?.contains("bỏ … khỏi") == true, "\(removed.explanation ?? "")")
    }

    static let sketchbook = """
        {"sourceLanguage": "vi", "application": {"name": "Sổ Vẽ"}, "shortcuts": [
          {"intent": "OpenLatest", "shortTitle": "Mở bản mới nhất", "systemImageName": "doc", "phrases": ["Mở bản vẽ mới nhất trong ${applicationName}"]},
          {"intent": "CreateDrawing", "shortTitle": "Vẽ mới", "systemImageName": "plus", "phrases": ["Tạo bản vẽ mới trong ${applicationName}"]}]}
        """

    /// "xuất X ra" (take X out to a file) exports and "nhập X từ" (bring X in from) imports,
    /// though "xuất" and "nhập" alone are as often something else: an app that can do neither
    /// turns the requests away. A catalog written for this test.
    @Test func exportingAndImportingAreNotMaking() throws {
        let folder = try TempFolder()
        try Data(Self.sketchbook.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        let matcher = try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "vi")
        #expect(try matcher.match("Tạo một bản vẽ mới trong Sổ Vẽ").match?.intent == "CreateDrawing")
        let exported = try matcher.match("Xuất tất cả bản vẽ trong Sổ Vẽ ra file PDF")
        #expect(exported.match == nil, "\(String(describing: exported.match?.intent))")
        #expect(exported.explanation?.contains("xuất … ra") == true, "\(exported.explanation ?? "")")
        let imported = try matcher.match("Nhập bản vẽ từ máy tính vào Sổ Vẽ")
        #expect(imported.match == nil, "\(String(describing: imported.match?.intent))")
    }
}
