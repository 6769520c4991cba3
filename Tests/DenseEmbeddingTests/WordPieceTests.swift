import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

@Suite("WordPiece tokenizer")
struct WordPieceTests {
    private struct Reference: Decodable {
        var text: String
        var ids: [Int32]
        var tokens: [String]
    }

    private func shippedTokenizer() throws -> WordPieceTokenizer {
        try WordPieceTokenizer(contentsOf: TestFiles.shippedModel.appendingPathComponent("tokenizer.json"))
    }

    @Test func matchesTheReferenceLibraryOnRealSentences() throws {
        let tokenizer = try shippedTokenizer()
        let references = try TestFiles.lines("wordpiece-reference.jsonl").map { try JSONDecoder().decode(Reference.self, from: $0) }
        #expect(references.count >= 40)
        for reference in references {
            let ids = tokenizer.tokenize(reference.text)
            #expect(ids == reference.ids, "\(reference.text.debugDescription): got \(tokenizer.tokens(reference.text)), expected \(reference.tokens)")
        }
    }

    @Test func readsTheBertSettings() throws {
        let tokenizer = try shippedTokenizer()
        #expect(tokenizer.configuration == WordPieceTokenizer.Configuration(
            cleanText: true, handleChineseChars: true, uncased: true,
            unknownToken: "[UNK]", continuingSubwordPrefix: "##", maxInputCharsPerWord: 100))
        #expect(tokenizer.idCount == 30522)
        #expect(tokenizer.unknownID == 100)
        #expect(tokenizer.specialIDs == [0, 100, 101, 102, 103])
        #expect(tokenizer.id(of: "##ing") != nil)
        #expect(tokenizer.token(of: 2026) == "my")
    }

    @Test func splitsPiecesAndMarksUnknownWords() throws {
        let tokenizer = try shippedTokenizer()
        #expect(tokenizer.tokens("Summarize") == ["sum", "##mar", "##ize"])
        #expect(tokenizer.tokens("CAFÉ, naïve!") == ["cafe", ",", "naive", "!"])
        #expect(tokenizer.tokens(String(repeating: "a", count: 101)) == ["[UNK]"])
        #expect(tokenizer.tokens("[CLS]hello[SEP]") == ["[CLS]", "hello", "[SEP]"])
        #expect(tokenizer.tokenize("") == [])
        #expect(tokenizer.tokenize(" \t\n ") == [])
    }

    @Test func refusesOtherTokenizers() throws {
        #expect {
            try WordPieceTokenizer(json: tinyTokenizerJSON(["[UNK]", "a"], modelType: "Unigram"), file: "uni.json")
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .unsupported && "\(error)".hasPrefix("uni.json: model type Unigram")
        }
        #expect(throws: ShortcutPreviewError.self) {
            try WordPieceTokenizer(json: Data("{\"model\": ".utf8), file: "broken.json")
        }
        #expect {
            try WordPieceTokenizer(json: tinyTokenizerJSON(["a", "b"]), file: "nounk.json")
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .invalidValue
        }
        #expect {
            try WordPieceTokenizer(contentsOf: URL(fileURLWithPath: "/nonexistent/tokenizer.json"))
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .missingFile
        }
    }

    @Test(arguments: [
        (#""vocab": {"[UNK]": 0, "a": "1"}"#, "at $.model.vocab.a: expected an integer, found string"),
        (#""vocab": {"[UNK]": 0, "a": 1.5}"#, "at $.model.vocab.a: expected an integer, found number"),
        (###""vocab": {"[UNK]": 0, "##a": true}"###, ###"at $.model.vocab["##a"]: expected an integer, found boolean"###),
        (#""vocab": ["[UNK]"]"#, "at $.model.vocab: expected an object, found array"),
        (#""vocab": {"[UNK]": 0}, "unk_token": 7"#, "at $.model.unk_token: expected a string, found number"),
    ])
    func refusesWrongTypesNamingTheirPath(model: String, message: String) throws {
        let json = Data(#"{"model": {"type": "WordPiece", \#(model)}}"#.utf8)
        #expect {
            try WordPieceTokenizer(json: json, file: "typed.json")
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .syntax && "\(error)".contains(message)
        }
    }

    @Test func nullMembersAreAbsentOnes() throws {
        let json = Data(#"{"added_tokens": null, "normalizer": null, "pre_tokenizer": null, "model": {"type": null, "vocab": {"[UNK]": 0, "hi": 1}}}"#.utf8)
        let tokenizer = try WordPieceTokenizer(json: json, file: "nulls.json")
        #expect(!tokenizer.configuration.uncased)
        #expect(tokenizer.tokens("hi Hi") == ["hi", "[UNK]"])
    }
}
