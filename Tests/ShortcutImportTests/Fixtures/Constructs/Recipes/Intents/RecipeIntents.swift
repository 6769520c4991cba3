import AppIntents

struct CookRecipeIntent: AppIntent {
    static let title: LocalizedStringResource = "Cook"

    @Parameter(title: "Recipe")
    var recipe: Recipe?

    @Parameter(title: "Servings", default: 2)
    var servings: Int

    func perform() async throws -> some IntentResult { .result() }
}

struct PlanMealIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Meal"

    @Parameter(title: "Course")
    var course: Course

    func perform() async throws -> some IntentResult { .result() }
}

struct AddIngredientIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Ingredient"

    @Parameter(title: "Ingredient")
    var ingredient: Ingredient?

    func perform() async throws -> some IntentResult { .result() }
}

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Timer"
    func perform() async throws -> some IntentResult { .result() }
}
