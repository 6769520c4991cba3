import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ShortcutCatalog
import TestSupport
import Testing

/// Runs `body`, expecting a `ShortcutPreviewError` of `kind`, and returns it for further checks.
@discardableResult
func expectCatalogError(
    _ kind: ShortcutPreviewError.Code, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws(ShortcutPreviewError) -> Void
) -> ShortcutPreviewError? {
    do {
        try body()
        Issue.record("expected a \(kind) error, but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.code == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        return error
    }
}

enum Fixtures {
    /// The file `name` of this target's Fixtures folder, as text.
    static func text(_ name: String) -> String {
        (try? String(contentsOf: Repo.url("Tests/ShortcutCatalogTests/Fixtures/\(name)"), encoding: .utf8)) ?? ""
    }

    /// Two shortcuts, one parameter type with two values, one negative phrase.
    static let manifest = """
    {
      "sourceLanguage": "en",
      "application": { "name": "Demo", "synonyms": { "en": ["Demo App"], "ja": ["デモ"] } },
      "shortcuts": [
        { "intent": "SummarizeList", "shortTitle": "Summarize List", "systemImageName": "list.bullet.rectangle",
          "phrases": ["Summarize ${list} in ${applicationName}", "Summarize my lists in ${applicationName}"],
          "parameters": { "list": "TodoList" } },
        { "intent": "CreateList", "shortTitle": "Create List", "systemImageName": "plus",
          "phrases": ["Create a list in ${applicationName}"] }
      ],
      "types": {
        "TodoList": { "kind": "entity", "values": [
          { "id": "groceries", "title": { "en": "Grocery List", "ja": "買い物リスト" },
            "synonyms": { "en": ["shopping list", "groceries"], "ja": ["買い物"] } },
          { "id": "work", "title": "Work", "synonyms": ["job"] } ] }
      },
      "negativePhrases": ["Send ${applicationName} summary to the store"]
    }
    """

    /// Xcode-extracted form: one key per shortcut, stringSet per locale.
    static let extractedCatalog = text("Extracted.xcstrings")

    /// Hand-written form: one key per phrase, stringUnit per locale; no extractionState on one key.
    static let manualCatalog = text("Manual.xcstrings")

    /// Both forms in one file, plus a key nothing uses.
    static let mixedCatalog = text("Mixed.xcstrings")

    /// A catalog folder with the manifest and optional extra files.
    static func catalog(manifest: String = Fixtures.manifest, files: [String: String] = [:]) throws -> TempFolder {
        let directory = try TempFolder()
        try directory.write("AppShortcuts.json", manifest)
        for (path, text) in files {
            try directory.write(path, text)
        }
        return directory
    }
}

extension Catalog {
    /// Phrase texts of `intent` in `locale`.
    func texts(_ intent: String, _ locale: String) -> [String] {
        content(for: locale).phrases(for: intent).map(\.template.text)
    }
}
