import Benchmark
import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching

// The multilingual table: ja and zh-Hans matching with its vectors mixed in (the weights the
// command line uses per language), and the unigram tokenizer alone on 40-character sentences.

private let multilingualUtterances: [String: [String]] = [
    "ja": ["Demoにある買い物リストの要約をくれ", "Demoで買い物リストの中身をざっと教えて", "Demoで新しいリストを作って"],
    "zh-Hans": ["在Demo里总结一下我的购物清单", "用Demo帮我概括购物清单", "在Demo里新建一个清单"],
    "vi": ["Tóm tắt danh sách mua sắm của tôi trong Demo", "Tạo danh sách mới trong Demo giúp tôi"],
]

/// About 40 characters each, in the four languages.
private let sentences = [
    "Demoにある買い物リストの要約をくれ、今すぐ見せてください。",
    "在Demo里总结一下我的购物清单，然后把它发给我好吗",
    "Tóm tắt danh sách mua sắm của tôi trong Demo nhé",
    "summarize my grocery list in Demo please, right now",
]

func multilingualBenchmarks(_ loaded: Catalog) {
    guard let table = try? UnigramEmbedding.bundled().get() else { return }
    for locale in ["ja", "zh-Hans"] {
        var configuration = MatcherConfiguration()
        configuration.embedding = table
        guard let matcher = try? Matcher(catalog: loaded, locale: locale, configuration: configuration) else { continue }
        let texts = multilingualUtterances[locale] ?? []
        Benchmark("match Demo \(locale) dense (\(matcher.phrases.count) phrases)") { benchmark in
            var scratch = MatchScratch()
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(try matcher.match(texts[index % texts.count], scratch: &scratch))
                index += 1
            }
        }
    }
    Benchmark("tokenize unigram (40 characters, \(table.tokenizer.pieceCount) pieces)") { benchmark in
        var index = 0
        var sum: Int32 = 0
        for _ in benchmark.scaledIterations {
            table.tokenizer.forEachPiece(in: sentences[index % sentences.count]) { sum &+= $0 }
            index += 1
        }
        blackHole(sum)
    }
    Benchmark("embed multilingual (40 characters)") { benchmark in
        var vector = [Float](repeating: 0, count: table.dimension)
        var index = 0
        for _ in benchmark.scaledIterations {
            vector.withUnsafeMutableBufferPointer { blackHole(table.embed(sentences[index % sentences.count], into: $0)) }
            index += 1
        }
    }
}
