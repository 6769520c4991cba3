import Foundation
import TestSupport
import Testing

/// Suggested invocation phrases set in Swift code (`shortcutpreview intents DIR`, read by
/// `shortcutpreview-import intent-phrases`): literals, `NSLocalizedString` keys resolved per
/// locale, each with its source; a phrase built at run time is not read.
@Suite struct IntentsCodePhraseCLITests {
    @Test func phrasesFromSwiftCode() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("App/Base.lproj/Intents.intentdefinition", IntentsFixture.definition([
            IntentsFixture.intent("Brew", title: "Brew coffee"), IntentsFixture.intent("Steep", title: "Steep tea"),
        ]))
        try folder.write("App/Donations.swift", """
            import Intents

            func donateBrew() {
                let intent = BrewIntent()
                intent.suggestedInvocationPhrase = "Coffee time"
            }

            func donateSteep(title: String) {
                let steep: SteepIntent = SteepIntent()
                steep.suggestedInvocationPhrase = NSLocalizedString("STEEP_PHRASE", comment: "Add to Siri")
                let activity = NSUserActivity(activityType: "tea")
                activity.suggestedInvocationPhrase = title
            }
            """)
        try folder.write("App/en.lproj/Localizable.strings", "\"STEEP_PHRASE\" = \"Tea time\";\n")
        try folder.write("App/ja.lproj/Localizable.strings", "\"STEEP_PHRASE\" = \"お茶の時間\";\n")
        let run = try shortcutpreview(["intents", folder.path, "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try #require(JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let intents = try #require(((object["files"] as? [[String: Any]])?.first?["intents"]) as? [[String: Any]])
        #expect(intents[0]["suggestedInvocationPhrase"] as? [String: String] == ["en": "Coffee time"])
        #expect(intents[0]["phraseSources"] as? [String: String] == ["en": folder.path + "/App/Donations.swift:5"])
        #expect(intents[1]["suggestedInvocationPhrase"] as? [String: String] == ["en": "Tea time", "ja": "お茶の時間"])
        let sources = try #require(intents[1]["phraseSources"] as? [String: String])
        #expect(sources["ja"] == folder.path + "/App/Donations.swift:10 (key \"STEEP_PHRASE\")")
    }
}
