import Foundation
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// The literal forms of `DisplayRepresentation` real apps write, resolved through the tables
/// they name (`Fixtures/RealShapes/Literals`).
@Suite struct LiteralFormTests {
    @Test func everyLiteralFormOfAnAppEnumIsRead() throws {
        let project = try ProjectImporter(directory: Repo.fixture("RealShapes/Literals")).run()
        let expected = try JSONParser.parse(#"""
            {"HeatingMode": {"kind": "enum", "values": [
              {"id": "eco", "title": {"en": "Eco mode", "ja": "エコモード"}},
              {"id": "comfort", "title": {"en": "Comfort", "ja": "快適"}},
              {"id": "boost", "title": {"en": "Boost", "ja": "ブースト"}, "synonyms": {"en": ["Turbo"], "ja": ["ターボ"]}},
              {"id": "away", "title": {"en": "Away", "ja": "外出"}},
              {"id": "night", "title": "Night"},
              {"id": "frost", "title": {"en": "Frost guard", "ja": "凍結防止"}}]}}
            """#)
        #expect(project.manifest["types"] == expected)
        #expect(!project.findings.contains { $0.message.contains("cannot read") }, "\(project.findings)")
    }
}

/// Phrase lists an app keeps in static properties (`phrases: playPhrases`), stored or computed,
/// named bare, through `Self` or through the provider (`Fixtures/RealShapes/PhraseLists`).
@Suite struct PhraseListTests {
    @Test func aPhraseListInAPropertyIsReadAsIfWrittenInPlace() throws {
        let project = try ProjectImporter(directory: Repo.fixture("RealShapes/PhraseLists")).run()
        let phrases = try #require(project.manifest["shortcuts"].flatMap { value -> [JSONValue]? in
            if case .array(let items) = value { items } else { nil }
        })
        let byIntent = phrases.compactMap { shortcut -> (String, JSONValue)? in
            guard case .string(let intent)? = shortcut["intent"], let list = shortcut["phrases"] else { return nil }
            return (intent, list)
        }
        #expect(byIntent.map(\.0) == ["PlayIntent", "PowerIntent", "MuteIntent"])
        #expect(byIntent.first?.1 == .array([.string("Press play with ${applicationName}"), .string("Pause ${device} with ${applicationName}")]))
        #expect(byIntent.dropFirst().first?.1 == .array([.string("Turn off the TV with ${applicationName}")]))
        #expect(byIntent.last?.1 == .array([.string("Mute the TV with ${applicationName}")]))
        #expect(!project.findings.contains { $0.message.contains("not an array literal") }, "\(project.findings)")
    }
}
