import ShortcutPreviewCore
import Foundation
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// Projects with several app targets that build the provider, written here in the shapes real
/// apps have (Docs/importing.md): the target is chosen with no flags, and only a
/// choice that changes the catalog asks for `--target`.
@Suite struct TargetChoiceTests {
    static func imported(_ name: String, target: String? = nil) throws -> ImportedProject {
        try ProjectImporter(directory: Repo.fixture("RealShapes/\(name)"), target: target).run()
    }

    /// An iOS and a watchOS app sharing a file-system synchronized folder (the watch app gets
    /// the provider through an exception set); a widget with its own InfoPlist.strings.
    @Test func identicalCatalogsImportWithANoteAndAWidgetNeverNamesTheApp() throws {
        let project = try Self.imported("PhoneAndWatch")
        #expect(project.target == "Garden")
        let note = try #require(project.findings.first { $0.message.contains("give the same catalog") })
        #expect(note.severity == .note)
        #expect(note.message.contains("Garden (iOS), GardenWatch (watchOS)"))
        #expect(note.message.contains("imported for Garden"))
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": {"en": "Garden", "ja": "ガーデン"}}"#)))
        #expect(project.summary.shortcuts == 1)
        #expect(project.summary.phrases == 2)
    }

    /// An iOS and a tvOS app listing the provider in their Sources build phases; the name comes
    /// from an xcconfig variable (includes, a missing optional include, Release before Debug).
    @Test func theIOSAppWinsWhenCatalogsDifferAndXcconfigVariablesResolve() throws {
        let project = try Self.imported("PhoneAndTV")
        #expect(project.target == "Cinema")
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Cinema Club"}"#)))
        #expect(project.applicationNameSource == "Cinema/Info.plist CFBundleDisplayName")
        let note = try #require(project.findings.first { $0.message.contains("imported for the iOS app target") })
        #expect(note.severity == .note)
        #expect(note.message.contains("CinemaTV (tvOS) also builds the provider, with a different catalog (app name)"))
        let tv = try Self.imported("PhoneAndTV", target: "CinemaTV")
        #expect(tv.manifest["application"] == (try JSONParser.parse(#"{"name": "Cinema Club TV"}"#)))
    }

    /// Two iOS apps whose names differ: the choice changes the catalog, so it is an error
    /// that lists each target with what differs.
    @Test func twoIOSAppsThatDifferNeedTarget() throws {
        let error = try #require(throws: ShortcutPreviewError.self) { try Self.imported("TwinApps") }
        #expect(error.code == .ambiguousTarget)
        #expect(error.description.contains("Blue (iOS): app name"))
        #expect(error.description.contains("\"Blue Paint\""))
        #expect(error.description.contains("Green (iOS): app name"))
        #expect(error.description.contains("--target"))
        #expect(try Self.imported("TwinApps", target: "Green").manifest["application"] == (try JSONParser.parse(#"{"name": "Green Paint"}"#)))
    }

    @Test func twoIOSAppsThatDifferExitTwoWithOneErrorLine() throws {
        let run = try shortcutpreview(["import", Repo.fixture("RealShapes/TwinApps").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("error: "), "\(run)")
    }

    /// XcodeGen: source folders with excludes, `configFiles` xcconfig, `info.properties`.
    @Test func anXcodeGenSpecGivesTargetsFoldersAndNames() throws {
        let project = try Self.imported("XcodeGenApp")
        #expect(project.target == "Lantern")
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Lantern"}"#)))
        #expect(project.applicationNameSource == "project.yml INFOPLIST_KEY_CFBundleDisplayName")
        #expect(project.findings.contains { $0.message.contains("Lantern (iOS), LanternWatch (watchOS) both build the provider") })
    }

    /// A spec named `Project.yml` is read as `project.yml` is: XcodeGen finds either on a Mac.
    @Test func aCapitalisedSpecIsReadToo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("XcodeGenApp")
        try FileManager.default.copyItem(at: Repo.fixture("RealShapes/XcodeGenApp"), to: copy)
        try FileManager.default.moveItem(at: copy.appendingPathComponent("project.yml"), to: copy.appendingPathComponent("Project.yml"))
        let project = try ProjectImporter(directory: copy, target: nil).run()
        #expect(project.target == "Lantern")
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Lantern"}"#)))
    }

    /// `#if DEBUG … #elseif LANTERN_PRO`: the Release configuration's
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (an xcconfig here) decides, as for the shipped app.
    @Test func theReleaseConfigurationsConditionsChooseTheBranch() throws {
        let project = try Self.imported("XcodeGenApp")
        #expect(project.manifestText.contains("StrobeIntent"))
        #expect(!project.manifestText.contains("ResetIntent"))
        #expect(!project.findings.contains { $0.severity == .warning && $0.message.contains("#if") }, "\(project.findings)")
        #expect(project.findings.contains { $0.severity == .note && $0.message.contains("`#elseif LANTERN_PRO` branch") })
    }

    /// A Swift Playgrounds-style app package: the `.iOSApplication` product names the app.
    @Test func aSwiftPackageAppProductNamesTheApp() throws {
        let project = try Self.imported("PackageApp")
        #expect(project.target == "Pocket Notes")
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Pocket Notes"}"#)))
    }

    /// A file outside the provider's reach that does not parse (an unusual character in its
    /// name) is skipped with a warning; one the provider needs is still the error.
    @Test func anUnrelatedFileThatDoesNotParseIsAWarning() throws {
        let project = try Self.imported("BrokenNeighbour")
        #expect(project.summary.shortcuts == 1)
        let skipped = try #require(project.findings.first { $0.message.contains("does not parse") })
        #expect(skipped.severity == .warning)
        #expect(skipped.file == "Packages/Formatting/Tests/FormattingTests/Degrees°Tests.swift")
        let run = try shortcutpreview(["import", Repo.fixture("RealShapes/BrokenNeighbour").path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("warning: Packages/Formatting/Tests/FormattingTests/Degrees°Tests.swift: skipped"), "\(run)")
    }
}
