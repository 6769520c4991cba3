import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Asking how much or how many, and to do nothing but look, asks to be told: it runs no
/// shortcut that only starts, stops, sets or makes something, in every language, while the
/// shortcut that does it still runs for a request to do it. Each utterance was written for this
/// test; MonoFocus, Dimmerly and NoNonsenseMeditation are development apps.
@Suite("Asking to be told")
struct AskingToBeToldTests {
    private func match(_ utterance: String, _ locale: String, catalog: String) throws -> MatchResult {
        var configuration = MatcherConfiguration()
        configuration.embedding = locale == "en"
            ? try StaticEmbedding(directory: Repo.englishModel)
            : try MultilingualMatchingTests.table.get()
        return try Matcher(catalog: try Catalog.load(directory: Repo.url(catalog)), locale: locale, configuration: configuration).match(utterance)
    }

    @Test(arguments: [
        ("Show me how many minutes I focused today in MonoFocus", "en", "Tests/HeldOutApps12/MonoFocus"),
        ("Độ sáng của màn hình bây giờ là bao nhiêu trong Dimmerly?", "vi", "Tests/HeldOutApps15/Dimmerly"),
        // Finishing, marking done and resuming act too, though their classes have no family.
        ("No Nonsense冥想昨天我冥想了多少分钟？", "zh-Hans", "Tests/HeldOutApps6/NoNonsenseMeditation"),
        ("Hôm qua mình đã thiền bao nhiêu phút trong No Nonsense Meditation?", "vi", "Tests/HeldOutApps6/NoNonsenseMeditation"),
    ])
    func anAmountAskedRunsNoShortcutThatActs(utterance: String, locale: String, catalog: String) throws {
        let result = try match(utterance, locale, catalog: catalog)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    /// The shortcut still runs when the request asks it to act.
    @Test func askingToActStillRuns() throws {
        let result = try match("Set the brightness to 40 percent in Dimmerly", "en", catalog: "Tests/HeldOutApps15/Dimmerly")
        #expect(result.match?.intent == "SetDisplayBrightnessIntent", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
