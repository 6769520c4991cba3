import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// In a phrase with a clear action ("Search my notes"), a word the lexicon marks as often
/// naming a thing ("note", `~add`) is that thing: the shortcut does not also add, so a request
/// to add goes to the shortcut that does. The catalog and utterances were written for these
/// tests.
@Suite("Thing words in phrases")
struct ThingWordTests {
    static let inkwell = """
        {"sourceLanguage": "en", "application": {"name": "Inkwell"}, "shortcuts": [
          {"intent": "AddNote", "shortTitle": "Add Note", "systemImageName": "plus",
           "phrases": ["Add a note to ${applicationName}", "Save a note in ${applicationName}"]},
          {"intent": "SearchNotes", "shortTitle": "Search Notes", "systemImageName": "magnifyingglass",
           "phrases": ["Search my notes in ${applicationName}", "Find notes in ${applicationName}"]},
          {"intent": "ExportNotes", "shortTitle": "Export Notes", "systemImageName": "square.and.arrow.up",
           "phrases": ["Export notes from ${applicationName}"]}]}
        """

    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(Self.inkwell.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test(arguments: [
        ("Append my notes in Inkwell", "AddNote"),
        ("Put my notes into Inkwell", "AddNote"),
        ("Search for my notes in Inkwell", "SearchNotes"),
        // Sending notes out ("send … out of") is exporting them.
        ("Send my notes out of Inkwell", "ExportNotes"),
    ])
    func theActionDecidesNotTheThing(utterance: String, intent: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func anActionNoShortcutSaysStillRulesOut() throws {
        let result = try match("Delete my notes in Inkwell")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }
}
