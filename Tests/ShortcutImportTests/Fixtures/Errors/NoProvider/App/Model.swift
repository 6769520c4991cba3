import AppIntents

struct OpenIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    func perform() async throws -> some IntentResult { .result() }
}
