import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutCatalog
import TestSupport
import Testing

@Suite("Command line: lint, expand, migrate", .enabled(if: Binary.url != nil))
struct CommandLineTests {
    @Test func lintDemoExitsZero() throws {
        let output = try shortcutpreview(["lint", "--catalog", Repo.catalog("Demo")])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.hasSuffix("0 errors, 0 warnings\n"))
    }

    @Test func lintErrorsExitOneAndJSONListsRules() throws {
        var fixture = LintFixture()
        for index in 0..<11 { fixture.shortcut("Intent\(index)", ["Do thing \(index) in ${applicationName}"]) }
        fixture.shortcut("Bad", ["No app name here"])
        let directory = try fixture.write()
        defer { try? FileManager.default.removeItem(at: directory) }

        let text = try shortcutpreview(["lint", "--catalog", directory.path])
        #expect(text.status == 1)
        #expect(text.stdout.contains("[too-many-shortcuts]"))
        #expect(text.stdout.contains("[application-name-count]"))

        let json = try shortcutpreview(["lint", "--catalog", directory.path, "--json"])
        #expect(json.status == 1)
        let value = try JSONParser.parse(json.stdout)
        #expect(value["errors"] == .number(2))
        guard case .array(let findings)? = value["findings"] else {
            Issue.record("no findings array")
            return
        }
        let errors = findings.filter { $0["severity"] == .string("error") }
        #expect(errors.compactMap { $0["rule"] } == [.string("too-many-shortcuts"), .string("application-name-count")])
    }

    @Test func unreadableCatalogExitsTwoWithOneLine() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open in ${applicationName}"])
        let directory = try fixture.write()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"sourceLanguage\": ".utf8).write(to: directory.appendingPathComponent("AppShortcuts.json"))

        for command in [["lint"], ["expand"]] {
            let output = try shortcutpreview(command + ["--catalog", directory.path])
            #expect(output.status == 2)
            #expect(output.stdout.isEmpty)
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(output.stderr.hasPrefix("error: \(directory.path)/AppShortcuts.json: line 1, column 20"))
            #expect(output.stderr.contains("(fix the JSON syntax)"))
        }
    }

    @Test func expandJSONCountsAndLocaleErrors() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${list} in ${applicationName}", "Open my lists in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.type("TodoList", titles: ["Groceries", "Work", "Packing"])
        let directory = try fixture.write()
        defer { try? FileManager.default.removeItem(at: directory) }

        let output = try shortcutpreview(["expand", "--catalog", directory.path, "--locale", "en-US", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let value = try JSONParser.parse(output.stdout)
        guard case .array(let locales)? = value["locales"], let english = locales.first else {
            Issue.record("no locales")
            return
        }
        #expect(english["locale"] == .string("en"))
        #expect(english["count"] == .number(4))
        #expect(english["limit"] == .number(1000))
        #expect(english["countWithSynonyms"] == .number(8))
        guard case .array(let phrases)? = english["phrases"] else {
            Issue.record("no phrases")
            return
        }
        #expect(phrases.count == 8)
        #expect(phrases.first?["text"] == .string("Open Groceries in Demo"))
        #expect(phrases.first?["parameters"] == .array([.object([("name", .string("list")), ("id", .string("groceries")), ("text", .string("Groceries")), ("synonym", .bool(false))])]))

        let klingon = try shortcutpreview(["expand", "--catalog", directory.path, "--locale", "klingon"])
        #expect(klingon.status == 2)
        #expect(klingon.stderr.hasPrefix("error: --locale klingon:"))
        let absent = try shortcutpreview(["expand", "--catalog", directory.path, "--locale", "fr"])
        #expect(absent.status == 2)
        #expect(absent.stderr.contains("use one of: en"))
    }

    @Test func migrateRefusesWithoutForce() throws {
        var fixture = LintFixture()
        fixture.shortcut("Create", ["Create a list in ${applicationName}"])
        fixture.files = [
            "ja.lproj/AppShortcuts.strings": #""Create a list in ${applicationName}" = "${applicationName}でリストを作成";"#,
            "AppShortcuts.xcstrings": "old",
        ]
        let directory = try fixture.write()
        defer { try? FileManager.default.removeItem(at: directory) }

        let refused = try shortcutpreview(["migrate", directory.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("AppShortcuts.xcstrings: the String Catalog already exists (pass --force to replace it)\n"))
        #expect(try String(contentsOf: directory.appendingPathComponent("AppShortcuts.xcstrings"), encoding: .utf8) == "old")

        let forced = try shortcutpreview(["migrate", directory.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        let catalog = try Catalog.load(directory: directory)
        #expect(catalog.content(for: "ja").phrases(for: "Create").map(\.template.text) == ["${applicationName}でリストを作成"])
        let lint = try shortcutpreview(["lint", "--catalog", directory.path])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("[legacy-and-catalog]"))
    }
}
