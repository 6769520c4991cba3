import AppIntents

/// Ingredients come from the user's pantry at run time.
struct Ingredient: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"
    static let defaultQuery = IngredientQuery()
    var id: UUID
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct IngredientQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Ingredient] { [] }
}
