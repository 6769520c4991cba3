import AppIntents

/// Values exist only at run time (the user's data); the importer reads them from ../Values.json.
struct Card: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Card"
    static let defaultQuery = CardQuery()

    var id: String
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct CardQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Card] { [] }
}
