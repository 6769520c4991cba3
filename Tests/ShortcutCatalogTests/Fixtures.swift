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
    static let extractedCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Create a list in ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : { "stringSet" : { "state" : "new", "values" : [ "Create a list in ${applicationName}" ] } },
            "ja" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}でリストを作成", "${applicationName}で新しいリスト" ] } }
          }
        },
        "Summarize ${list} in ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : { "stringSet" : { "state" : "new", "values" : [ "Summarize ${list} in ${applicationName}", "Summarize my lists in ${applicationName}" ] } },
            "ja" : { "stringSet" : { "state" : "needs_review", "values" : [ "${applicationName}の${list}を要約" ] } }
          }
        }
      },
      "version" : "1.1"
    }
    """

    /// Hand-written form: one key per phrase, stringUnit per locale; no extractionState on one key.
    static let manualCatalog = """
    {
      "sourceLanguage": "en",
      "strings": {
        "Summarize ${list} in ${applicationName}": {
          "extractionState": "manual",
          "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "Summarize ${list} in ${applicationName}" } },
            "ja": { "stringUnit": { "state": "translated", "value": "${applicationName}の${list}を要約" } }
          }
        },
        "Summarize my lists in ${applicationName}": {
          "localizations": {
            "ja": { "stringUnit": { "state": "stale", "value": "${applicationName}でリストを要約" } }
          }
        },
        "Send ${applicationName} summary to the store": {
          "extractionState": "manual",
          "localizations": {
            "ja": { "stringUnit": { "state": "translated", "value": "${applicationName}の要約を店に送る" } }
          }
        }
      },
      "version": "1.0"
    }
    """

    /// Both forms in one file, plus a key nothing uses.
    static let mixedCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Create a list in ${applicationName}" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Create a list in ${applicationName}" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Créer une liste dans ${applicationName}" } }
          }
        },
        "Forgotten phrase in ${applicationName}" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Phrase oubliée dans ${applicationName}" } }
          }
        },
        "Summarize ${list} in ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "fr" : { "stringSet" : { "state" : "translated", "values" : [ "Résume ${list} dans ${applicationName}", "Résume mes listes dans ${applicationName}" ] } }
          }
        }
      },
      "version" : "1.2"
    }
    """

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
