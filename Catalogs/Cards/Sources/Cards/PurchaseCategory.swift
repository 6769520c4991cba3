import AppIntents

enum PurchaseCategory: String, AppEnum {
    case all
    case groceries
    case dining
    case travel
    case entertainment

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "PurchaseCategory"

    static let caseDisplayRepresentations: [PurchaseCategory: DisplayRepresentation] = [
        .all: DisplayRepresentation(
            title: "All",
            synonyms: ["everything", "all categories"]
        ),
        .groceries: DisplayRepresentation(
            title: "Groceries",
            synonyms: ["grocery", "supermarket"]
        ),
        .dining: DisplayRepresentation(
            title: "Dining",
            synonyms: ["restaurants", "eating out", "food"]
        ),
        .travel: DisplayRepresentation(
            title: "Travel",
            synonyms: ["trips", "flights"]
        ),
        .entertainment: DisplayRepresentation(
            title: "Entertainment",
            synonyms: ["movies", "streaming"]
        )
    ]
}
