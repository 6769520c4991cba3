import Foundation
import ShortcutCatalog
import ShortcutMatching
import Testing

/// Many tasks match on one shared matcher while another task keeps deriving updated matchers
/// from it (`updating(catalog:)`, what an app does after `updateAppShortcutParameters()`) and
/// publishing them. Run under ThreadSanitizer; every result must also equal what the same
/// matcher gives when called alone afterwards.
/// One result seen by a matching task: which published version, which utterance.
struct Observation: Sendable {
    var version: Int
    var utterance: Int
    var result: MatchResult
}

/// A value behind a lock, shared by reference between the test's tasks.
///
/// `NSLock` rather than `Synchronization.Mutex`: on Linux the standard library's mutex waits
/// on a futex inside an uninstrumented library, so ThreadSanitizer cannot see it order the
/// accesses it guards and reports them as races. `NSLock` is a pthread mutex, which the
/// sanitizer intercepts.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

@Suite("One matcher shared while parameter values change")
struct SharedMatcherTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let utterances: [String: [String]] = [
        "en": ["summarize my grocery list in Demo", "Create a new list in Demo", "open Reading List 3 in Demo",
               "add something to my work list in Demo", "what's the weather tomorrow", "Send Demo summary to the store",
               "Summarize Reading List 7 in Demo", "check off a task"],
        "ja": ["Demoの買い物リストを要約", "Demoにある読書リスト3の要約をくれ", "明日の天気は？", "Demoで家事リストを表示"],
    ]

    /// The Demo catalog with `generation` extra TodoList values ("Reading List N").
    static func catalog(_ base: Catalog, generation: Int) -> Catalog {
        var catalog = base
        guard let index = catalog.types.firstIndex(where: { $0.name == "TodoList" }) else { return catalog }
        for number in 0..<generation {
            catalog.types[index].values.append(ParameterType.Value(
                id: "reading\(number)",
                title: LocalizedValue(byLocale: ["en": "Reading List \(number)", "ja": "読書リスト\(number)"]),
                synonyms: LocalizedValue(byLocale: ["en": ["books \(number)"]])))
        }
        return catalog
    }

    @Test(arguments: ["en", "ja"])
    func matchingWhileUpdatingIsRaceFree(locale: String) async throws {
        let base = try Catalog.load(directory: Self.repository.appendingPathComponent("Catalogs/Demo"))
        #expect(base.types.contains { $0.name == "TodoList" }, "the Demo catalog has no TodoList type any more")
        let shared = try Matcher(catalog: base, locale: locale)
        let utterances = try #require(Self.utterances[locale])
        let generations = 6
        // Published versions: index 0 is `shared`; the updater appends each new one.
        let published = Locked<[Matcher]>([shared])
        let observed = Locked<[Observation]>([])

        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var current = shared
                for generation in 1...generations {
                    // Alternate: derive from the shared matcher (read by every matching task
                    // at this moment) or from the latest published one.
                    let from = generation % 2 == 0 ? shared : current
                    current = try from.updating(catalog: Self.catalog(base, generation: generation))
                    let next = current
                    published.withLock { $0.append(next) }
                }
            }
            for task in 0..<8 {
                group.addTask {
                    var scratch = MatchScratch()
                    var mine: [Observation] = []
                    for step in 0..<60 {
                        let (version, matcher) = published.withLock { versions in
                            // Even tasks stay on the shared matcher; odd ones take the newest.
                            task % 2 == 0 ? (0, versions[0]) : (versions.count - 1, versions[versions.count - 1])
                        }
                        let index = (step + task) % utterances.count
                        mine.append(Observation(version: version, utterance: index, result: try matcher.match(utterances[index], scratch: &scratch)))
                    }
                    let collected = mine
                    observed.withLock { $0 += collected }
                }
            }
            try await group.waitForAll()
        }

        let versions = published.withLock { $0 }
        #expect(versions.count == generations + 1)
        var expected: [[MatchResult]] = []
        for matcher in versions {
            expected.append(try utterances.map { try matcher.match($0) })
        }
        let results = observed.withLock { $0 }
        #expect(results.count == 8 * 60)
        let wrong = results.filter { $0.result != expected[$0.version][$0.utterance] }
        #expect(wrong.isEmpty, "\(wrong.count) results differ from the same matcher called alone, e.g. \(wrong.first.map { utterances[$0.utterance] } ?? "")")
        // The last version knows the values added while the others matched.
        let newest = try #require(versions.last)
        let reading = try newest.match(locale == "en" ? "Summarize Reading List 5 in Demo" : "Demoにある読書リスト5の要約をくれ")
        #expect(reading.match?.parameters.first?.valueID == "reading5", "\(String(describing: reading.match))")
    }
}
