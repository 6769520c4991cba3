import ShortcutPreviewCore
import Foundation
import ShortcutImport
import TestSupport
import Testing

/// Projects that cannot be imported: one clear error naming the file (and line), exit 2.
@Suite struct ImportErrorTests {
    static func importing(_ name: String, target: String? = nil) -> ShortcutPreviewError? {
        do {
            _ = try ProjectImporter(directory: Repo.fixture("Errors/\(name)"), target: target).run()
            return nil
        } catch {
            return error
        }
    }

    @Test func unparsableSwiftNamesTheFileAndLine() throws {
        let error = try #require(Self.importing("BadSwift"))
        #expect(error.code == .unparsableSwift)
        #expect(error.file == "App/Shortcuts.swift")
        #expect(error.line == 5 || error.line == 6)
    }

    @Test func noProvider() throws {
        let error = try #require(Self.importing("NoProvider"))
        #expect(error.code == .noProvider)
        #expect(error.description.contains("1 Swift file"))
    }

    @Test func twoProvidersAreListedAndTargetPicksOne() throws {
        let error = try #require(Self.importing("TwoProviders"))
        #expect(error.code == .ambiguousTarget)
        #expect(error.description.contains("NotesShortcuts (Notes/NotesShortcuts.swift)"))
        #expect(error.description.contains("TasksShortcuts (Tasks/TasksShortcuts.swift)"))
        #expect(error.description.contains("--target"))
        let picked = try ProjectImporter(directory: Repo.fixture("Errors/TwoProviders"), target: "Tasks").run()
        #expect(picked.provider == "TasksShortcuts")
        #expect(Self.importing("TwoProviders", target: "Calendar")?.code == .unknownTarget)
    }

    /// Xcode drops a phrase without the app's name, so the import leaves it out with a warning.
    @Test func phraseWithoutTheAppNameIsLeftOutWithAWarning() throws {
        let project = try ProjectImporter(directory: Repo.fixture("Errors/NoAppName")).run()
        #expect(project.summary.shortcuts == 1)
        #expect(project.summary.phrases == 1)
        let dropped = try #require(project.findings.first { $0.message.contains("\"Open my list\"") })
        #expect(dropped.severity == .warning)
        #expect(dropped.file == "App/Shortcuts.swift")
        #expect(dropped.line == 9)
    }

    @Test func unreadablePlist() throws {
        let error = try #require(Self.importing("BadPlist"))
        #expect(error.code == .unreadableFile)
        #expect(error.file == "App/Info.plist")
        #expect(error.description.contains("Info.plist is not a readable property list"))
    }

    @Test(arguments: ["BadSwift", "NoProvider", "TwoProviders", "BadPlist", "BrokenIntent"])
    func theToolExitsTwoWithOneErrorLine(_ name: String) throws {
        let run = try shortcutpreview(["import", Repo.fixture("Errors/\(name)").path])
        #expect(run.status == 2, "\(run)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run)")
        #expect(lines.first?.hasPrefix("error: ") == true, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aMissingValuesFileIsAnError() throws {
        let run = try shortcutpreview(["import", Repo.catalogFolder("Demo").path, "--values", "/nonexistent/values.json"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("error: /nonexistent/values.json"), "\(run)")
    }
}

/// A file the provider needs that does not parse stays an error.
@Suite struct NeededFileErrorTests {
    @Test func anIntentFileThatDoesNotParseNamesItsFileAndLine() throws {
        let error = try #require(ImportErrorTests.importing("BrokenIntent"))
        #expect(error.code == .unparsableSwift)
        #expect(error.file == "App/BrewIntent.swift")
        #expect(error.line != nil)
        let run = try shortcutpreview(["import", Repo.fixture("Errors/BrokenIntent").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
    }
}
