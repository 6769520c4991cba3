import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// How an English verb, its particle and the nouns around it are read: "take X off my list"
/// removes though "off" is followed by what it is taken from; "lights out" switches off; a
/// word after a possessive and a noun ends the noun phrase ("my workout log"), and "in" right
/// before the app's name places the request there ("log in Fitly" signs nobody in). The
/// catalogs and the utterances were written for this test.
@Suite("English particles")
struct EnglishParticleTests {
    private func match(_ utterance: String, catalog: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", catalog)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    static let shelfy = """
        {"sourceLanguage": "en", "application": {"name": "Shelfy"}, "shortcuts": [
          {"intent": "AddToReadingList", "shortTitle": "Add", "systemImageName": "plus", "phrases": ["Add a book to my ${applicationName} reading list"]},
          {"intent": "ShowStats", "shortTitle": "Stats", "systemImageName": "chart.bar", "phrases": ["Show my ${applicationName} stats"]}]}
        """

    @Test func takingOffSomewhereRemoves() throws {
        let result = try match("Take Dune off my reading list in Shelfy", catalog: Self.shelfy)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.explanation?.contains("take … off") == true, "\(result.explanation ?? "")")
    }

    @Test func puttingOnAListStillAdds() throws {
        #expect(try match("Put Dune on my reading list in Shelfy", catalog: Self.shelfy).match?.intent == "AddToReadingList")
    }

    @Test func lightsOutSwitchesOff() throws {
        let glowy = """
            {"sourceLanguage": "en", "application": {"name": "Glowy"}, "shortcuts": [
              {"intent": "LightsOn", "shortTitle": "On", "systemImageName": "lightbulb", "phrases": ["Turn on the lights with ${applicationName}"]},
              {"intent": "LightsOff", "shortTitle": "Off", "systemImageName": "lightbulb.slash", "phrases": ["Turn off the lights with ${applicationName}"]}]}
            """
        #expect(try match("Lights out please, Glowy, I am done for the night", catalog: glowy).match?.intent == "LightsOff")
    }

    @Test func aNounBeforeTheAppsNameSignsNobodyIn() throws {
        let fitly = """
            {"sourceLanguage": "en", "application": {"name": "Fitly"}, "shortcuts": [
              {"intent": "ShowHistory", "shortTitle": "History", "systemImageName": "clock", "phrases": ["Show my ${applicationName} history"]},
              {"intent": "LogWorkout", "shortTitle": "Log", "systemImageName": "plus", "phrases": ["Log a workout in ${applicationName}"]}]}
            """
        let result = try match("Pull up my workout log in Fitly", catalog: fitly)
        #expect(result.explanation?.contains("log in") != true, "\(result.explanation ?? "")")
        #expect(result.reason != .actionMismatch)
    }
}
