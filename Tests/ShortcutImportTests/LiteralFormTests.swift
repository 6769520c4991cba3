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
