import AppIntents

enum HeatingMode: String, AppEnum {
    case eco, comfort, boost, away, night, frost

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Heating Mode"

    static let caseDisplayRepresentations: [HeatingMode: DisplayRepresentation] = [
        .eco: .init(stringLiteral: "Eco mode"),
        .comfort: DisplayRepresentation(title: "Comfort", subtitle: "Warm and steady"),
        .boost: .init(title: LocalizedStringResource("mode.boost", table: "Modes"), synonyms: ["Turbo"]),
        .away: .init(title: "\(String(localized: "mode.away", table: "Modes"))"),
        .night: DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "Night"), subtitle: "Quiet", image: .init(systemName: "moon")),
        .frost: .init(stringLiteral: String(localized: "mode.frost", defaultValue: "Frost guard", table: "Modes")),
    ]
}
