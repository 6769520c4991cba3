import AppIntents

enum Soup: String, AppEnum {
    case tomato
    case clamChowder
    case miso
    case minestrone
    case chickenNoodle
    case corn

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"

    static let caseDisplayRepresentations: [Soup: DisplayRepresentation] = [
        .tomato: DisplayRepresentation(
            title: "Tomato Soup",
            synonyms: ["tomato", "tomato bisque"]
        ),
        .clamChowder: DisplayRepresentation(
            title: "Clam Chowder",
            synonyms: ["chowder", "clam soup"]
        ),
        .miso: DisplayRepresentation(
            title: "Miso Soup",
            synonyms: ["miso"]
        ),
        .minestrone: DisplayRepresentation(
            title: "Minestrone",
            synonyms: ["vegetable soup", "Italian vegetable soup"]
        ),
        .chickenNoodle: DisplayRepresentation(
            title: "Chicken Noodle Soup",
            synonyms: ["chicken soup", "chicken noodle"]
        ),
        .corn: DisplayRepresentation(
            title: "Corn Soup",
            synonyms: ["sweet corn soup", "corn chowder"]
        )
    ]
}
