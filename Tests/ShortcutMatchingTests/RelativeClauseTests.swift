import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// An English verb with its own subject right after the thing it describes ("the notes I made",
/// "so she stops worrying") tells what was or will be done, not what to do: it does not rule the
/// shortcut out. A subject that starts a clause of its own keeps its verb. The catalog and the
/// utterances were written for this test.
@Suite("Relative clauses")
struct RelativeClauseTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Jotly"}, "shortcuts": [
            {"intent": "ShowNotes", "shortTitle": "Notes", "systemImageName": "note", "phrases": ["Show my notes in ${applicationName}"]},
            {"intent": "CancelBooking", "shortTitle": "Cancel", "systemImageName": "xmark", "phrases": ["Cancel my booking in ${applicationName}"]},
            {"intent": "ShareLog", "shortTitle": "Share", "systemImageName": "square.and.arrow.up", "phrases": ["Share my log with my doctor in ${applicationName}"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test(arguments: [
        ("Show me the notes I made yesterday in Jotly", "ShowNotes"),
        ("Pull up the notes we've set up in Jotly", "ShowNotes"),
        ("Cancel the booking I made last week in Jotly", "CancelBooking"),
        ("Share my log with my doctor in Jotly so she stops worrying", "ShareLog"),
    ])
    func aDescribedVerbAsksForNothing(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func aSubjectAfterAConjunctionKeepsItsVerb() throws {
        let result = try match("Stop my booking and I made it in Jotly")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
