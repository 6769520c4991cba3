import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// English "withdraw", "retract" and "drop my" cancel: "withdraw the catch I logged" does not log
/// a catch, while "drop a catch" (put one down) still does. The catalog and the utterances were
/// written for this test.
@Suite("Withdrawing")
struct WithdrawingTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Fishy"}, "shortcuts": [
            {"intent": "ShowCatches", "shortTitle": "Catches", "systemImageName": "fish", "phrases": ["Show my catches in ${applicationName}"]},
            {"intent": "CancelTrip", "shortTitle": "Cancel", "systemImageName": "xmark", "phrases": ["Cancel my fishing trip in ${applicationName}"]},
            {"intent": "LogCatch", "shortTitle": "Log", "systemImageName": "plus", "phrases": ["Log a catch in ${applicationName}"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test func withdrawingIsNoLogging() throws {
        let result = try match("Withdraw the catch I logged in Fishy")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("Please drop my fishing trip in Fishy", "CancelTrip"), ("Um, retract my fishing trip in Fishy", "CancelTrip"), ("Drop a catch in Fishy", "LogCatch")])
    func theShortcutsStillRun(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
