import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

/// Files of this test target and the shipped model, found from the source tree.
enum TestFiles {
    static let fixtures = Repo.url("Tests/DenseEmbeddingTests/Fixtures")
    static let shippedModel = Repo.englishModel

    /// The shipped model, loaded once for the whole test run.
    static let model: Result<StaticEmbedding, ShortcutPreviewError> = Result { () throws(ShortcutPreviewError) in
        try StaticEmbedding(directory: shippedModel)
    }

    static func lines(_ name: String) throws -> [Data] {
        let text = String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
        return text.split(separator: "\n").map { Data($0.utf8) }
    }
}

/// Builds safetensors bytes: the header JSON (without padding) and the data section.
func safetensorsBytes(header: String, data: [UInt8]) -> [UInt8] {
    var headerBytes = Array(header.utf8)
    while headerBytes.count % 8 != 0 { headerBytes.append(UInt8(ascii: " ")) }
    var bytes: [UInt8] = []
    var length = UInt64(headerBytes.count)
    for _ in 0..<8 {
        bytes.append(UInt8(length & 0xFF))
        length >>= 8
    }
    return bytes + headerBytes + data
}

/// Little-endian bytes of floats as F32.
func float32Bytes(_ values: [Float]) -> [UInt8] {
    values.flatMap { value -> [UInt8] in
        let bits = value.bitPattern
        return (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt32($0))) }
    }
}

/// Little-endian bytes of floats as F16 (values exactly representable in half precision).
func float16Bytes(_ values: [Float]) -> [UInt8] {
    values.flatMap { value -> [UInt8] in
        let bits = value.bitPattern
        let sign = UInt16((bits >> 16) & 0x8000)
        let exponent = Int((bits >> 23) & 0xFF) - 127 + 15
        let mantissa = UInt16((bits >> 13) & 0x3FF)
        let half: UInt16 = value == 0 ? sign : sign | UInt16(exponent) << 10 | mantissa
        return [UInt8(half & 0xFF), UInt8(half >> 8)]
    }
}

/// A small BERT-style tokenizer.json over `tokens` (ids in order), with the usual specials.
func tinyTokenizerJSON(_ tokens: [String], modelType: String = "WordPiece") -> Data {
    let vocab = tokens.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ")
    let specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"].compactMap { name -> String? in
        guard let id = tokens.firstIndex(of: name) else { return nil }
        return "{\"id\": \(id), \"content\": \"\(name)\", \"special\": true, \"normalized\": false}"
    }.joined(separator: ", ")
    return Data("""
    {"version": "1.0", "added_tokens": [\(specials)],
     "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true, "strip_accents": null, "lowercase": true},
     "pre_tokenizer": {"type": "BertPreTokenizer"},
     "model": {"type": "\(modelType)", "unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 100, "vocab": {\(vocab)}}}
    """.utf8)
}

func norm(_ vector: [Float]) -> Float {
    vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
}

func dot(_ a: [Float], _ b: [Float]) -> Float {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
}
