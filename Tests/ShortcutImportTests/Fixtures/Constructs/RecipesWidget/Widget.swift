import WidgetKit

// The widget extension declares no App Shortcuts; it must not confuse the import.
struct RecipesWidget {}
