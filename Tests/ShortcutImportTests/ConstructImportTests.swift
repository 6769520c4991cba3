import Foundation
import ShortcutCatalog
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// `Fixtures/Constructs`: an Xcode project with two targets, a provider that uses every form
/// the importer reads (builder body, member and global helpers, `LocalizedStringResource`
/// titles, an AppEnum in three spellings, an entity with a literal array, one with run-time
/// values) and the forms it must report (`#if` on a module it cannot know, `if`, a phrase built
/// at run time).
@Suite struct ConstructImportTests {
    static let folder = Repo.fixture("Constructs")

    static func imported(values: ValuesFile? = nil) throws -> ImportedProject {
        try ProjectImporter(directory: folder, values: values).run()
    }

    @Test func readsEveryStaticForm() throws {
        let imported = try Self.imported()
        #expect(imported.provider == "RecipeShortcuts")
        #expect(imported.providerFile == "Recipes/Shortcuts/RecipeShortcuts.swift")
        #expect(imported.target == "Recipes")
        let expected = try JSONParser.parse(#"""
            {"sourceLanguage": "en",
             "application": {"name": {"en": "Recipes", "ja": "レシピ"}, "synonyms": {"en": ["Recipe Box"], "ja": ["レシピボックス"]}},
             "shortcuts": [
               {"intent": "CookRecipeIntent", "shortTitle": "Cook", "systemImageName": "frying.pan",
                "phrases": ["Cook ${recipe} with ${applicationName}", "Make ${recipe} in ${applicationName}", "Start cooking with ${applicationName}"],
                "parameters": {"recipe": "Recipe"}},
               {"intent": "StartTimerIntent", "shortTitle": "Timer", "systemImageName": "timer", "phrases": ["Start a ${applicationName} timer"]},
               {"intent": "PlanMealIntent", "shortTitle": "Plan Meal", "systemImageName": "calendar",
                "phrases": ["Plan a ${course} in ${applicationName}", "Plan dinner with ${applicationName}"], "parameters": {"course": "Course"}},
               {"intent": "AddIngredientIntent", "shortTitle": "Add Ingredient", "systemImageName": "cart",
                "phrases": ["Add ${ingredient} to my ${applicationName} list"], "parameters": {"ingredient": "Ingredient"}}
             ],
             "types": {
               "Recipe": {"kind": "entity", "values": [{"id": "pancakes", "title": "Pancakes"}, {"id": "ramen", "title": "Ramen"}]},
               "Course": {"kind": "enum", "values": [
                 {"id": "starter", "title": "Starter"},
                 {"id": "main", "title": {"en": "Main Course", "ja": "メイン"}},
                 {"id": "dessert", "title": {"en": "Dessert", "ja": "デザート"}, "synonyms": {"en": ["sweets", "pudding"], "ja": ["スイーツ"]}},
                 {"id": "side", "title": "Side Dish"}]},
               "Ingredient": {"kind": "entity", "values": []}
             },
             "negativePhrases": ["Cook ${applicationName} for me"]}
            """#)
        #expect(imported.manifest == expected, "\(imported.manifestText)")
    }

    @Test func reportsWhatItCannotReadWithFileAndLine() throws {
        let imported = try Self.imported()
        let warnings = imported.findings.filter { $0.severity == .warning }.map { "\($0.file):\($0.line ?? 0)" }
        let file = "Recipes/Shortcuts/RecipeShortcuts.swift"
        #expect(warnings.contains("\(file):18"), "#if: \(imported.findings)")
        #expect(warnings.contains("\(file):21"), "if: \(imported.findings)")
        #expect(warnings.contains("\(file):28"), "run-time phrase: \(imported.findings)")
        #expect(warnings.contains("Recipes/Model/Ingredient.swift:4"), "run-time entity values: \(imported.findings)")
        #expect(warnings.count == 4, "\(imported.findings)")
        let notes = imported.findings.filter { $0.severity == .note }.map(\.message)
        #expect(notes.contains { $0.contains("shortTitle key \"shortcut.cook.title\"") })
        #expect(notes.contains { $0.contains("literal array `samples`") && $0.contains("`name:`") })
        #expect(notes.contains { $0.contains("\"Recipes\" comes from Recipes/Info.plist CFBundleName") })
        #expect(imported.findings.contains { $0.file == "Recipes/Templates/Feature.swift" && $0.message.hasPrefix("skipped: a template") })
    }

    @Test func valuesFileGivesEntityValues() throws {
        let values = try ValuesFile.read(Self.folder.appendingPathComponent("ingredients.json"), display: "ingredients.json")
        let imported = try Self.imported(values: values)
        guard case .array(let ingredients)? = imported.manifest["types"]?["Ingredient"]?["values"] else {
            Issue.record("no Ingredient values")
            return
        }
        #expect(ingredients.count == 2)
        #expect(ingredients.first?["title"]?["ja"] == .string("小麦粉"))
        #expect(!imported.findings.contains { $0.message.contains("Ingredient exist only at run time") })
    }

    @Test func legacyStringsAreUsedAndTheCatalogLoads() throws {
        let imported = try Self.imported()
        #expect(imported.stringCatalog == nil)
        #expect(imported.legacyStrings.map(\.locale) == ["en", "ja"])
        let catalog = try imported.catalog()
        #expect(catalog.locales == ["en", "ja"])
        #expect(catalog.content(for: "ja").phrases(for: "PlanMealIntent").map(\.template.text) == ["${applicationName}で${course}を計画"])
    }
}
