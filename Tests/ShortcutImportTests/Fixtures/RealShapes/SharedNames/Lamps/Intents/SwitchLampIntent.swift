import AppIntents

struct SwitchLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Switch Lamp"
    @Parameter(title: "State") var state: State
    func perform() async throws -> some IntentResult { .result() }
}

extension SwitchLampIntent {
    enum State: String, AppEnum {
        case on, off
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "State"
        static var caseDisplayRepresentations: [State: DisplayRepresentation] { [.on: "On", .off: "Off"] }
    }
}
