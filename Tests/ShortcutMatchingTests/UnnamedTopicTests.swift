import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A request only to look at a topic ("history", "settings") that none of the app's shortcuts
/// names asks for a screen they do not show: a running app that starts and stops runs does not
/// show "my run history". The catalogs and utterances were written for these tests.
@Suite("Topics no shortcut names")
struct UnnamedTopicTests {
    static let pacer = """
        {"sourceLanguage": "en", "application": {"name": "Pacer"}, "shortcuts": [
          {"intent": "StartRun", "shortTitle": "Start Run", "systemImageName": "figure.run",
           "phrases": ["Start a run in ${applicationName}", "Begin my run with ${applicationName}"]},
          {"intent": "StopRun", "shortTitle": "Stop Run", "systemImageName": "stop", "phrases": ["Stop my run in ${applicationName}"]}%@]}
        """

    /// As the command line matches English: with the English table.
    static func matcher(_ folder: URL) throws -> Matcher {
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        return try Matcher(catalog: try Catalog.load(directory: folder), locale: "en", configuration: configuration)
    }

    private func match(_ utterance: String, withHistory: Bool = false) throws -> MatchResult {
        let history = withHistory
            ? #", {"intent": "RunHistory", "shortTitle": "History", "systemImageName": "list.bullet", "phrases": ["Show my run history in ${applicationName}"]}"#
            : ""
        let folder = try TempFolder()
        try Data(Self.pacer.replacingOccurrences(of: "%@", with: history).utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        return try Self.matcher(folder.url).match(utterance)
    }

    @Test func lookingAtATopicNoShortcutNamesIsTurnedAway() throws {
        let result = try match("Show me my run history in Pacer")
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func aShortcutThatNamesTheTopicRunsIt() throws {
        #expect(try match("Let me see my past runs history in Pacer", withHistory: true).match?.intent == "RunHistory")
    }

    /// "Recent" is as often only when: it names no topic on its own, and "reopen my most recent
    /// recipe" asks for the last one.
    @Test func aWordOfManySensesNamesNoTopic() throws {
        let cookbook = """
            {"sourceLanguage": "en", "application": {"name": "Cookbook"}, "shortcuts": [
              {"intent": "OpenLastRecipe", "shortTitle": "Last Recipe", "systemImageName": "book",
               "phrases": ["Open my last recipe in ${applicationName}", "Show the recipe I opened last in ${applicationName}"]},
              {"intent": "RandomRecipe", "shortTitle": "Random", "systemImageName": "dice", "phrases": ["Show a random recipe in ${applicationName}"]}]}
            """
        let folder = try TempFolder()
        try Data(cookbook.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        let matcher = try Self.matcher(folder.url)
        #expect(try matcher.match("Reopen my most recent recipe in Cookbook").match?.intent == "OpenLastRecipe")
    }
}
