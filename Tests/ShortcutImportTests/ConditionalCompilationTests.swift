import Foundation
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// `Fixtures/RealShapes/Conditions`: shortcuts, negative phrases and display representations
/// behind `#if`, read as an iPhone build compiles them; a keyword case in backquotes; a
/// parameter named through its intent's type.
@Suite struct ConditionalCompilationTests {
    static func imported() throws -> ImportedProject {
        try ProjectImporter(directory: Repo.fixture("RealShapes/Conditions")).run()
    }

    @Test func theIPhoneBranchOfEachIfIsRead() throws {
        let project = try Self.imported()
        let intents = project.manifest["shortcuts"].flatMap { value -> [String]? in
            guard case .array(let items) = value else { return nil }
            return items.compactMap { if case .string(let name)? = $0["intent"] { name } else { nil } }
        }
        #expect(intents == ["PlayIntent", "SetModeIntent", "LockScreenIntent", "LiveActivityIntent"])
        #expect(project.manifest["negativePhrases"] == .array([.string("Play ${applicationName} on the radio")]))
        let notes = project.findings.filter { $0.severity == .note }.map(\.message)
        #expect(notes.contains { $0.contains("`#if !targetEnvironment(macCatalyst)` branch") })
        #expect(notes.contains { $0.contains("`#elseif os(iOS) || os(visionOS)` branch") })
        #expect(notes.contains { $0.contains("none of whose branches an iPhone build compiles") })
    }

    @Test func anIfOnABuildSettingIsReportedNotGuessed() throws {
        let project = try Self.imported()
        let warnings = project.findings.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.line == 24)
        #expect(warnings.first?.message.contains("`DEBUG`") == true)
        #expect(!project.manifestText.contains("ResetIntent"))
    }

    @Test func aKeywordCaseAndAParameterNamedThroughItsIntentAreRead() throws {
        let project = try Self.imported()
        let expected = try JSONParser.parse(#"""
            {"PlaybackMode": {"kind": "enum", "values": [
              {"id": "shuffle", "title": "Shuffle", "synonyms": {"en": ["random order"]}},
              {"id": "repeat", "title": "Repeat", "synonyms": {"en": ["loop"]}}]}}
            """#)
        #expect(project.manifest["types"] == expected)
        guard case .array(let shortcuts)? = project.manifest["shortcuts"], shortcuts.count > 1 else {
            Issue.record("no shortcuts: \(project.manifestText)")
            return
        }
        let mode = shortcuts[1]
        #expect(mode["phrases"] == .array([.string("Turn on ${mode} in ${applicationName}")]))
        #expect(mode["parameters"] == .object([("mode", .string("PlaybackMode"))]))
    }
}
