import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// A request's word agrees with a phrase's word of the same stem ("bikes" and "bike"), not with
/// one that only starts alike ("station" and "status"): a request for a gas station is no
/// request for the bikes' status. The catalog is written for this test.
@Suite("Shared stems")
struct SharedStemTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        try Data("""
        {"sourceLanguage": "en", "application": {"name": "Rackly"}, "shortcuts": [
          {"intent": "BikeStatus", "shortTitle": "Bike Status", "systemImageName": "bicycle",
           "phrases": ["Check bike status in ${applicationName}", "What's the status in ${applicationName}"]},
          {"intent": "MountBikes", "shortTitle": "Bikes Mounted", "systemImageName": "car",
           "phrases": ["Bikes mounted in ${applicationName}", "Loaded bikes in ${applicationName}"]}]}
        """.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test func aWordOfTheSameStemAgrees() throws {
        #expect(try match("Check the statuses of my bikes in Rackly").match?.intent == "BikeStatus")
    }

    @Test func aWordThatOnlyStartsAlikeDoesNot() throws {
        let result = try match("Find the nearest gas station with Rackly")
        #expect(result.match == nil, "\(String(describing: result.match?.intent))")
    }
}
