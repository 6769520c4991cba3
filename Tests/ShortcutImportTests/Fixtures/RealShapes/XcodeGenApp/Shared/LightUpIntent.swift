import AppIntents

struct LightUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Light Up"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
