import AppIntents

struct PaintIntent: AppIntent {
    static let title: LocalizedStringResource = "Paint"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
