import Foundation
import TestSupport
import Testing

/// `shortcutpreview intents --report` and `--out`, end to end on the bundled SoupChef
/// definition and its App Shortcuts.
@Suite struct IntentsReportCLITests {
    static let siriKit = Repo.catalog("SoupChef") + "/SiriKit"

    func object(_ run: Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
    }

    @Test func reportOnSoupChef() throws {
        let run = try shortcutpreview(["intents", Self.siriKit, "--report", "--catalog", Repo.catalog("SoupChef"), "--json"])
        #expect(run.status == 0, "\(run)")
        let entries = try #require(try object(run)["intents"] as? [[String: Any]])
        let entry = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(entry["appIntent"] as? String == "OrderSoupIntent")
        #expect(entry["coveredBy"] as? String == "OrderSoup")
        let parameters = try #require(entry["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["to"] as? String } == ["Soup", "Int", "[MenuItemOption]"])
        #expect(parameters[0]["note"] is NSNull)
        #expect((parameters[2]["note"] as? String)?.contains("AppEntity") == true)
        let checks = try #require(entry["checks"] as? [[String: Any]])
        #expect(checks.count == 8)
        #expect(Set(checks.compactMap { $0["locale"] as? String }) == ["en", "ja", "vi", "zh-Hans"])
        // Neither the title nor the phrase names the app: alone, none of them runs a shortcut.
        for check in checks {
            let outcome = try #require(check["outcome"] as? [String: Any])
            #expect(outcome["triggers"] is NSNull, "\(check)")
            #expect(outcome["reason"] as? String == "app-name-missing", "\(check)")
        }
        let phrase = try #require(checks.first { $0["kind"] as? String == "phrase" && $0["locale"] as? String == "en" })
        let named = try #require(phrase["withApplicationName"] as? [String: Any])
        #expect(named["utterance"] as? String == "Time for soup in Soup Chef")
        let title = try #require(checks.first { $0["kind"] as? String == "title" && $0["locale"] as? String == "ja" })
        let namedTitle = try #require(title["withApplicationName"] as? [String: Any])
        #expect(namedTitle["utterance"] as? String == "Soup Chefでスープを注文")
        #expect(namedTitle["triggers"] as? String == "OrderSoup")
    }

    @Test func reportAsTextFromTheProject() throws {
        let run = try shortcutpreview(["intents", Self.siriKit, "--report", "--project", Repo.catalog("SoupChef") + "/Sources"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("OrderSoup → struct OrderSoupIntent: AppIntent"), "\(run)")
        #expect(run.stdout.contains("App Shortcuts: covered by OrderSoup"), "\(run)")
        #expect(run.stdout.contains("title en \"Order Soup\": triggers nothing: the app name is missing"), "\(run)")
        #expect(run.stdout.contains("with the app's name, \"Order Soup in Soup Chef\": triggers "), "\(run)")
        // The project's own sources hold English phrases only.
        #expect(run.stdout.contains("title ja \"スープを注文\": triggers nothing: the App Shortcuts have no phrases in ja"), "\(run)")
    }

    @Test func reportWithoutCatalogMapsOnly() throws {
        let run = try shortcutpreview(["intents", Self.siriKit, "--report"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("parameter quantity: Integer → Int"), "\(run)")
        #expect(run.stdout.contains("not checked"), "\(run)")
        let both = try shortcutpreview(["intents", Self.siriKit, "--report", "--out", "/tmp/unused"])
        #expect(both.status == 2, "\(both)")
    }

    @Test func starterCatalogForSoupChef() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let out = folder.path + "/Starter"
        let run = try shortcutpreview(["intents", Self.siriKit, "--out", out, "--catalog", Repo.catalog("SoupChef")])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("lint: no findings"), "\(run)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/AppShortcuts.json"))) as? [String: Any])
        #expect((manifest["application"] as? [String: Any])?["name"] as? String == "Soup Chef")
        let shortcut = try #require((manifest["shortcuts"] as? [[String: Any]])?.first)
        #expect(shortcut["intent"] as? String == "OrderSoupIntent")
        #expect(shortcut["phrases"] as? [String] == ["Time for soup in ${applicationName}", "Order Soup in ${applicationName}"])
        let soup = try #require((manifest["types"] as? [String: Any])?["Soup"] as? [String: Any])
        #expect((soup["values"] as? [[String: Any]])?.map { $0["id"] as? String } == ["chickenNoodle", "clamChowder", "tomato"])
        let lint = try shortcutpreview(["lint", "--catalog", out])
        #expect(lint.status == 0, "\(lint)")
        let match = try shortcutpreview(["Soup Chefでスープの時間", "--catalog", out, "--locale", "ja"])
        #expect(match.status == 0, "\(match)")
        #expect(match.stdout.contains("OrderSoupIntent"), "\(match)")
        let again = try shortcutpreview(["intents", Self.siriKit, "--out", out])
        #expect(again.status == 2, "\(again)")
        #expect(again.stderr.contains("--force"), "\(again)")
    }

    /// Twelve intents and a widget's configuration intent: ten shortcuts, those with a
    /// suggested phrase first, and the choice said.
    @Test func starterCatalogKeepsTheLimit() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        var intents = (1...10).map { IntentsFixture.intent("Task\($0)", title: "Run task number \($0)") }
        intents += [IntentsFixture.intent("Brew", title: "Brew coffee", phrase: "brew Coffee"),
                    IntentsFixture.intent("Steep", title: "Steep tea", phrase: "Tea time")]
        let widget = IntentsFixture.intent("Configuration", title: "Configuration")
            .replacingOccurrences(of: "<dict>", with: "<dict><key>INIntentIneligibleForSuggestions</key><true/>")
        let path = try folder.write("Intents.intentdefinition", IntentsFixture.definition(intents + [widget]))
        let run = try shortcutpreview(["intents", path, "--out", folder.path + "/Starter", "--json"])
        #expect(run.status == 0, "\(run)")
        let result = try object(run)
        let notes = try #require(result["notes"] as? [String])
        #expect(notes.contains { $0.contains("left out Task9, Task10") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("Configuration left out") }, "\(notes)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/Starter/AppShortcuts.json"))) as? [String: Any])
        let names = try #require((manifest["shortcuts"] as? [[String: Any]])?.compactMap { $0["intent"] as? String })
        #expect(names == ["BrewIntent", "SteepIntent"] + (1...8).map { "Task\($0)Intent" })
        // Siri ignores case, so the phrase and the title make one phrase.
        #expect((manifest["shortcuts"] as? [[String: Any]])?.first?["phrases"] as? [String] == ["brew Coffee in ${applicationName}"])
        // One locale: no String Catalog.
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Starter/AppShortcuts.xcstrings"))
        let lint = try shortcutpreview(["lint", "--catalog", folder.path + "/Starter"])
        #expect(lint.status == 0, "\(lint)")
    }
}
