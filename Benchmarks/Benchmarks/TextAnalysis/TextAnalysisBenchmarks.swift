import Benchmark
import TextAnalysis

// A 40-character utterance per locale: full analysis (tokens as strings) and the hot path
// (features into a reused buffer). Targets: a few microseconds, few allocations.
let utterances: [(String, String)] = [
    ("en", "Summarize my grocery list in Demo please"),
    ("ja", "Demoにある買い物リストの要約をくれませんか。今日の夕飯の分もお願い"),
    ("zh-Hans", "请给我Demo里购物清单的摘要，还有今天晚饭要买的东西和饮料"),
    ("vi", "Tóm tắt danh sách mua sắm trong Demo nhé"),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 1_000,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )
    let analyzer = TextAnalyzer()
    for (locale, text) in utterances {
        let resolved = AnalysisLocale(locale)
        Benchmark("analyze \(locale)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try analyzer.analyze(text, locale: resolved))
            }
        }
        Benchmark("features \(locale)") { benchmark in
            var buffer = FeatureBuffer()
            for _ in benchmark.scaledIterations {
                try analyzer.extractFeatures(of: text, locale: resolved, into: &buffer)
                blackHole(buffer.features.count)
            }
        }
    }
}
