import Testing
import TextAnalysis

@Suite("One analyser shared by many tasks")
struct ConcurrencyTests {
    private static let samples: [(String, String)] = [
        ("Summarize my Grocery List in Ｄｅｍｏ!", "en"),
        ("Demoにある買い物リストの要約をくれ", "ja"),
        ("给我Demo里购物清单的摘要", "zh-Hans"),
        ("Tóm tắt danh sách mua sắm trong Demo", "vi"),
        ("데모에서 장보기 목록을 요약해 줘", "ko"),
        ("İstanbul ISPARTA ılık", "tr"),
        ("สรุปรายการซื้อของ", "th"),
    ]

    @Test func mixedLocalesFromManyTasksGiveTheSameTokens() async throws {
        let analyzer = TextAnalyzer()
        let expected = try Self.samples.map { try analyzer.analyze($0.0, locale: $0.1) }
        let results = try await withThrowingTaskGroup(of: (Int, AnalyzedText, Int).self) { group in
            for task in 0..<32 {
                group.addTask {
                    var buffer = FeatureBuffer()
                    var last: AnalyzedText? = nil
                    let index = task % Self.samples.count
                    for _ in 0..<50 {
                        let (text, locale) = Self.samples[index]
                        last = try analyzer.analyze(text, locale: locale)
                        try analyzer.extractFeatures(of: text, locale: AnalysisLocale(locale), into: &buffer)
                    }
                    return (index, last!, buffer.tokenRanges.count)
                }
            }
            var collected: [(Int, AnalyzedText, Int)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 32)
        for (index, analyzed, tokenCount) in results {
            #expect(analyzed == expected[index])
            #expect(tokenCount == expected[index].tokens.count)
        }
    }
}
