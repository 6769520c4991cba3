import Foundation
import TestSupport
import Testing

/// A suite line can expect why nothing matches (`reason`) and whether a match is a close call
/// (`ambiguous`), so that each kind of "no" is checked for its reason (CONTRACTS.md §3).
@Suite("Suite expectations")
struct SuiteExpectationTests {
    @Test func aReasonIsCheckedAndAWrongOneFails() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let suite = try folder.write("reasons.jsonl", """
            {"utterance": "Hi Soup Chef", "locale": "en", "intent": null, "reason": "no-action"}
            {"utterance": "Order a tomato soup", "locale": "en", "intent": null, "reason": "app-name-missing"}
            {"utterance": "Cancel my tomato soup order in Soup Chef", "locale": "en", "intent": null, "reason": "no-action"}
            {"utterance": "Thanks, Soup Chef", "locale": "en", "intent": null}
            """)
        let run = try shortcutpreview(["test", suite, "--catalog", Repo.catalog("SoupChef")])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("3 passed, 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains(":3 [en]"), "\(run.stdout)")
        #expect(run.stdout.contains("expected no match (no-action), got no match (action-mismatch: \"cancel\" is not what OrderSoup does"),
                "\(run.stdout)")
    }

    @Test func ambiguityIsCheckedBothWays() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let suite = try folder.write("ties.jsonl", """
            {"utterance": "Dune on my Theater watchlist please", "locale": "en", "intent": "AddToWatchlist", "ambiguous": true}
            {"utterance": "Dune on my Theater watchlist please", "locale": "en", "intent": "AddToWatchlist", "ambiguous": false}
            """)
        let run = try shortcutpreview(["test", suite, "--catalog", Repo.catalog("Theater")])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("1 passed, 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("expected AddToWatchlist alone, got a close call with ShowWatchlist"), "\(run.stdout)")
    }

    @Test(arguments: [
        (#"{"utterance": "Hi Demo", "intent": null, "reason": "too-polite"}"#, "unknown reason \"too-polite\""),
        (#"{"utterance": "Hi Demo", "intent": "OpenList", "reason": "no-action"}"#, "\"reason\" is for a case that expects no match"),
        (#"{"utterance": "Hi Demo", "intent": null, "ambiguous": true}"#, "\"ambiguous\" is for a case that expects a match"),
        (#"{"utterance": "Hi Demo", "intent": "OpenList", "ambiguous": "yes"}"#, "\"ambiguous\" must be true or false"),
        (#"{"utterance": "Hi Demo", "intent": null, "reason": 3}"#, "\"reason\" must be a string"),
    ])
    func aMalformedExpectationIsUnusableInput(line: String, message: String) throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let suite = try folder.write("bad.jsonl", line + "\n")
        let run = try shortcutpreview(["test", suite])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("line 1: " + message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aGreetingIsNoActionEvenBelowTheThresholdOrNearANegativePhrase() throws {
        // "你好 Soup Chef" came closest to the negative phrase "在家做Soup Chef的汤" (through the
        // app's name), and "Hello Cards" fell below the threshold: both only greet.
        for (utterance, locale, catalog) in [("你好 Soup Chef", "zh-Hans", "SoupChef"), ("Hello Cards", "en", "Cards"),
                                             ("Demoは無料ですか？", "ja", "Demo"), ("Cám ơn Ứng dụng Demo nhiều", "vi", "Demo")] {
            let run = try shortcutpreview([utterance, "--locale", locale, "--catalog", Repo.catalog(catalog), "--json"])
            #expect(run.status == 1)
            let object = try jsonObject(run.stdout)
            #expect(object["reason"] as? String == "no-action", "\(utterance): \(run.stdout)")
        }
    }
}

/// A negative phrase turns away requests that say what it says, not every request that shares
/// the app's name and a noun with it.
@Suite("Negative phrases and actions")
struct NegativeActionTests {
    @Test(arguments: [
        ("Demoで仕事の概要を教えてください", "ja", "Demo", "SummarizeList"),
    ])
    func aRequestWithoutTheNegativePhrasesActionStillMatches(utterance: String, locale: String, catalog: String, intent: String) throws {
        let run = try shortcutpreview([utterance, "--locale", locale, "--catalog", Repo.catalog(catalog), "--json"])
        let object = try jsonObject(run.stdout)
        #expect(object["reason"] as? String != "negative-phrase", "\(run.stdout)")
        // The shortcut it asks for matches, or ties with the match and is named as a close call.
        let match = object["match"] as? [String: Any]
        let named = [match?["intent"] as? String] + ((match?["closeCalls"] as? [String]) ?? []).map { Optional($0) }
        #expect(named.contains(intent), "\(run.stdout)")
    }

    @Test(arguments: [
        ("Demoの買い物リストの概要をお店に送信して", "ja", "Demo"),
        ("在家做Soup Chef的番茄汤", "zh-Hans", "SoupChef"),
        ("send my Demo grocery summary to the store", "en", "Demo"),
    ])
    func aRequestThatSaysTheNegativePhrasesActionIsTurnedAway(utterance: String, locale: String, catalog: String) throws {
        let run = try shortcutpreview([utterance, "--locale", locale, "--catalog", Repo.catalog(catalog), "--json"])
        #expect(run.status == 1)
        let object = try jsonObject(run.stdout)
        #expect(object["reason"] as? String == "negative-phrase", "\(run.stdout)")
    }
}
