import PreviewSession
import ShortcutEvaluation
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The two files users script against besides catalogs: a workload (`eval`, CONTRACTS.md §4)
/// and a suite (`test`, CONTRACTS.md §3).
extension FuzzTarget {
    /// The workload reader; a small workload that reads is also evaluated (no warm-up), and its
    /// figures must be proportions with one prediction per query.
    static let workload = FuzzTarget(name: "workload", maximumLength: 16384, setUp: {}, run: { data, size in
        guard let workload = try? Workload.parse(FuzzSupport.bytes(data, size), file: "fuzz.json") else { return 0 }
        guard !workload.phrases.isEmpty, !workload.queries.isEmpty else { FuzzSupport.fail("a workload without phrases or queries was read") }
        guard workload.phrases.count <= 64, workload.queries.count <= 64,
              let evaluation = try? Evaluation.run(workload, warmup: 0) else { return 0 }
        for figure in [evaluation.inScopeAccuracy, evaluation.overallAccuracy, evaluation.inScopeRecall] where !(0...1).contains(figure) {
            FuzzSupport.fail("an accuracy of \(figure)")
        }
        guard evaluation.predictions.count == workload.queries.count else { FuzzSupport.fail("predictions and queries differ in number") }
        return 0
    })

    /// The suite reader, through the file as `shortcutpreview test` reads it: every case it
    /// keeps is well formed (a reason only where no match is expected, an ambiguity only where
    /// one is, lines in order).
    static let suite = FuzzTarget(name: "suite", maximumLength: 16384, setUp: { suiteFolder = ScratchFolder(name: "suite") }, run: { data, size in
        guard let folder = suiteFolder else { return 0 }
        folder.write(Data(FuzzSupport.bytes(data, size)), to: "suite.jsonl")
        guard let cases = try? SuiteFile.load(folder.url.appendingPathComponent("suite.jsonl").path) else { return 0 }
        guard !cases.isEmpty else { FuzzSupport.fail("an empty suite was read") }
        var previous = 0
        for testCase in cases {
            guard testCase.line > previous else { FuzzSupport.fail("case lines out of order") }
            previous = testCase.line
            if testCase.reason != nil, testCase.intent != nil { FuzzSupport.fail("a reason on a case that expects a match") }
            if testCase.ambiguous != nil, testCase.intent == nil { FuzzSupport.fail("an ambiguity on a case that expects no match") }
        }
        return 0
    })
}

/// The suite target's scratch folder, made by its `setUp`.
nonisolated(unsafe) private var suiteFolder: ScratchFolder?
