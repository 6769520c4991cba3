import AppIntents

/// Values exist only at run time (the user's data); the importer reads them from ../Values.json.
struct TodoList: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "TodoList"
    static let defaultQuery = TodoListQuery()

    var id: String
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct TodoListQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TodoList] { [] }
}
