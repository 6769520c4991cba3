import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// One matcher shared by many tasks at once, each with its own scratch space.
@Suite("Sharing a matcher between tasks")
struct ConcurrencyTests {
    static let english = [
        "summarize my grocery list in Demo", "Create a new list in Demo", "add something to my work list in Demo",
        "what's the weather tomorrow", "Send Demo summary to the store", "check off a task", "open the chores in Demo App",
        "Summarize Packing List in Demo", "show me my lists", "tell me a joke", "add an item to household chores in Demo",
        "summarize my grocey list in Demo",
    ]
    static let japanese = [
        "Demoの買い物リストを要約", "Demoにある買い物リストの要約をくれ", "Demoで家事リストを表示", "明日の天気は？",
        "Demoの概要をお店に送って", "デモで新しいリストを作ってください", "Demoの仕事リストに項目を追加",
    ]

    @Test func concurrentMatchingEqualsSequentialMatching() async throws {
        let catalog = try Repo.demoCatalog()
        let matchers = [try Matcher(catalog: catalog, locale: "en"), try Matcher(catalog: catalog, locale: "ja")]
        let work: [(matcher: Int, utterance: String, exact: Bool)] =
            Self.english.flatMap { [(0, $0, false), (0, $0, true)] } + Self.japanese.flatMap { [(1, $0, false), (1, $0, true)] }

        var sequential: [MatchResult] = []
        for item in work {
            sequential.append(try matchers[item.matcher].match(item.utterance, exactOnly: item.exact))
        }
        let expected = sequential
        #expect(expected.contains { $0.match != nil } && expected.contains { $0.match == nil }, "the mix has matches and non-matches")

        let taskCount = 24
        let rounds = 5
        let mismatches = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    var scratch = MatchScratch()
                    var wrong: [String] = []
                    for round in 0..<rounds {
                        // Each task walks the work in its own order, so tasks overlap on different phrases.
                        for step in 0..<work.count {
                            let index = (step * (task % 2 == 0 ? 1 : work.count - 1) + task * 7 + round * 3) % work.count
                            let item = work[index]
                            let result = try matchers[item.matcher].match(item.utterance, exactOnly: item.exact, scratch: &scratch)
                            if result != expected[index] { wrong.append("task \(task): \(item.utterance)") }
                        }
                    }
                    return wrong
                }
            }
            var all: [String] = []
            for try await wrong in group { all += wrong }
            return all
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func reusedScratchGivesTheSameResultAsFreshScratch() throws {
        let matcher = try Matcher(catalog: Repo.demoCatalog(), locale: "en")
        var scratch = MatchScratch()
        for utterance in Self.english + Self.english.reversed() {
            let reused = try matcher.match(utterance, scratch: &scratch)
            let fresh = try matcher.match(utterance)
            #expect(reused == fresh, "\(utterance)")
        }
    }
}
