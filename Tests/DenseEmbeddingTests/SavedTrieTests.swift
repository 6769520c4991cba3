import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

/// The tokenizer's trie saved beside the multilingual table: read instead of built, and only
/// when it was saved for the same pieces.
@Suite("Saved piece trie")
struct SavedTrieTests {
    static let savedTrie = Repo.url("Models/multilingual/trie.safetensors")

    /// The shipped table with its trie built, not read.
    static func built() throws -> UnigramEmbedding {
        try UnigramEmbedding(tensors: SafeTensorsFile(contentsOf: TestFiles.multilingualTable))
    }

    /// Fails when the saved trie is not the one the table builds. After deriving a new table,
    /// run this test with `SHORTCUTPREVIEW_RECORD_TRIE=1` to save its trie again.
    @Test func theShippedTrieIsTheOneTheTableBuilds() throws {
        let contents = try Self.built().tokenizer.savedTrieContents()
        if ProcessInfo.processInfo.environment["SHORTCUTPREVIEW_RECORD_TRIE"] == "1" {
            try Data(contents).write(to: Self.savedTrie)
        }
        let shipped = try [UInt8](Data(contentsOf: Self.savedTrie))
        #expect(shipped.count == contents.count)
        #expect(shipped == contents)
    }

    @Test func loadingReadsTheSavedTrieAndTokenizesAlike() throws {
        let read = try TestFiles.multilingual.get()
        let built = try Self.built()
        #expect(read.tokenizer.readSavedTrie)
        #expect(!built.tokenizer.readSavedTrie)
        let texts = ["summarize my grocery list in Demo", "Demoで買い物リストを要約して", "用Demo总结我的购物清单",
                     "Tóm tắt danh sách mua sắm trong Demo", "ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ and 🍲 emoji", "", "  spaces  "]
        for text in texts {
            #expect(read.tokenizer.tokenize(text) == built.tokenizer.tokenize(text), "\(text)")
        }
    }

    @Test func aTrieSavedForOtherPiecesIsNotRead() throws {
        let saved = try SafeTensorsFile(contentsOf: Self.savedTrie)
        let pieces = Array("▁a▁b▁ab<unk>".utf8)
        let tokenizer = try pieces.withUnsafeBytes { bytes throws(ShortcutPreviewError) in
            try UnigramTokenizer(bytes: bytes, offsets: [0, 4, 8, 13, 18], scores: [-1, -1, -2, -9], unknownID: 3,
                                 file: "fixture", savedTrie: saved)
        }
        #expect(!tokenizer.readSavedTrie)
        #expect(tokenizer.pieces("a b") == ["▁a", "▁b"])
    }

    @Test func aDamagedTrieIsBuiltInstead() throws {
        let built = try Self.built()
        var contents = built.tokenizer.savedTrieContents()
        // Point the last node's first child far outside the trie.
        let file = try SafeTensorsFile(bytes: contents, file: "trie")
        let firstChild = try #require(file.tensor("first_child"))
        let at = file.dataStart + firstChild.byteRange.upperBound - 4
        for (index, byte) in withUnsafeBytes(of: Int32.max.littleEndian, Array.init).enumerated() { contents[at + index] = byte }
        let damaged = try SafeTensorsFile(bytes: contents, file: "trie")
        let table = try UnigramEmbedding(tensors: SafeTensorsFile(contentsOf: TestFiles.multilingualTable), savedTrie: damaged)
        #expect(!table.tokenizer.readSavedTrie)
        #expect(table.tokenizer.tokenize("Demoで買い物リストを要約して") == built.tokenizer.tokenize("Demoで買い物リストを要約して"))
    }
}
