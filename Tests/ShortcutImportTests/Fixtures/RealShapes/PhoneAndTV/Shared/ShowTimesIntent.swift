import AppIntents

struct ShowTimesIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Times"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
