import Testing
import TextAnalysis

@Suite("Similarity features")
struct FeatureTests {
    private func features(_ text: String, _ locale: String) throws -> FeatureBuffer {
        var buffer = FeatureBuffer()
        try TextAnalyzer().extractFeatures(of: text, locale: AnalysisLocale(locale), into: &buffer)
        return buffer
    }

    private func hashes(_ text: String, _ locale: String, _ kind: FeatureKind) throws -> Set<UInt64> {
        Set(try features(text, locale).features.filter { $0.kind == kind }.map(\.hash))
    }

    @Test func sameWordsSameFeaturesWhateverTheWidthOrCase() throws {
        #expect(try hashes("Summarize my Grocery List in Ｄｅｍｏ!", "en", .word) ==
            hashes("summarize my grocery list in demo", "en", .word))
    }

    @Test func tokenOffsetsMatchTheAnalyser() throws {
        let text = "Demoにある買い物リストの要約をくれ"
        let buffer = try features(text, "ja")
        #expect(try buffer.tokenRanges == TextAnalyzer().analyze(text, locale: "ja").tokens.map(\.utf16Range))
    }

    @Test(arguments: [
        ("Summarize my Grocery List in Ｄｅｍｏ!", "en"), ("Demoにある買い物リストの要約をくれ", "ja"),
        ("在Demo里总结一下我的购物清单", "zh-Hans"), ("Tóm tắt danh sách mua sắm của tôi trong Demo", "vi"),
        ("İSTANBUL'a bilet al", "tr"), ("", "en"),
    ])
    func onePassGivesTheFeaturesAndTheAnalysersTokens(text: String, locale: String) throws {
        let analysis = AnalysisLocale(locale)
        var together = FeatureBuffer()
        var tokens: [Token] = [Token(text: "stale", loose: "stale", utf16Range: 0..<5, kind: .letters)]
        try TextAnalyzer().extractFeatures(of: text, locale: analysis, into: &together, tokens: &tokens)
        let alone = try features(text, locale)
        #expect(together.features == alone.features)
        #expect(together.tokenRanges == alone.tokenRanges)
        #expect(try tokens == TextAnalyzer().analyze(text, locale: analysis).tokens, "the previous tokens are replaced")
    }

    @Test func japaneseInflectionSharesCharacterBigrams() throws {
        let defined = try hashes("Demoの買い物リストを要約", "ja", .cjkBigram)
        let flexible = try hashes("Demoにある買い物リストの要約をくれ", "ja", .cjkBigram)
        // 買い, い物, 物り, りす, すと, 要約 at least.
        #expect(defined.intersection(flexible).count >= 6)
        // Katakana and hiragana spellings share loose features.
        #expect(try hashes("買い物リスト", "ja", .cjkBigram) == hashes("買い物りすと", "ja", .cjkBigram))
        #expect(try hashes("リスト", "ja", .word) != hashes("りすと", "ja", .word))
    }

    @Test func vietnameseLooseFeaturesIgnoreTones() throws {
        #expect(try hashes("danh sách mua sắm", "vi", .wordBigram) == hashes("danh sach mua sam", "vi", .wordBigram))
        #expect(try hashes("ma", "vi", .word) != hashes("má", "vi", .word))
    }

    @Test func misspellingSharesTrigrams() throws {
        let right = try hashes("grocery", "en", .charTrigram)
        let wrong = try hashes("grocey", "en", .charTrigram)
        #expect(right.count == 7)
        #expect(right.intersection(wrong).count >= 3)
    }

    @Test func reusedBufferIsReplacedNotAppended() throws {
        var buffer = FeatureBuffer()
        let analyzer = TextAnalyzer()
        try analyzer.extractFeatures(of: "a long sentence with many words in it", locale: .root, into: &buffer)
        try analyzer.extractFeatures(of: "two words", locale: .root, into: &buffer)
        #expect(buffer.tokenRanges == [0..<3, 4..<9])
        #expect(buffer.features.filter { $0.kind == .word }.count == 2)
    }
}
