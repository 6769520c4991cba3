import Testing
import TextAnalysis

@Suite("Normalisation and segmentation on real text")
struct NormalisationTests {
    @Test func englishWithFullWidthAppName() throws {
        #expect(try spelled("Summarize my Grocery List in Ｄｅｍｏ!", "en") == [
            Spelled("summarize", 0..<9), Spelled("my", 10..<12), Spelled("grocery", 13..<20),
            Spelled("list", 21..<25), Spelled("in", 26..<28), Spelled("demo", 29..<33),
        ])
    }

    @Test func japaneseDefinedAndFlexiblePhrases() throws {
        #expect(try spelled("Demoにある買い物リストの要約をくれ", "ja") == [
            Spelled("demo", 0..<4), Spelled("に", 4..<5), Spelled("ある", 5..<7),
            Spelled("買い物", 7..<10), Spelled("リスト", 10..<13), Spelled("の", 13..<14),
            Spelled("要約", 14..<16), Spelled("を", 16..<17), Spelled("く", 17..<18),
            Spelled("れ", 18..<19),
        ])
        let tokens = try TextAnalyzer().analyze("Demoの買い物リストの要点をまとめてくれ", locale: "ja").tokens
        #expect(tokens.map(\.text) == ["demo", "の", "買い物", "リスト", "の", "要点", "を", "まとめ", "てく", "れ"])
        #expect(tokens[3].loose == "りすと")
        #expect(tokens[3].kind == .kana)
        #expect(tokens[2].kind == .ideographic)
    }

    @Test func chineseWithLatinAppName() throws {
        #expect(try spelled("给我Demo里购物清单的摘要", "zh-Hans") == [
            Spelled("给", 0..<1), Spelled("我", 1..<2), Spelled("demo", 2..<6), Spelled("里", 6..<7),
            Spelled("购物", 7..<9), Spelled("清单", 9..<11), Spelled("的", 11..<12), Spelled("摘要", 12..<14),
        ])
    }

    @Test func vietnameseKeepsTonesExactlyAndDropsThemLoosely() throws {
        let text = "Tóm tắt danh sách mua sắm trong Demo"
        #expect(try spelled(text, "vi").map(\.text) == ["tóm", "tắt", "danh", "sách", "mua", "sắm", "trong", "demo"])
        #expect(try spelled(text, "vi").map(\.range) == [0..<3, 4..<7, 8..<12, 13..<17, 18..<21, 22..<25, 26..<31, 32..<36])
        #expect(try loose(text, "vi") == ["tom", "tat", "danh", "sach", "mua", "sam", "trong", "demo"])
        #expect(try loose("Đi đường", "vi") == ["di", "duong"])
        #expect(try spelled("ma má", "vi").map(\.text) == ["ma", "má"])
    }

    @Test func koreanWordsStayWhole() throws {
        #expect(try spelled("데모에서 장보기 목록을 요약해 줘", "ko") == [
            Spelled("데모에서", 0..<4), Spelled("장보기", 5..<8), Spelled("목록을", 9..<12),
            Spelled("요약해", 13..<16), Spelled("줘", 17..<18),
        ])
    }

    @Test func germanSharpSAndUmlauts() throws {
        #expect(try spelled("Straße Grüße MASSE", "de") == [
            Spelled("strasse", 0..<6), Spelled("grüsse", 7..<12), Spelled("masse", 13..<18),
        ])
        #expect(try loose("Grüße", "de") == ["grusse"])
    }

    @Test func turkishDottedAndDotlessI() throws {
        #expect(try spelled("İstanbul ISPARTA ılık", "tr") == [
            Spelled("istanbul", 0..<8), Spelled("ısparta", 9..<16), Spelled("ılık", 17..<21),
        ])
        #expect(try loose("ISPARTA", "tr") == ["isparta"])
        // Outside Turkish, İ folds to i + combining dot; the loose form drops the dot.
        #expect(try spelled("İstanbul", "en") == [Spelled("i\u{307}stanbul", 0..<8)])
        #expect(try loose("İstanbul", "en") == ["istanbul"])
    }

    @Test func emojiAndZWJSequencesAreNotWords() throws {
        #expect(try spelled("Add 👍🏽 and 👨‍👩‍👧 to my list ❤️", "en") == [
            Spelled("add", 0..<3), Spelled("and", 9..<12), Spelled("to", 22..<24),
            Spelled("my", 25..<27), Spelled("list", 28..<32),
        ])
    }

    @Test func unpairedSurrogateBecomesReplacementAndIsSkipped() throws {
        let text = String(decoding: [0x61, 0xD800, 0x62, 0x20, 0x63] as [UInt16], as: UTF16.self)
        #expect(text.utf16.count == 5)
        #expect(try spelled(text, "en") == [Spelled("a", 0..<1), Spelled("b", 2..<3), Spelled("c", 4..<5)])
    }

    @Test func emptyAndPunctuationOnly() throws {
        #expect(try spelled("", "en").isEmpty)
        #expect(try spelled("  !?… 。、", "ja").isEmpty)
    }

    @Test func hundredKilobyteText() throws {
        let sentence = "Summarize my grocery list in Demo. "
        let text = String(repeating: sentence, count: 100_000 / sentence.utf8.count + 1)
        #expect(text.utf8.count > 100_000)
        let tokens = try TextAnalyzer().analyze(text, locale: "en").tokens
        #expect(tokens.count == 6 * (100_000 / sentence.utf8.count + 1))
        let last = try #require(tokens.last)
        #expect(last.text == "demo")
        #expect(last.utf16Range == (text.utf16.count - 6)..<(text.utf16.count - 2))
        let japanese = String(repeating: "Demoの買い物リストを要約。", count: 7_000)
        let jaTokens = try TextAnalyzer().analyze(japanese, locale: "ja").tokens
        #expect(jaTokens.count == 7_000 * 6)
    }

    @Test func halfWidthKanaWithVoicingMarks() throws {
        let analyzed = try TextAnalyzer().analyze("ｶﾞｰﾄﾞ ﾃﾞﾓ", locale: "ja")
        #expect(analyzed.tokens.map(\.text) == ["ガード", "デモ"])
        #expect(analyzed.tokens.map(\.loose) == ["がーど", "でも"])
        #expect(analyzed.tokens.map(\.utf16Range) == [0..<5, 6..<9])
        #expect(analyzed.original(of: analyzed.tokens[1]) == "ﾃﾞﾓ")
    }

    @Test func digitsAgreeAcrossWidthsAndScripts() throws {
        let tokens = try TextAnalyzer().analyze("３０ and 30 and ٣٠", locale: "en").tokens
        #expect(tokens.filter { $0.kind == .number }.map(\.text) == ["30", "30", "30"])
    }

    @Test func typographicApostrophe() throws {
        #expect(try spelled("it’s", "en") == [Spelled("it's", 0..<4)])
    }

    @Test func offsetsConvertToStringIndices() throws {
        let text = "Summarize my Grocery List in Ｄｅｍｏ!"
        let analyzed = try TextAnalyzer().analyze(text, locale: "en")
        #expect(analyzed.tokens.compactMap { analyzed.original(of: $0) } ==
            ["Summarize", "my", "Grocery", "List", "in", "Ｄｅｍｏ"])
    }
}
