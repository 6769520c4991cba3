import AppIntents

struct WaterBedsIntent: AppIntent {
    static let title: LocalizedStringResource = "Water Beds"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
