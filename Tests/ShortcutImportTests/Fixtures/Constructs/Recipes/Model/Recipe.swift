import AppIntents

struct Recipe: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = RecipeQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    /// The app ships these; the importer reads them as the entity's values.
    static let samples = [
        Recipe(id: "pancakes", name: "Pancakes"),
        Recipe(id: "ramen", name: "Ramen"),
    ]
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Recipe] { Recipe.samples.filter { identifiers.contains($0.id) } }
}
