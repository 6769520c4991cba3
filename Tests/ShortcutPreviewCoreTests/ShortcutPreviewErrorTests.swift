import ShortcutPreviewCore
import TestSupport
import Testing

@Suite struct ShortcutPreviewErrorTests {
    @Test func printsAsOneLineWithEveryContext() {
        let error = ShortcutPreviewError(
            .syntax, file: "AppShortcuts.json", position: "line 4, column 2",
            jsonPath: JSONPath.root.appending(key: "shortcuts").appending(index: 0),
            key: "Open\n${applicationName}", locale: "ja", reason: "expected ','", remedy: "fix the JSON syntax")
        #expect(error.description
            == #"AppShortcuts.json: line 4, column 2, at $.shortcuts[0], key "Open\n${applicationName}", locale ja: expected ',' (fix the JSON syntax)"#)
        #expect(!error.description.contains("\n"))
    }

    @Test func withoutAFileTheLineStartsWithTheReason() {
        let error = ShortcutPreviewError(.textTooLong, reason: "too long", remedy: "split it")
        #expect(error.description == "too long (split it)")
        #expect(error.inFile("x.json").description == "x.json: too long (split it)")
    }

    @Test func codesCompareByValueAndPrintTheirName() {
        #expect(ShortcutPreviewError.Code.syntax == .syntax)
        #expect(ShortcutPreviewError.Code.syntax != .wrongType)
        #expect("\(ShortcutPreviewError.Code.overLimit)" == "overLimit")
    }

    @Test func quotingEscapesOnlyWhatJSONRequires() {
        #expect(JSONString.quoted("a/\"b\"\\\u{01}é") == #""a/\"b\"\\\u0001é""#)
        #expect(JSONPath.root.appending(key: "strings").appending(key: "Open it").description == #"$.strings["Open it"]"#)
    }
}
