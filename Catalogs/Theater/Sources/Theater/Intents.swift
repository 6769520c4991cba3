import AppIntents

struct PlayShow: AppIntent {
    static let title: LocalizedStringResource = "Play Show"

    @Parameter(title: "Show")
    var show: Show?

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ResumeWatching: AppIntent {
    static let title: LocalizedStringResource = "Resume Watching"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ShowWatchlist: AppIntent {
    static let title: LocalizedStringResource = "Watchlist"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct AddToWatchlist: AppIntent {
    static let title: LocalizedStringResource = "Add to Watchlist"

    @Parameter(title: "Show")
    var show: Show?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
