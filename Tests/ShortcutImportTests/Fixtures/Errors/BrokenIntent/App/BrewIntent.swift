import AppIntents

struct BrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew"

    func perform() async throws -> some IntentResult {
        .result(
    }
}
