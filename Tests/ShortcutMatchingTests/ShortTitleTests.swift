import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// In the catalog's source language, a shortcut's short title is what Spotlight and the
/// Shortcuts app show, so its words are the shortcut's own in the action check. The catalog and
/// utterances were written for these tests.
@Suite("Short titles")
struct ShortTitleTests {
    static let manifest = """
        {"sourceLanguage": "en", "application": {"name": "Harbor"}, "shortcuts": [
          {"intent": "ShowDownloads", "shortTitle": "Download queue", "systemImageName": "arrow.down",
           "phrases": ["What's downloading in ${applicationName}", "Show ${applicationName} downloads"]},
          {"intent": "ShowUpcoming", "shortTitle": "Upcoming", "systemImageName": "calendar",
           "phrases": ["What's coming up in ${applicationName}", "What's next in ${applicationName}"]},
          {"intent": "CheckHealth", "shortTitle": "Server health", "systemImageName": "heart",
           "phrases": ["Is ${applicationName} healthy", "Check ${applicationName} status"]}]}
        """

    private func match(_ utterance: String, titles: Bool) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(Self.manifest.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        configuration.learnsFromShortTitles = titles
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
    }

    @Test func aWordOfTheTitleIsTheShortcutsOwn() throws {
        let result = try match("Are my servers okay in Harbor?", titles: true)
        #expect(result.match?.intent == "CheckHealth", "\(String(describing: result.reason)) \(result.explanation ?? "")")
        let without = try match("Are my servers okay in Harbor?", titles: false)
        #expect(without.match == nil)
        #expect(without.reason == .actionMismatch)
    }
}
