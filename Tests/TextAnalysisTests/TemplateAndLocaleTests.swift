import ShortcutPreviewCore
import Testing
import TextAnalysis

@Suite("Phrase templates and locales")
struct TemplateAndLocaleTests {
    @Test func placeholdersSurviveAsOneToken() throws {
        let analyzed = try TextAnalyzer().analyze("${applicationName}の${list}を要約", locale: "ja", template: true)
        #expect(analyzed.tokens.map(\.text) == ["${applicationName}", "の", "${list}", "を", "要約"])
        #expect(analyzed.tokens.map(\.utf16Range) == [0..<18, 18..<19, 19..<26, 26..<27, 27..<29])
        #expect(analyzed.tokens[2].placeholderName == "list")
        #expect(analyzed.exactKey == "${applicationName} の ${list} を 要約")
    }

    @Test func placeholdersAreTextOutsideTemplates() throws {
        #expect(try spelled("Summarize ${list}", "en").map(\.text) == ["summarize", "list"])
    }

    // The analyser reads templates with the catalog's scanner, so both refuse the same phrases.
    @Test func unclosedPlaceholderIsAnError() {
        #expect {
            try TextAnalyzer().analyze("Open ${list in ${applicationName}", locale: "en", template: true)
        } throws: { error in
            let error = error as? ShortcutPreviewError
            return error?.code == .unterminatedPlaceholder && error?.position == "offset 5"
        }
        #expect {
            try TextAnalyzer().analyze("Open ${} now", locale: "en", template: true)
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .invalidPlaceholder
        }
    }

    @Test func errorsPrintAsOneLine() {
        do {
            _ = try TextAnalyzer().analyze("Open\n${list", locale: "en", template: true)
            Issue.record("expected an error")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("has no closing '}'"))
        }
    }

    @Test func localesResolveAndFallBack() {
        #expect(AnalysisLocale("ja-JP").language == "ja")
        #expect(AnalysisLocale("zh-Hans-CN").language == "zh")
        #expect(AnalysisLocale("pt_BR").icuIdentifier == "pt_BR")
        #expect(!AnalysisLocale("vi").isFallback)
        let unknown = AnalysisLocale("qq")
        #expect(unknown.isFallback && !unknown.isMalformed)
        #expect(unknown.description.contains("unknown"))
        let malformed = AnalysisLocale("not a locale!")
        #expect(malformed.isFallback && malformed.isMalformed)
        #expect(malformed.language == "root")
    }

    @Test func unknownLocaleStillAnalyses() throws {
        #expect(try spelled("Hello Wörld", "qq").map(\.text) == ["hello", "wörld"])
    }

    @Test func icuVersionIsReported() {
        #expect(TextAnalyzer.icuVersion.split(separator: ".").count >= 2)
    }
}
