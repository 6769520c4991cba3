import Benchmark
import DenseEmbedding
import Foundation
import ShortcutMatching

// Intent workloads as `eval` runs them (CONTRACTS.md §4): the catalog is the workload's
// phrases, each query is ranked (`topIntent`), with the dense table `eval` uses for its
// language: clinc150_k10's p50, the figure the peers are compared on, with Japanese and Chinese
// figures beside it. The public data sets are kept outside the repository, so those benchmarks
// are registered only when their file is there: `../shared/peers/workloads/clinc150_k10.json`
// and `.build/crosswoz/crosswoz_zh_test.json` (`python3 Tools/make-crosswoz-workloads.py`); the
// Japanese and Vietnamese workloads written for the project are in `Tests/Workloads`.

/// A workload's phrases and query texts, read with Foundation: `ShortcutEvaluation` is not
/// part of the library product the benchmarks link.
private func workload(at path: String) -> (locale: String, phrases: [IndexedPhrase], queries: [String])? {
    guard let data = FileManager.default.contents(atPath: path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let locale = object["locale"] as? String,
          let phrases = object["phrases"] as? [[String: Any]],
          let queries = object["queries"] as? [[String: Any]] else { return nil }
    let indexed = phrases.enumerated().compactMap { number, phrase -> IndexedPhrase? in
        guard let text = phrase["text"] as? String, let intent = phrase["intent"] as? String else { return nil }
        return IndexedPhrase(text: text, intent: intent, family: number)
    }
    return (locale, indexed, queries.compactMap { $0["text"] as? String })
}

func workloadBenchmarks(root: String) {
    let files = [
        ("clinc150_k10", "\(root)/../shared/peers/workloads/clinc150_k10.json"),
        ("crosswoz_zh_test", "\(root)/.build/crosswoz/crosswoz_zh_test.json"),
        ("ja_assistant_k10", "\(root)/Tests/Workloads/ja_assistant_k10.json"),
        ("vi_assistant_k10", "\(root)/Tests/Workloads/vi_assistant_k10.json"),
    ]
    for (name, path) in files {
        guard let loaded = workload(at: path), !loaded.queries.isEmpty else { continue }
        var configuration = MatcherConfiguration()
        configuration.embedding = loaded.locale.hasPrefix("en")
            ? try? StaticEmbedding.bundled().get()
            : try? UnigramEmbedding.bundled().get()
        guard let matcher = try? Matcher(phrases: loaded.phrases, locale: loaded.locale, configuration: configuration) else { continue }
        matching("rank workload \(name) (\(loaded.locale), \(matcher.shortcutNames.count) shortcuts)", loaded.queries) { text, scratch in
            blackHole(try matcher.topIntent(text, scratch: &scratch))
        }
    }
}
