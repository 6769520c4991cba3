import AppIntents

// Its own State with other cases: one manifest type cannot hold both, so the importer warns.
struct DimLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Dim Lamp"
    @Parameter(title: "Level") var state: State
    func perform() async throws -> some IntentResult { .result() }

    enum State: String, AppEnum {
        case low, high
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
        static let caseDisplayRepresentations: [State: DisplayRepresentation] = [.low: "Low", .high: "High"]
    }
}
