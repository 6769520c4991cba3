import AppIntents

enum Course: String, AppEnum {
    case starter
    case main
    case dessert
    case side

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"

    static var caseDisplayRepresentations: [Course: DisplayRepresentation] {
        [
            .starter: "Starter",
            .main: DisplayRepresentation(title: LocalizedStringResource("course.main", defaultValue: "Main Course"), subtitle: "The big one"),
            .dessert: .init(title: "Dessert", synonyms: ["sweets", "pudding"]),
            .side: DisplayRepresentation("Side Dish"),
        ]
    }
}
