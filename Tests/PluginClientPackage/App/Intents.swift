import AppIntents

enum ListName: String, AppEnum {
    case groceries
    case chores

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"

    static let caseDisplayRepresentations: [ListName: DisplayRepresentation] = [
        .groceries: DisplayRepresentation(title: "Groceries", synonyms: ["shopping list"]),
        .chores: DisplayRepresentation(title: "Chores", synonyms: ["housework"]),
    ]
}

struct OpenList: AppIntent {
    static let title: LocalizedStringResource = "Open List"

    @Parameter(title: "List")
    var list: ListName

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct StartTimer: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
