import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

@Suite("safetensors reader")
struct SafeTensorsTests {
    @Test func readsTheShippedModel() throws {
        let file = try SafeTensorsFile(contentsOf: TestFiles.shippedModel.appendingPathComponent("model.safetensors"))
        let embeddings = try #require(file.tensor("embeddings"))
        #expect(embeddings.dtype == .int8)
        #expect(embeddings.shape == [30522, 256])
        let scales = try #require(file.tensor("scales"))
        #expect(scales.dtype == .float32)
        #expect(scales.shape == [30522])
        #expect(file.metadata["format"] == "model2vec")
        let values = try file.floats("scales")
        #expect(values.allSatisfy { $0.isFinite && $0 >= 0 })
        #expect(values[0] > 0)  // [PAD] keeps its row, as in model2vec
        #expect(values[1] == 0)  // [unused0] is skipped
    }

    @Test func convertsEveryFloatType() throws {
        // Exact in F16 and in BF16 (whose 8 mantissa bits drop F16's 65504).
        let values: [Float] = [1, -2, 0.5, 0, 65280, -0.25]
        let halfData = float16Bytes(values)
        let floatData = float32Bytes(values)
        let bfloatData = floatData.enumerated().filter { $0.offset % 4 >= 2 }.map(\.element)
        let header = """
        {"__metadata__": {"note": "test"},
         "f16": {"dtype": "F16", "shape": [2, 3], "data_offsets": [0, 12]},
         "f32": {"dtype": "F32", "shape": [6], "data_offsets": [12, 36]},
         "bf16": {"dtype": "BF16", "shape": [6], "data_offsets": [36, 48]},
         "i8": {"dtype": "I8", "shape": [3], "data_offsets": [48, 51]}}
        """
        let file = try SafeTensorsFile(bytes: safetensorsBytes(header: header, data: halfData + floatData + bfloatData + [0x7F, 0x80, 0xFF]), file: "t.safetensors")
        #expect(try file.floats("f16") == values)
        #expect(try file.floats("f32") == values)
        #expect(try file.floats("bf16") == values)
        #expect(try file.int8s("i8") == [127, -128, -1])
        #expect(try file.integers("i8") == [127, -128, -1])
        #expect(try file.floats("i8") == [127, -128, -1])
        #expect(file.metadata == ["note": "test"])
        #expect(SafeTensorsFile.floatFromHalf(0x0001) == 0x1p-24)
        #expect(SafeTensorsFile.floatFromHalf(0x7C00) == .infinity)
    }

    private func error(_ bytes: [UInt8]) -> ShortcutPreviewError? {
        do {
            _ = try SafeTensorsFile(bytes: bytes, file: "bad.safetensors")
            return nil
        } catch {
            return error
        }
    }

    @Test func refusesBadInput() throws {
        let good = #"{"x": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}"#
        #expect(error(safetensorsBytes(header: good, data: float32Bytes([1, 2]))) == nil)

        let cases: [(String, [UInt8], ShortcutPreviewError.Code)] = [
            ("shorter than the length", [1, 0, 0], .truncated),
            ("length past the end", [200, 0, 0, 0, 0, 0, 0, 0] + Array("{}".utf8), .truncated),
            ("header over the limit", [0, 0, 0, 0, 1, 0, 0, 0] + Array("{}".utf8), .syntax),
            ("not JSON", safetensorsBytes(header: "{nope", data: []), .syntax),
            ("not an object", safetensorsBytes(header: "[1, 2]", data: []), .syntax),
            ("data truncated", safetensorsBytes(header: good, data: float32Bytes([1])), .truncated),
            ("shape disagrees with offsets", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [3], "data_offsets": [0, 8]}}"#, data: float32Bytes([1, 2])), .invalidValue),
            ("unknown dtype", safetensorsBytes(header: #"{"x": {"dtype": "Q4", "shape": [2], "data_offsets": [0, 8]}}"#, data: float32Bytes([1, 2])), .invalidValue),
            ("negative dimension", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [-2], "data_offsets": [0, 8]}}"#, data: float32Bytes([1, 2])), .invalidValue),
            ("overflowing shape", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [4611686018427387904, 4], "data_offsets": [0, 8]}}"#, data: float32Bytes([1, 2])), .invalidValue),
            ("reversed offsets", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [2], "data_offsets": [8, 0]}}"#, data: float32Bytes([1, 2])), .truncated),
            ("missing offsets", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [2]}}"#, data: float32Bytes([1, 2])), .syntax),
            ("overlap", safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}, "y": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]}}"#, data: float32Bytes([1, 2])), .invalidValue),
        ]
        for (name, bytes, kind) in cases {
            let failure = error(bytes)
            #expect(failure?.code == kind, "\(name): \(String(describing: failure))")
            if let failure {
                #expect(failure.description.hasPrefix("bad.safetensors: "), "\(name)")
                #expect(!failure.description.contains("\n"), "\(name)")
            }
        }
    }

    @Test(arguments: [
        (#"{"x": 5}"#, "at $.x: expected an object, found number"),
        (#"{"x": {"dtype": 4, "shape": [1], "data_offsets": [0, 4]}}"#, "at $.x.dtype: expected a string, found number"),
        (#"{"x": {"dtype": "F32", "shape": ["1"], "data_offsets": [0, 4]}}"#, "at $.x.shape[0]: expected an integer, found string"),
        (#"{"x y": {"dtype": "F32", "shape": [1], "data_offsets": 4}}"#, #"at $["x y"].data_offsets: expected an array of integers, found number"#),
        (#"{"__metadata__": {"note": 1}}"#, "__metadata__ is not a map of strings"),
        (#"{"x": {"dtype": "F32", "shape": [1]"#, "the header is not valid safetensors JSON: line 1, column"),
    ])
    func namesThePathOfAWrongType(header: String, message: String) throws {
        let failure = error(safetensorsBytes(header: header, data: float32Bytes([1])))
        #expect(failure?.code == .syntax)
        #expect(failure?.description.contains(message) == true, "\(String(describing: failure))")
    }

    @Test func laterDuplicateNamesWin() throws {
        let header = #"{"x": {"dtype": "I8", "shape": [9], "data_offsets": [0, 9]}, "x": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}}"#
        let file = try SafeTensorsFile(bytes: safetensorsBytes(header: header, data: float32Bytes([3])), file: "d.safetensors")
        #expect(try file.floats("x") == [3])
    }

    @Test func reportsMissingTensorsAndWrongTypes() throws {
        let file = try SafeTensorsFile(bytes: safetensorsBytes(header: #"{"x": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}}"#, data: float32Bytes([3])), file: "m.safetensors")
        #expect(throws: ShortcutPreviewError.self) { try file.floats("y") }
        #expect(throws: ShortcutPreviewError.self) { try file.int8s("x") }
        #expect(throws: ShortcutPreviewError.self) { try file.integers("x") }
        #expect {
            try SafeTensorsFile(contentsOf: URL(fileURLWithPath: "/nonexistent/model.safetensors"))
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .missingFile
        }
    }
}
