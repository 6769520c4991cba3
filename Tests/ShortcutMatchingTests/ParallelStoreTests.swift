@testable import ShortcutMatching
import TextAnalysis
import TestSupport
import Testing

/// Big catalogs are analysed on several threads; the result must not depend on it.
@Suite("Parallel phrase analysis")
struct ParallelStoreTests {
    @Test(arguments: ["en", "ja"])
    func manyTextsAnalyseAsOneThreadWould(locale: String) throws {
        let words = locale == "ja" ? ["買い物", "リスト", "を", "要約", "して", "仕事", "の", "追加"] : ["summarize", "my", "grocery", "list", "add", "milk", "to", "the"]
        let count = ParallelStore.minimumTexts * 3 + 17
        let texts = (0..<count).map { number in
            (0..<(3 + number % 5)).map { words[(number * 7 + $0 * 3) % words.count] }.joined(separator: locale == "ja" ? "" : " ") + " \(number)"
        }
        let families = texts.indices.map { $0 / 4 }
        let parallel = try ParallelStore.store(texts, families: families, locale: AnalysisLocale(locale))
        var buffer = FeatureBuffer()
        #expect(parallel.count == texts.count)
        for (index, text) in texts.enumerated() {
            let serial = try SparseIndex.store(text, family: families[index], locale: AnalysisLocale(locale), buffer: &buffer)
            #expect(parallel[index].features == serial.features, "\(text)")
            #expect(parallel[index].exactKey == serial.exactKey)
            #expect(parallel[index].family == families[index])
        }
    }
}
