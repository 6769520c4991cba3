import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The action check's constants live in `MatcherConfiguration`, and changing them
/// changes what agrees. The timer catalog is `BrieflyTests`', and its utterance was written for
/// this test; the Theater one is from the bundled catalog's regression sets.
@Suite("Acceptance rules: the action check's settings")
struct ActionAgreementSettingsTests {
    private func match(_ utterance: String, _ configuration: MatcherConfiguration) throws -> MatchResult {
        let folder = try TempFolder()
        try Data(try #require(BrieflyTests.catalogs["en"]).utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration).match(utterance)
    }

    /// With no allowance for words the phrases never use, "kickstart" and "yoga" are too many
    /// for StartTimer, whose phrases share only "timer"; by default one and a half such words
    /// beside each agreeing one are allowed.
    @Test func noAllowanceForNewWordsRulesOutTheLeader() throws {
        let lenient = try match("Kickstart the yoga timer in Zentimer", MatcherConfiguration())
        #expect(lenient.match?.intent == "StartTimer", "\(String(describing: lenient.reason)) \(lenient.explanation ?? "")")
        var strict = MatcherConfiguration()
        strict.foreignWordAllowance = 0
        let result = try match("Kickstart the yoga timer in Zentimer", strict)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    /// The fitted allowance keeps a paraphrase that says three words of its own ("whatever",
    /// "watching", "night") beside what it shares with ResumeWatching's phrases; the hand-set 1
    /// of before turned it away.
    @Test func theFittedAllowanceKeepsAParaphraseThatOneTurnedAway() throws {
        let catalog = try Catalog.load(directory: Repo.catalogFolder("Theater"))
        let utterance = "Could you carry on with whatever I was watching last night in Theater?"
        let fitted = try Matcher(catalog: catalog, locale: "en", configuration: MatcherConfiguration()).match(utterance)
        #expect(fitted.match?.intent == "ResumeWatching", "\(String(describing: fitted.reason)) \(fitted.explanation ?? "")")
        var before = MatcherConfiguration()
        before.foreignWordAllowance = 1
        let result = try Matcher(catalog: catalog, locale: "en", configuration: before).match(utterance)
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let configuration = MatcherConfiguration()
        #expect(configuration.actionCandidates == 3)
        #expect(configuration.weakAgreement == 0.5)
        #expect(configuration.foreignWordAllowance == 1.5)
    }
}
