import AppIntents

struct CreateList: AppIntent {
    static let title: LocalizedStringResource = "Create List"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct SummarizeList: AppIntent {
    static let title: LocalizedStringResource = "Summarize List"

    @Parameter(title: "List")
    var list: TodoList?

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct AddItem: AppIntent {
    static let title: LocalizedStringResource = "Add Item"

    @Parameter(title: "List")
    var list: TodoList?

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MarkItemDone: AppIntent {
    static let title: LocalizedStringResource = "Mark Item Done"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct OpenList: AppIntent {
    static let title: LocalizedStringResource = "Open List"

    @Parameter(title: "List")
    var list: TodoList?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
