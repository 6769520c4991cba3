import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

/// The English tokenizer's parsed copy saved beside its `tokenizer.json`: read instead of
/// parsing the JSON, and only when it was saved for the same file.
@Suite("Saved WordPiece tokenizer")
struct SavedTokenizerTests {
    static let json = TestFiles.shippedModel.appendingPathComponent("tokenizer.json")
    static let saved = TestFiles.shippedModel.appendingPathComponent(WordPieceTokenizer.savedFileName)

    /// The shipped tokenizer parsed from its JSON, the saved copy ignored.
    static func parsed() throws -> WordPieceTokenizer {
        try WordPieceTokenizer(json: Data(contentsOf: json), file: "tokenizer.json")
    }

    static let texts = [
        "summarize my grocery list in Demo", "Don't forget: the café's crème brûlée!", "用Demo总结我的购物清单",
        "Demoで買い物リストを要約して", "[CLS] hello [SEP] [MASK]", "ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ and 🍲 emoji",
        String(repeating: "a", count: 150), "", "  spaces\tand\nlines  ",
    ]

    /// Fails when the saved copy is not the one `tokenizer.json` gives. After changing the
    /// tokenizer, run this test with `SHORTCUTPREVIEW_RECORD_TOKENIZER=1` to save it again.
    @Test func theShippedCopyIsTheOneTheJSONGives() throws {
        let contents = try Self.parsed().savedContents()
        if ProcessInfo.processInfo.environment["SHORTCUTPREVIEW_RECORD_TOKENIZER"] == "1" {
            try Data(contents).write(to: Self.saved)
        }
        let shipped = try [UInt8](Data(contentsOf: Self.saved))
        #expect(shipped.count == contents.count)
        #expect(shipped == contents)
    }

    @Test func loadingReadsTheSavedCopyAndTokenizesAlike() throws {
        let read = try WordPieceTokenizer(contentsOf: Self.json)
        let parsed = try Self.parsed()
        let (readSaved, parsedSaved) = (read.readSavedFile, parsed.readSavedFile)
        #expect(readSaved)
        #expect(!parsedSaved)
        #expect(read.configuration == parsed.configuration)
        #expect(read.idCount == parsed.idCount && read.unknownID == parsed.unknownID && read.specialIDs == parsed.specialIDs)
        for text in Self.texts {
            #expect(read.tokenize(text) == parsed.tokenize(text), "\(text)")
        }
        for id in [0, 100, 1996, 30521] {
            #expect(read.token(of: Int32(id)) == parsed.token(of: Int32(id)))
        }
    }

    @Test func aCopySavedForAnotherFileIsNotRead() throws {
        let saved = try SafeTensorsFile(contentsOf: Self.saved)
        var json = try [UInt8](Data(contentsOf: Self.json))
        // The same vocabulary with one byte of whitespace more is another file.
        json.append(UInt8(ascii: "\n"))
        let tokenizer = try WordPieceTokenizer(bytes: json, file: "tokenizer.json", saved: saved)
        let readSaved = tokenizer.readSavedFile
        #expect(!readSaved)
        #expect(tokenizer.tokens("grocery lists") == ["grocery", "lists"])
    }

    @Test(arguments: [("slots", Int32.max), ("starts", Int32.max), ("added_lengths", -1), ("special_ids", -1), ("added_ids", 1 << 30)])
    func aDamagedCopyIsParsedInstead(tensor name: String, value: Int32) throws {
        var contents = try Self.parsed().savedContents()
        let file = try SafeTensorsFile(bytes: contents, file: "saved")
        let tensor = try #require(file.tensor(name))
        // Point the last element outside the table.
        let at = file.dataStart + tensor.byteRange.upperBound - 4
        for (index, byte) in withUnsafeBytes(of: value.littleEndian, Array.init).enumerated() { contents[at + index] = byte }
        let damaged = try SafeTensorsFile(bytes: contents, file: "saved")
        let tokenizer = try WordPieceTokenizer(bytes: [UInt8](Data(contentsOf: Self.json)), file: "tokenizer.json", saved: damaged)
        let readSaved = tokenizer.readSavedFile
        #expect(!readSaved)
        #expect(tokenizer.tokenize(Self.texts[1]) == (try Self.parsed()).tokenize(Self.texts[1]))
    }
}
