import AppIntents

/// Values exist only at run time (the user's data); the importer reads them from ../Values.json.
struct Show: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static let defaultQuery = ShowQuery()

    var id: String
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct ShowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Show] { [] }
}
