import Benchmark
import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching

// The matching hot path on the bundled Demo catalog (about 50 phrases per locale) and on
// Theater (about 900 phrases per locale, close to Apple's 1,000 limit), plus index builds.
// Targets: p50 ≤ 10 µs and p99 ≤ 50 µs at 1,000 phrases; build ≤ 5 ms per 1,000.

func catalog(_ name: String) -> Catalog? {
    let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(4).joined(separator: "/")
    return try? Catalog.load(directory: .init(fileURLWithPath: "\(root)/Catalogs/\(name)"))
}

private let utterances: [String: [String]] = [
    "en": ["summarize my grocery list in Demo", "play Dune Part Two on Theater", "what's the weather tomorrow",
           "give me a summary of my shopping list", "add milk to my packing list in Demo"],
    "ja": ["Demoにある買い物リストの要約をくれ", "Theaterで夜勤を再生して", "明日の天気は？"],
]

/// A benchmark that matches the utterances in turn with one reused scratch, as a long-lived
/// caller would.
func matching(_ name: String, _ texts: [String], _ call: @escaping @Sendable (String, inout MatchScratch) throws -> Void) {
    Benchmark(name) { benchmark in
        var scratch = MatchScratch()
        var index = 0
        for _ in benchmark.scaledIterations {
            try call(texts[index % texts.count], &scratch)
            index += 1
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 200,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )
    for name in ["Demo", "Theater"] {
        guard let loaded = catalog(name) else { continue }
        for locale in ["en", "ja"] {
            guard let matcher = try? Matcher(catalog: loaded, locale: locale) else { continue }
            let texts = utterances[locale] ?? []
            matching("match \(name) \(locale) (\(matcher.phrases.count) phrases)", texts) { text, scratch in
                blackHole(try matcher.match(text, scratch: &scratch))
            }
            matching("rank \(name) \(locale) (\(matcher.phrases.count) phrases)", texts) { text, scratch in
                blackHole(try matcher.topIntent(text, scratch: &scratch))
            }
        }
        // English with the shipped dense vectors mixed in, as the command line matches it.
        if let embedding = try? StaticEmbedding.bundled().get() {
            var configuration = MatcherConfiguration()
            configuration.embedding = embedding
            if let matcher = try? Matcher(catalog: loaded, locale: "en", configuration: configuration) {
                let texts = utterances["en"] ?? []
                matching("match \(name) en dense (\(matcher.phrases.count) phrases)", texts) { text, scratch in
                    blackHole(try matcher.match(text, scratch: &scratch))
                }
            }
            if name == "Demo" {
                Benchmark("embed en (table \(embedding.tableByteCount / 1_000) kB)") { benchmark in
                    var vector: [Float] = []
                    var index = 0
                    let texts = utterances["en"] ?? []
                    for _ in benchmark.scaledIterations {
                        embedding.embed(texts[index % texts.count], into: &vector)
                        blackHole(vector)
                        index += 1
                    }
                }
            }
        }
        if name == "Demo" { multilingualBenchmarks(loaded) }
        Benchmark("build \(name) en",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try Matcher(catalog: loaded, locale: "en"))
            }
        }
    }
    let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
    workloadBenchmarks(root: root)
}
