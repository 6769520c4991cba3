import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutCatalog
@testable import ShortcutLint
import TestSupport
import Testing

/// A catalog folder in the temp directory, built from a manifest written in code.
struct LintFixture {
    var shortcuts: [JSONValue] = []
    var types: [(String, JSONValue)] = []
    var negatives: [String] = []
    var applicationSynonyms: [String] = ["Demo App"]
    var files: [String: String] = [:]

    mutating func shortcut(
        _ intent: String, _ phrases: [String], parameters: [(String, String)] = [],
        shortTitle: String? = "Title", image: String? = "star"
    ) {
        var members: [(String, JSONValue)] = [("intent", .string(intent))]
        if let shortTitle { members.append(("shortTitle", .string(shortTitle))) }
        if let image { members.append(("systemImageName", .string(image))) }
        members.append(("phrases", .array(phrases.map { .string($0) })))
        members.append(("parameters", .object(parameters.map { ($0.0, .string($0.1)) })))
        shortcuts.append(.object(members))
    }

    /// A type whose values are titled by `titles` (ids are the titles lowercased).
    mutating func type(_ name: String, kind: String = "entity", titles: [String]) {
        types.append((name, .object([
            ("kind", .string(kind)),
            ("values", .array(titles.map { .object([("id", .string($0.lowercased())), ("title", .string($0))]) })),
        ])))
    }

    var manifest: String {
        JSONWriter.write(.object([
            ("sourceLanguage", .string("en")),
            ("application", .object([("name", .string("Demo")), ("synonyms", .array(applicationSynonyms.map { .string($0) }))])),
            ("shortcuts", .array(shortcuts)),
            ("types", .object(types)),
            ("negativePhrases", .array(negatives.map { .string($0) })),
        ]), style: .pretty)
    }

    /// Writes the folder; the caller removes it with `FileManager.default.removeItem`.
    func write() throws -> URL {
        let folder = try TempFolder()
        try folder.write("AppShortcuts.json", manifest)
        for (path, text) in files {
            try folder.write(path, text)
        }
        return folder.url
    }

    /// Writes, loads and lints the catalog.
    func lint() throws -> LintReport {
        let directory = try write()
        defer { try? FileManager.default.removeItem(at: directory) }
        return Linter().lint(try Catalog.load(directory: directory))
    }
}
