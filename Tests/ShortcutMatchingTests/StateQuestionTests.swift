import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A question about how things stand ("is it stopping?", "which fasts did I complete?") asks for
/// no action: its action words describe a state, and rule out no shortcut that reports it. The catalog and
/// utterances were written for these tests.
@Suite("Questions about a state")
struct StateQuestionTests {
    static let catalog = """
        {"sourceLanguage": "en", "application": {"name": "Fastlane"}, "shortcuts": [
          {"intent": "StartFast", "shortTitle": "Start Fast", "systemImageName": "play",
           "phrases": ["Start a fast in ${applicationName}", "Begin fasting with ${applicationName}"]},
          {"intent": "EndFast", "shortTitle": "End Fast", "systemImageName": "stop",
           "phrases": ["End my fast in ${applicationName}", "Stop fasting with ${applicationName}"]},
          {"intent": "FastStatus", "shortTitle": "Status", "systemImageName": "info",
           "phrases": ["Check my fasting status in ${applicationName}", "How is my fast going in ${applicationName}"]}]}
        """

    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
    }

    @Test func aQuestionAboutStoppingAsksTheStatus() throws {
        let result = try match("Quick check, is Fastlane stopping my fast soon?")
        #expect(result.match?.intent == "FastStatus", "\(String(describing: result.match?.intent)) \(result.explanation ?? "")")
    }

    @Test(arguments: ["Which fasts did I complete in Fastlane?", "How close is my fast to wrapping up in Fastlane?"])
    func aQuestionWithAQuestionWordAsksTheStatus(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == "FastStatus", "\(String(describing: result.match?.intent)) \(result.explanation ?? "")")
    }

    @Test func askingHowToDoSomethingElseIsStillTurnedAway() throws {
        let result = try match("How do I delete my account in Fastlane?")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }

    @Test(arguments: [("Stop my fast in Fastlane", "EndFast"), ("Start my fast in Fastlane", "StartFast")])
    func theSameWordsAsARequestStillAct(utterance: String, intent: String) throws {
        #expect(try match(utterance).match?.intent == intent)
    }

    @Test func aQuestionAboutTheAppIsStillTurnedAway() throws {
        let result = try match("Is Fastlane free?")
        #expect(result.match == nil)
        #expect(result.reason == .noAction)
    }
}
