import AppIntents

// Same nested enum as SwitchLampIntent's, copied: the manifest needs it once, with each case once.
struct NewLampIntent: AppIntent {
    static let title: LocalizedStringResource = "New Lamp"
    @Parameter(title: "State") var state: State
    func perform() async throws -> some IntentResult { .result() }
}

extension NewLampIntent {
    enum State: String, AppEnum {
        case on, off
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "State"
        static var caseDisplayRepresentations: [State: DisplayRepresentation] { [.on: "On", .off: "Off"] }
    }
}
