import AppIntents

/// Every form the importer reads, and a few it must report instead of guessing.
struct RecipeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CookRecipeIntent(),
            phrases: [
                "Cook \(\.$recipe) with \(.applicationName)",
                "Make \(\.$recipe) in \(.applicationName)",
                "Start cooking with \(.applicationName)",
            ],
            shortTitle: "shortcut.cook.title",
            systemImageName: "frying.pan"
        )
        timerShortcut()
        Self.planShortcut
        #if canImport(RecipeKit)
        AppShortcut(intent: ShareRecipeIntent(), phrases: ["Share a recipe from \(.applicationName)"], shortTitle: "Share", systemImageName: "square.and.arrow.up")
        #endif
        if UserDefaults.standard.bool(forKey: "beta") {
            AppShortcut(intent: BetaIntent(), phrases: ["Try the beta of \(.applicationName)"], shortTitle: "Beta", systemImageName: "testtube.2")
        }
        AppShortcut(
            intent: AddIngredientIntent(),
            phrases: [
                "Add \(\.$ingredient) to my \(.applicationName) list",
                greeting,
            ],
            shortTitle: LocalizedStringResource("Add Ingredient"),
            systemImageName: "cart"
        )
    }

    static let greeting = AppShortcutPhrase<AddIngredientIntent>("Hello \(.applicationName)")

    static var planShortcut: AppShortcut {
        AppShortcut(
            intent: PlanMealIntent(),
            phrases: ["Plan a \(\.$course) in \(.applicationName)", "Plan dinner with \(.applicationName)"],
            shortTitle: "Plan Meal",
            systemImageName: "calendar"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cook \(.applicationName) for me"
        }
    }
}

/// A helper outside the provider, as apps split long lists.
func timerShortcut() -> AppShortcut {
    return AppShortcut(intent: StartTimerIntent(), phrases: ["Start a \(.applicationName) timer"], shortTitle: "Timer", systemImageName: "timer")
}
