// The files this module writes for itself (a trie, a parsed tokenizer), saved beside the files
// they were derived from so that loading reads them instead of deriving them again.
extension SafeTensorsFile {
    /// One tensor to write: its name, element type, shape and little-endian bytes.
    struct Written {
        var name: String
        var dtype: DType
        var shape: [Int]
        var bytes: [UInt8]

        /// An `I32` vector.
        static func int32s(_ name: String, _ values: [Int32]) -> Written {
            var bytes = [UInt8]()
            bytes.reserveCapacity(4 * values.count)
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
            return Written(name: name, dtype: .int32, shape: [values.count], bytes: bytes)
        }

        /// A `U8` vector.
        static func bytes(_ name: String, _ values: [UInt8]) -> Written {
            Written(name: name, dtype: .uint8, shape: [values.count], bytes: values)
        }
    }

    /// A safetensors file holding `tensors` in the order given, and `metadata` in the header.
    /// The header is padded so that the data starts 8-byte aligned; list 4-byte tensors before
    /// 1-byte ones and every tensor starts aligned to its element. O(bytes).
    static func contents(tensors: [Written], metadata: KeyValuePairs<String, String>) -> [UInt8] {
        var entries = ["\"__metadata__\":{" + metadata.map { "\(quoted($0.key)):\(quoted($0.value))" }.joined(separator: ",") + "}"]
        var offset = 0
        for tensor in tensors {
            let shape = tensor.shape.map(String.init).joined(separator: ",")
            entries.append("\(quoted(tensor.name)):{\"dtype\":\"\(tensor.dtype.rawValue)\",\"shape\":[\(shape)],\"data_offsets\":[\(offset),\(offset + tensor.bytes.count)]}")
            offset += tensor.bytes.count
        }
        var header = Array(("{" + entries.joined(separator: ",") + "}").utf8)
        while header.count % 8 != 0 { header.append(UInt8(ascii: " ")) }
        var file = withUnsafeBytes(of: UInt64(header.count).littleEndian) { Array($0) }
        file.reserveCapacity(file.count + header.count + offset)
        file += header
        for tensor in tensors { file += tensor.bytes }
        return file
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A 64-bit FNV-1a hash fed eight bytes at a time: what a saved file names its source by.
/// Not cryptographic; it tells a file saved for other contents, not a forged one, which the
/// readers' bounds checks guard against.
struct Fingerprint {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    mutating func combine(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
    }

    /// Adds `bytes`, whole words first, then the tail as one word. O(bytes).
    mutating func combine(bytes: UnsafeRawBufferPointer) {
        var at = 0
        while at + 8 <= bytes.count {
            combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            at += 8
        }
        var tail: UInt64 = 0
        for (shift, index) in (at..<bytes.count).enumerated() { tail |= UInt64(bytes[index]) << (8 * UInt64(shift)) }
        combine(tail)
    }

    /// The value as the lowercase hexadecimal a file's metadata holds.
    var hex: String { String(value, radix: 16) }
}
