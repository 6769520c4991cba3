import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

extension TestFiles {
    static let multilingualTable = Repo.url("Models/multilingual/model.safetensors")

    /// The shipped multilingual table, loaded once for the whole test run.
    static let multilingual: Result<UnigramEmbedding, ShortcutPreviewError> = Result { () throws(ShortcutPreviewError) in
        try UnigramEmbedding(contentsOf: multilingualTable)
    }
}

@Suite("Unigram tokenizer and multilingual table")
struct UnigramTests {
    private struct Expected: Decodable {
        var source: String
        var language: String
        var text: String
        var pieces: [String]
    }

    @Test func tokenizesRealSentencesAsTheTeacherDoes() throws {
        let table = try TestFiles.multilingual.get()
        let expected = try TestFiles.lines("Unigram/teacher-pieces.jsonl").map { try JSONDecoder().decode(Expected.self, from: $0) }
        #expect(expected.count >= 400)
        var mismatches: [String] = []
        for line in expected {
            let pieces = table.tokenizer.pieces(line.text)
            if pieces != line.pieces {
                mismatches.append("\(line.language) \(line.text.debugDescription): got \(pieces), teacher \(line.pieces)")
            }
        }
        // Every line, in every language: the table was fitted on the teacher's tokens.
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(expected.count) differ:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    private struct Reference: Decodable {
        var text: String
        var ids: [Int32]
        var vector: [Float]
    }

    /// `Models/multilingual/reference.jsonl`: the derivation script's own ids and sentence
    /// vectors (numpy, float64 pooling) for 36 sentences in four languages.
    @Test func poolsAsTheDerivationScriptDoes() throws {
        let table = try TestFiles.multilingual.get()
        let url = Repo.url("Models/multilingual/reference.jsonl")
        let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n")
        let references = try lines.map { try JSONDecoder().decode(Reference.self, from: Data($0.utf8)) }
        #expect(references.count >= 30)
        for reference in references {
            #expect(table.tokenizer.tokenize(reference.text) == reference.ids, "\(reference.text)")
            let vector = table.vector(of: reference.text)
            let largest = zip(vector, reference.vector).map { abs($0 - $1) }.max() ?? 1
            #expect(largest < 1e-4, "\(reference.text): differs by \(largest)")
        }
    }

    @Test func embedsIntoOneSpaceAcrossLanguages() throws {
        let table = try TestFiles.multilingual.get()
        let vector = table.vector(of: "Demoの買い物リストを要約")
        #expect(abs(norm(vector) - 1) < 1e-4)
        #expect(vector.count == table.dimension)
        #expect(table.vector(of: "").allSatisfy { $0 == 0 } || abs(norm(table.vector(of: "")) - 1) < 1e-4)
        // A sentence is nearer its translation than an unrelated sentence.
        let translation = table.similarity("買い物リストを見せて", "show my shopping list")
        let unrelated = table.similarity("買い物リストを見せて", "the weather is cold today")
        #expect(translation > unrelated)
    }

    @Test func refusesDamagedTables() throws {
        let bytes = try [UInt8](Data(contentsOf: TestFiles.multilingualTable))
        let folder = try TempFolder()
        defer { folder.remove() }
        // Truncated in the data section, in the header, and before the header's length.
        for (name, cut) in [("data", bytes.count - 100), ("header", 40), ("length", 5)] {
            try folder.write("\(name).safetensors", bytes: Array(bytes.prefix(cut)))
            #expect(throws: ShortcutPreviewError.self, "\(name)") {
                try UnigramEmbedding(contentsOf: folder.url.appendingPathComponent("\(name).safetensors"))
            }
        }
        // A well-formed safetensors file of another format.
        let english = TestFiles.shippedModel.appendingPathComponent("model.safetensors")
        #expect(throws: ShortcutPreviewError.self) { try UnigramEmbedding(contentsOf: english) }
        #expect(throws: ShortcutPreviewError.self) {
            try UnigramEmbedding(contentsOf: folder.url.appendingPathComponent("missing.safetensors"))
        }
    }

    @Test func refusesInconsistentPieces() throws {
        let header = """
        {"__metadata__": {"format": "shortcutpreview-unigram-1", "unk_piece": "0", "dimension": "2"},
         "embeddings": {"dtype": "I8", "shape": [1, 2], "data_offsets": [0, 2]},
         "scales": {"dtype": "F32", "shape": [1], "data_offsets": [2, 6]},
         "pieces": {"dtype": "U8", "shape": [4], "data_offsets": [6, 10]},
         "piece_offsets": {"dtype": "I32", "shape": [3], "data_offsets": [10, 22]},
         "piece_scores": {"dtype": "F32", "shape": [2], "data_offsets": [22, 30]},
         "mapping": {"dtype": "I32", "shape": [2], "data_offsets": [30, 38]}}
        """
        func int32Bytes(_ values: [Int32]) -> [UInt8] {
            values.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: UInt32(bitPattern: value) >> (8 * UInt32($0))) } }
        }
        func table(offsets: [Int32], mapping: [Int32]) throws -> UnigramEmbedding {
            let data: [UInt8] = [10, 20] + float32Bytes([1]) + Array("<u>a".utf8) + int32Bytes(offsets) + float32Bytes([0, -1]) + int32Bytes(mapping)
            return try UnigramEmbedding(tensors: SafeTensorsFile(bytes: safetensorsBytes(header: header, data: data), file: "t.safetensors"))
        }
        let good = try table(offsets: [0, 3, 4], mapping: [-1, 0])
        #expect(good.tokenizer.pieces("aa") == ["<u>", "a", "a"])
        #expect(throws: ShortcutPreviewError.self) { try table(offsets: [0, 5, 4], mapping: [-1, 0]) }
        #expect(throws: ShortcutPreviewError.self) { try table(offsets: [0, 3, 9], mapping: [-1, 0]) }
        #expect(throws: ShortcutPreviewError.self) { try table(offsets: [0, 3, 4], mapping: [-1, 7]) }
    }
}
