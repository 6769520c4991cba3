import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A Japanese verb that reports a quoted clause ("見つかったって登録して", register that it was
/// found) asks for what the clause says: it rules no shortcut out. Said alone, the same verb still
/// does. The catalog and the utterances were written for this test.
@Suite("Reported clauses")
struct ReportedClauseTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "ja", "application": {"name": "Tallyo"}, "shortcuts": [
            {"intent": "MarkFound", "shortTitle": "Found", "systemImageName": "checkmark", "phrases": ["${applicationName}で財布を見つかったことにする"]},
            {"intent": "ShowMap", "shortTitle": "Map", "systemImageName": "map", "phrases": ["${applicationName}で財布の場所を地図で見せて"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "ja").match(utterance)
    }

    @Test func aReportedClauseRunsWhatItSays() throws {
        let result = try match("Tallyoで、財布はもう見つかったって登録しておいて")
        #expect(result.match?.intent == "MarkFound", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func theVerbAloneStillRulesOut() throws {
        let result = try match("Tallyoで財布を記録して")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
