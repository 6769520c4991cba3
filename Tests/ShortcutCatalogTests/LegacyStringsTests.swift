import ShortcutPreviewCore
@testable import ShortcutCatalog
import TestSupport
import Testing

@Suite("Legacy .strings reader")
struct LegacyStringsTests {
    static let japanese = """
    /* Summarize: the primary phrase */
    "Summarize ${list} in ${applicationName}" = "${applicationName}の${list}を要約";
    // A line comment
    "Create a list in ${applicationName}" = "${applicationName}で\\"リスト\\"を作成\\U2605";
    "Not in the manifest" = "x";
    """

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test(arguments: ["utf8", "utf16le", "utf16be"])
    func readsEachEncoding(_ encoding: String) throws {
        let directory = try Fixtures.catalog()
        defer { directory.remove() }
        switch encoding {
        case "utf8": try directory.write("ja.lproj/AppShortcuts.strings", Self.japanese)
        case "utf16le": try directory.write("ja.lproj/AppShortcuts.strings", bytes: Self.utf16(Self.japanese, bigEndian: false))
        default: try directory.write("ja.lproj/AppShortcuts.strings", bytes: Self.utf16(Self.japanese, bigEndian: true))
        }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.locales == ["en", "ja"])
        #expect(catalog.texts("SummarizeList", "ja") == ["${applicationName}の${list}を要約"])
        #expect(catalog.texts("CreateList", "ja") == ["${applicationName}で\"リスト\"を作成★"])
        let phrase = catalog.content(for: "ja").phrases(for: "CreateList")[0]
        #expect(phrase.form == .legacyStrings)
        #expect(phrase.source.line == 4)
        #expect(catalog.unusedKeys.map(\.key) == ["Not in the manifest"])
    }

    @Test func parsesEscapesCommentsAndBareWords() throws {
        let entries = try StringsFileParser.parse(Array(#"""
        /* multi
           line */ key_1 = "a\nb\tc\\d\"e\UD83D\UDE00\101"; // trailing
        "only key";
        "x"="y";
        """#.utf8), file: "t.strings")
        #expect(entries.map(\.key) == ["key_1", "only key", "x"])
        #expect(entries[0].value == "a\nb\tc\\d\"e😀A")
        #expect(entries[1].value == "only key")
        #expect(entries.map(\.line) == [2, 3, 4])
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", "expected ';'"),
        ("\"a\" \"b\";", "expected '='"),
        ("\"a\" = \"b;", "never closed"),
        ("/* open", "never closed"),
    ])
    func reportsSyntaxErrors(_ text: String, _ reason: String) {
        let error = expectCatalogError(.syntax) { () throws(ShortcutPreviewError) in _ = try StringsFileParser.parse(Array(text.utf8), file: "ja.lproj/AppShortcuts.strings") }
        #expect(error?.reason.contains(reason) == true)
        #expect(error?.description.hasPrefix("ja.lproj/AppShortcuts.strings: line 1") == true)
    }

    @Test func rejectsInvalidUTF8AndTruncatedUTF16() {
        expectCatalogError(.invalidEncoding) { () throws(ShortcutPreviewError) in _ = try StringsFileParser.parse([0x22, 0xC3, 0x28, 0x22], file: "f") }
        expectCatalogError(.invalidEncoding) { () throws(ShortcutPreviewError) in _ = try StringsFileParser.parse([0xFF, 0xFE, 0x22], file: "f") }
        // A lone high surrogate in UTF-16.
        expectCatalogError(.invalidEncoding) { () throws(ShortcutPreviewError) in _ = try StringsFileParser.parse([0xFF, 0xFE, 0x3D, 0xD8, 0x22, 0x00], file: "f") }
    }

    @Test func stringCatalogWinsOverLegacyFiles() throws {
        let directory = try Fixtures.catalog(files: [
            "AppShortcuts.xcstrings": Fixtures.extractedCatalog,
            "ja.lproj/AppShortcuts.strings": #""Summarize ${list} in ${applicationName}" = "旧";"#,
            "fr.lproj/AppShortcuts.strings": #""Summarize ${list} in ${applicationName}" = "vieux";"#,
        ])
        defer { directory.remove() }
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.texts("SummarizeList", "ja") == ["${applicationName}の${list}を要約"])
        #expect(catalog.locales == ["en", "ja"])
        #expect(catalog.files.legacyStringsIgnored)
        #expect(catalog.files.legacyStrings.count == 2)
    }

    @Test func illFormedLprojNameIsAnError() throws {
        let directory = try Fixtures.catalog(files: ["klingon.lproj/AppShortcuts.strings": #""a" = "b";"#])
        defer { directory.remove() }
        let error = expectCatalogError(.invalidLocale) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.file.hasSuffix("klingon.lproj") == true)
    }
}
