import Foundation
import TestSupport
import Testing

/// `shortcutpreview intents`: the bundled SoupChef definition, folders with several files,
/// the development region, and bad input.
@Suite struct IntentsCLITests {
    static let soupChef = Repo.catalog("SoupChef") + "/SiriKit/Base.lproj/Intents.intentdefinition"

    func json(_ run: Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
    }

    @Test func soupChefAsJSON() throws {
        let run = try shortcutpreview(["intents", Self.soupChef, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let files = try #require(try json(run)["files"] as? [[String: Any]])
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file["developmentRegion"] as? String == "en")
        #expect(file["locales"] as? [String] == ["en", "ja", "vi", "zh-Hans"])
        let intent = try #require((file["intents"] as? [[String: Any]])?.first)
        #expect(intent["name"] as? String == "OrderSoup")
        #expect(intent["category"] as? String == "order")
        let title = try #require(intent["title"] as? [String: String])
        #expect(title == ["en": "Order Soup", "ja": "スープを注文", "vi": "Gọi súp", "zh-Hans": "点汤"])
        let phrase = try #require(intent["suggestedInvocationPhrase"] as? [String: String])
        #expect(phrase["en"] == "Time for soup")
        #expect(phrase["ja"] == "スープの時間")
        let parameters = try #require(intent["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["soup", "quantity", "options"])
        #expect(parameters.map { $0["type"] as? String } == ["Soup", "Integer", "MenuItemOption"])
        let soup = try #require((file["enums"] as? [[String: Any]])?.first)
        #expect(soup["name"] as? String == "Soup")
        let cases = try #require(soup["cases"] as? [[String: Any]])
        #expect(cases.map { $0["name"] as? String } == ["unknown", "chickenNoodle", "clamChowder", "tomato"])
        #expect((cases[3]["displayName"] as? [String: String])?["ja"] == "トマトスープ")
    }

    @Test func soupChefAsText() throws {
        let run = try shortcutpreview(["intents", Repo.catalog("SoupChef") + "/SiriKit"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("OrderSoup  [order]"), "\(run)")
        #expect(run.stdout.contains("ja: \"スープを注文\""), "\(run)")
        #expect(run.stdout.contains("soup: Soup, quantity: Integer, options: MenuItemOption[]"), "\(run)")
        #expect(run.stdout.contains("tomato"), "\(run)")
    }

    /// Two definitions in one app, the project's development region (ja), a table beside no
    /// definition, and a copy the project does not refer to.
    @Test func folderWithSeveralFiles() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", IntentsFixture.project(developmentRegion: "ja", files: ["Main.intentdefinition", "Widgets.intentdefinition"]))
        try folder.write("App/Base.lproj/Main.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Brew", title: "コーヒーを淹れる", phrase: "コーヒー")]))
        try folder.write("App/en.lproj/Main.strings", "\"BrewT\" = \"Brew Coffee\";\n\"BrewP\" = \"Coffee time\";\n")
        try folder.write("Widgets/Widgets.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Configuration", title: "設定")]))
        try folder.write("Other/fr.lproj/Main.strings", "\"BrewT\" = \"Préparer\";\n")
        try folder.write("Old/Stale.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Brew", title: "Brew")]))
        try folder.write(".build/Copy.intentdefinition", "not read")
        let run = try shortcutpreview(["intents", folder.path, "--json"])
        #expect(run.status == 0, "\(run)")
        let files = try #require(try json(run)["files"] as? [[String: Any]])
        #expect(files.map { ($0["path"] as? String).map { String($0.dropFirst(folder.path.count + 1)) } } ==
                ["App/Base.lproj/Main.intentdefinition", "Old/Stale.intentdefinition", "Widgets/Widgets.intentdefinition"])
        let main = files[0]
        #expect(main["developmentRegion"] as? String == "ja")
        #expect(main["locales"] as? [String] == ["ja", "en"])
        let intent = try #require((main["intents"] as? [[String: Any]])?.first)
        #expect(intent["title"] as? [String: String] == ["ja": "コーヒーを淹れる", "en": "Brew Coffee"])
        #expect(intent["suggestedInvocationPhrase"] as? [String: String] == ["ja": "コーヒー", "en": "Coffee time"])
        #expect(!run.stdout.contains("Préparer"))
        #expect(run.stderr.contains("Stale.intentdefinition: App.xcodeproj does not refer to this file"), "\(run)")
        #expect(!run.stderr.contains("Main.intentdefinition: "), "\(run)")
    }

    /// Xcode 16's synchronized folders hold their files without a reference to each.
    @Test func synchronizedFolderHoldsTheFile() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", IntentsFixture.project(developmentRegion: "en", files: [])
            .replacingOccurrences(of: "objects = {", with: "objects = {\n S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };"))
        try folder.write("App/Intents.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Brew", title: "Brew")]))
        try folder.write("Old/Intents.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Brew", title: "Brew")]))
        let run = try shortcutpreview(["intents", folder.path])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("App/Intents.intentdefinition"), "\(run)")
        #expect(run.stderr.contains("Old/Intents.intentdefinition: App.xcodeproj does not refer to this file"), "\(run)")
    }

    /// Xcode 15 and later keep the tables in `<Name>.xcstrings` beside the definition.
    @Test func stringCatalogTable() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("Shortcuts.intentdefinition", IntentsFixture.definition([IntentsFixture.intent("Brew", title: "Brew", phrase: "Coffee time")]))
        try folder.write("Shortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "BrewT": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "淹れる"}}}},
              "BrewP": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "コーヒーの時間"}}}}}}
            """)
        try folder.write("ja.lproj/Intents.strings", "\"BrewT\" = \"別のファイルの表\";\n")
        let run = try shortcutpreview(["intents", path, "--json"])
        #expect(run.status == 0, "\(run)")
        let file = try #require((try json(run)["files"] as? [[String: Any]])?.first)
        #expect(file["tables"] as? [String] == [folder.path + "/Shortcuts.xcstrings"])
        let intent = try #require((file["intents"] as? [[String: Any]])?.first)
        #expect(intent["title"] as? [String: String] == ["en": "Brew", "ja": "淹れる"])
        #expect(intent["suggestedInvocationPhrase"] as? [String: String] == ["en": "Coffee time", "ja": "コーヒーの時間"])
    }

    @Test func malformedXMLIsUnusable() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("Broken.intentdefinition", IntentsFixture.header + "\n<dict>\n<key>INIntents</key>\n<array>\n</dict>")
        let run = try shortcutpreview(["intents", path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("error: \(path):"), "\(run)")
        #expect(run.stderr.contains("not a readable XML property list"), "\(run)")
    }

    @Test func plistThatIsNoIntentDefinition() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("Info.intentdefinition", IntentsFixture.header + "<dict><key>CFBundleName</key><string>App</string></dict></plist>")
        let run = try shortcutpreview(["intents", path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("not an intent definition"), "\(run)")
    }

    @Test func missingPathAndEmptyFolder() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let missing = try shortcutpreview(["intents", folder.path + "/nothing"])
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr.hasPrefix("error: "), "\(missing)")
        let empty = try shortcutpreview(["intents", folder.path])
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.stderr.contains("no .intentdefinition file"), "\(empty)")
    }

    /// A partial file: an unknown parameter type, table keys that match no ID, a table that
    /// leaves an ID out, and a table that does not parse. Each is a warning; the rest is read.
    @Test func partialFileWarns() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("Base.lproj/Intents.intentdefinition", IntentsFixture.definition([
            IntentsFixture.intent("Start", title: "Start", phrase: "Go", parameters: [("when", "Hologram")]),
        ]))
        // `<promptID>-<valueID>` keys (a prompt per enum case) belong to the file.
        try folder.write("ja.lproj/Intents.strings", "\"StartT\" = \"開始\";\n\"Zz9Old\" = \"古い\";\n\"StartT-StartP\" = \"候補\";\n")
        try folder.write("de.lproj/Intents.strings", "\"StartT\" = \"Starten\"\n")
        let run = try shortcutpreview(["intents", path, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("parameter when of intent Start has type Hologram, which this reader does not know"), "\(run)")
        #expect(run.stderr.contains("ja.lproj/Intents.strings: 1 key(s) match no ID in the definition (Zz9Old)"), "\(run)")
        #expect(run.stderr.contains("ja.lproj/Intents.strings: no text for 1 ID(s): the phrase of Start (StartP)"), "\(run)")
        #expect(run.stderr.contains("de.lproj/Intents.strings"), "\(run)")
        #expect(run.stderrLines.allSatisfy { $0.hasPrefix("warning: ") }, "\(run)")
        let intent = try #require(((try json(run)["files"] as? [[String: Any]])?.first?["intents"] as? [[String: Any]])?.first)
        #expect(intent["title"] as? [String: String] == ["en": "Start", "ja": "開始"])
        #expect((intent["parameters"] as? [[String: Any]])?.first?["type"] as? String == "Hologram")
    }
}
