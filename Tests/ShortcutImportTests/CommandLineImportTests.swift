import Foundation
import TestSupport
import Testing

/// `shortcutpreview import` and `--project` through the built tools.
@Suite struct CommandLineImportTests {
    @Test func importWritesACatalogThatLintAndMatchRead() throws {
        let out = try TempFolder().url
        defer { try? FileManager.default.removeItem(at: out) }
        let demo = Repo.catalogFolder("Demo")
        let run = try shortcutpreview(["import", demo.path, "--values", demo.appendingPathComponent("Sources/Values.json").path, "--out", out.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("DemoShortcuts (Sources/Demo/DemoShortcuts.swift): 5 shortcuts, 20 phrases, types TodoList"), "\(run)")
        #expect(run.stdout.contains("wrote \(out.path)/AppShortcuts.json"), "\(run)")
        let written = try Data(contentsOf: out.appendingPathComponent("AppShortcuts.json"))
        #expect(written == (try Data(contentsOf: demo.appendingPathComponent("AppShortcuts.json"))))
        #expect(try Data(contentsOf: out.appendingPathComponent("AppShortcuts.xcstrings")) == (try Data(contentsOf: demo.appendingPathComponent("AppShortcuts.xcstrings"))))
        let match = try shortcutpreview(["Demoにある買い物リストの要約をくれ", "--locale", "ja", "--catalog", out.path])
        #expect(match.status == 0, "\(match)")
        #expect(match.stdout.hasPrefix("SummarizeList"), "\(match)")
    }

    @Test func jsonReportListsFindingsAndTheManifest() throws {
        let run = try shortcutpreview(["import", Repo.fixture("Constructs").path, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\"provider\" : \"RecipeShortcuts\"") || run.stdout.contains("\"provider\": \"RecipeShortcuts\""), "\(run)")
        #expect(run.stdout.contains("\"line\": 18") || run.stdout.contains("\"line\" : 18"), "\(run)")
        #expect(run.stdout.contains("\"manifest\""), "\(run)")
    }

    @Test func projectImportsInMemoryForMatchLintAndExpand() throws {
        let demo = Repo.catalogFolder("Demo")
        let values = demo.appendingPathComponent("Sources/Values.json").path
        let match = try shortcutpreview(["Demoにある買い物リストの要約をくれ", "--locale", "ja", "--project", demo.path, "--values", values, "--json"])
        #expect(match.status == 0, "\(match)")
        #expect(match.stdout.contains("\"intent\":\"SummarizeList\""), "\(match)")
        #expect(match.stdout.contains("\"id\":\"groceries\""), "\(match)")
        let lint = try shortcutpreview(["lint", "--project", Repo.fixture("Constructs").path])
        #expect(lint.stdout.contains("StartTimerIntent has no phrase in ja"), "\(lint)")
        #expect(lint.stdout.contains("missing-locale 3"), "\(lint)")
        let expand = try shortcutpreview(["expand", "--project", demo.path, "--values", values, "--locale", "ja"])
        #expect(expand.status == 0, "\(expand)")
        #expect(expand.stdout.contains("Demoの買い物リストを要約"), "\(expand)")
    }

    /// Phrases written as keys are worded by the source language's own table, as Siri words them.
    @Test func phraseKeysAreWordedByTheSourceTable() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("Mensa/Shortcuts.swift", #"""
            import AppIntents

            struct ShowOpenIntent: AppIntent {
                static let title: LocalizedStringResource = "Open Now"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct MensaShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: ShowOpenIntent(), phrases: ["SHOW_OPEN_IN_\(.applicationName)"],
                                shortTitle: "Open Now", systemImageName: "clock")
                }
            }
            """#)
        try folder.write("Mensa/en.lproj/AppShortcuts.strings", #""SHOW_OPEN_IN_${applicationName}" = "Show open cafeterias in ${applicationName}";"#)
        try folder.write("Mensa/ja.lproj/AppShortcuts.strings", #""SHOW_OPEN_IN_${applicationName}" = "${applicationName}で開いている食堂を表示";"#)
        let english = try shortcutpreview(["Show open cafeterias in Mensa", "--project", folder.url.path, "--json"])
        #expect(english.status == 0, "\(english)")
        #expect(english.stdout.contains("\"kind\":\"exact\""), "\(english)")
        let japanese = try shortcutpreview(["Mensaで開いている食堂を表示", "--locale", "ja", "--project", folder.url.path, "--json"])
        #expect(japanese.stdout.contains("\"intent\":\"ShowOpenIntent\""), "\(japanese)")
    }

    @Test func projectAndCatalogTogetherAreRefused() throws {
        let run = try shortcutpreview(["lint", "--project", Repo.catalogFolder("Demo").path, "--catalog", Repo.catalogFolder("Demo").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("error: pass either --catalog or --project"), "\(run)")
    }

    @Test func projectErrorsExitTwo() throws {
        let run = try shortcutpreview(["Open Notes", "--project", Repo.fixture("Errors/TwoProviders").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("2 AppShortcutsProvider types"), "\(run)")
    }
}
