import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

@Suite("Static embedding")
struct EmbeddingTests {
    private func model() throws -> StaticEmbedding {
        try TestFiles.model.get()
    }

    @Test func meaningBeyondSharedWords() throws {
        let model = try model()
        let summary = "summarize my shopping list"
        #expect(model.cosine(summary, "give me the gist of my grocery list") > model.cosine(summary, "what's the weather tomorrow"))
        let hydration = "track my hydration"
        #expect(model.cosine(hydration, "log a glass of water") > model.cosine(hydration, "play some music"))
        #expect(model.cosine("start a run", "begin a workout") > model.cosine("start a run", "order a pizza"))
    }

    private struct Reference: Decodable {
        var a: String
        var b: String
        var cosine: Float
        var aHead: [Float]

        enum CodingKeys: String, CodingKey {
            case a, b, cosine
            case aHead = "a_head"
        }
    }

    @Test func agreesWithTheDerivationScript() throws {
        let model = try model()
        let references = try TestFiles.lines("embedding-reference.jsonl").map { try JSONDecoder().decode(Reference.self, from: $0) }
        #expect(!references.isEmpty)
        for reference in references {
            #expect(abs(model.cosine(reference.a, reference.b) - reference.cosine) < 1e-4, "\(reference.a) ~ \(reference.b)")
            let head = Array(model.embedding(of: reference.a).prefix(reference.aHead.count))
            #expect(zip(head, reference.aHead).allSatisfy { abs($0 - $1) < 1e-4 }, "\(reference.a)")
        }
    }

    @Test func vectorsAreUnitOrZero() throws {
        let model = try model()
        #expect(model.dimension == 256)
        #expect(model.storage == .int8)
        #expect(model.tableByteCount < 9_000_000)
        var vector: [Float] = []
        model.embed("Remind me to drink water", into: &vector)
        #expect(vector.count == 256)
        #expect(abs(norm(vector) - 1) < 1e-5)
        for empty in ["", "   ", "[CLS] [SEP]", "\u{E000}"] {
            model.embed(empty, into: &vector)
            #expect(vector.allSatisfy { $0 == 0 }, "\(empty.debugDescription)")
        }
    }

    @Test func readsFloatTablesWithWeightsAndMappings() throws {
        let tokens = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "water", "log", "##s", "music"]
        let rows: [Float] = [
            9, 9, 9, 9,  // [PAD]
            9, 9, 9, 9,  // [UNK]
            9, 9, 9, 9,  // [CLS]
            9, 9, 9, 9,  // [SEP]
            0, 2, 0, 0,  // water
            0, 0, 1, 0,  // log
            0, 0, 0.5, 0,  // ##s
            0, 0, 0, 4,  // music
        ]
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("tokenizer.json", bytes: Array(tinyTokenizerJSON(tokens)))

        // F32 and F16 tables of the same values give the same vectors; specials and [UNK] are skipped.
        for (dtype, data) in [("F32", float32Bytes(rows)), ("F16", float16Bytes(rows))] {
            let header = #"{"embeddings": {"dtype": "\#(dtype)", "shape": [8, 4], "data_offsets": [0, \#(data.count)]}}"#
            try folder.write("model.safetensors", bytes: safetensorsBytes(header: header, data: data))
            let model = try StaticEmbedding(directory: folder.url)
            #expect(model.storage == .float32)
            #expect(model.embedding(of: "Water") == [0, 1, 0, 0])
            #expect(model.embedding(of: "logs") == [0, 0, 1, 0])
            // The mean of the rows (0, 2, 0, 0) and (0, 0, 0, 4), normalised.
            let root20 = Float(20).squareRoot()
            let mixed = model.embedding(of: "[CLS] water music unknownword [SEP]")
            #expect(zip(mixed, [0, 2 / root20, 0, 4 / root20]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(mixed)")
        }

        // model2vec's vocabulary quantisation: 2 rows, a token → row mapping and token weights.
        let mapped = float32Bytes([1, 0, 0, 1])
        let mapping: [UInt8] = (0..<8).flatMap { token -> [UInt8] in
            let row: Int64 = token == 7 ? 1 : 0
            return (0..<8).map { UInt8(truncatingIfNeeded: row >> (8 * Int64($0))) }
        }
        let weights = float32Bytes([1, 1, 1, 1, 1, 1, 1, 3])
        let header = """
        {"embeddings": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]},
         "mapping": {"dtype": "I64", "shape": [8], "data_offsets": [16, 80]},
         "weights": {"dtype": "F32", "shape": [8], "data_offsets": [80, 112]}}
        """
        try folder.write("model.safetensors", bytes: safetensorsBytes(header: header, data: mapped + mapping + weights))
        let model = try StaticEmbedding(directory: folder.url)
        let vector = model.embedding(of: "water music")
        #expect(abs(vector[0] - 1 / Float(10).squareRoot()) < 1e-6 && abs(vector[1] - 3 / Float(10).squareRoot()) < 1e-6)
    }

    @Test func refusesTablesThatDoNotFitTheTokenizer() throws {
        let tokenizer = try WordPieceTokenizer(json: tinyTokenizerJSON(["[PAD]", "[UNK]", "a", "b"]), file: "tokenizer.json")
        let cases = [
            #"{"embeddings": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}}"#,
            #"{"embeddings": {"dtype": "F32", "shape": [16], "data_offsets": [0, 64]}}"#,
            #"{"embeddings": {"dtype": "I32", "shape": [4, 4], "data_offsets": [0, 64]}}"#,
            #"{"embeddings": {"dtype": "F32", "shape": [4, 4], "data_offsets": [0, 64]}, "scales": {"dtype": "F32", "shape": [3], "data_offsets": [64, 76]}}"#,
            #"{"other": {"dtype": "F32", "shape": [4, 4], "data_offsets": [0, 64]}}"#,
        ]
        for header in cases {
            let file = try SafeTensorsFile(bytes: safetensorsBytes(header: header, data: float32Bytes(Array(repeating: 1, count: 19))), file: "m.safetensors")
            #expect(throws: ShortcutPreviewError.self, "\(header)") { try StaticEmbedding(tensors: file, tokenizer: tokenizer) }
        }
    }

    @Test func locatesTheShippedModel() throws {
        let here = Repo.url("Sources/DenseEmbedding/Embedding/BundledModel.swift").path
        let found = try StaticEmbedding.locateModel(environment: nil, executable: "/nonexistent/bin/tool", sourceFile: here).get()
        #expect(found.standardizedFileURL == TestFiles.shippedModel.standardizedFileURL)
        let named = try StaticEmbedding.locateModel(environment: TestFiles.shippedModel.path, executable: nil, sourceFile: "/x/y/z.swift").get()
        #expect(named.path == TestFiles.shippedModel.path)
        #expect(throws: ShortcutPreviewError.self) {
            try StaticEmbedding.locateModel(environment: "/nonexistent/model", executable: nil, sourceFile: here).get()
        }
        let none = StaticEmbedding.locateModel(environment: nil, executable: "/nonexistent/bin/tool", sourceFile: "/nonexistent/a/b.swift")
        #expect(throws: ShortcutPreviewError.self) { try none.get() }
        if case .failure(let error) = none {
            #expect(error.code == .notFound)
            #expect(error.description.contains("/nonexistent/bin/shortcutpreview-model"))
        }
    }
}
