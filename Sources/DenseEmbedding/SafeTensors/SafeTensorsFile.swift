#if canImport(FoundationEssentials)
import ShortcutPreviewCore
import FoundationEssentials
#else
import Foundation
#endif

/// A parsed `.safetensors` file: a JSON header describing named tensors, then their bytes.
///
/// Layout: an 8-byte little-endian header length `N`, `N` bytes of UTF-8 JSON mapping each
/// tensor name to `{"dtype", "shape", "data_offsets": [begin, end]}` (offsets relative to the
/// byte after the header) plus an optional `"__metadata__"` map of strings, then the data.
/// Every offset, shape and size is checked when the file is opened, so reading a tensor later
/// cannot go out of bounds.
public struct SafeTensorsFile: Sendable {
    /// An element type of a tensor, spelled as in the header.
    public enum DType: String, Sendable, Equatable, CaseIterable {
        /// 64-bit IEEE float.
        case float64 = "F64"
        /// 32-bit IEEE float.
        case float32 = "F32"
        /// 16-bit IEEE float.
        case float16 = "F16"
        /// bfloat16: the high half of a 32-bit float.
        case bfloat16 = "BF16"
        /// Signed 64-bit integer.
        case int64 = "I64"
        /// Signed 32-bit integer.
        case int32 = "I32"
        /// Signed 16-bit integer.
        case int16 = "I16"
        /// Signed 8-bit integer.
        case int8 = "I8"
        /// Unsigned 8-bit integer.
        case uint8 = "U8"
        /// A boolean byte.
        case bool = "BOOL"

        /// Bytes per element.
        public var size: Int {
            switch self {
            case .float64, .int64: 8
            case .float32, .int32: 4
            case .float16, .bfloat16, .int16: 2
            case .int8, .uint8, .bool: 1
            }
        }
    }

    /// One tensor's description from the header.
    public struct Tensor: Sendable, Equatable {
        /// The tensor's name.
        public var name: String
        /// Its element type.
        public var dtype: DType
        /// Its shape; `[]` is a scalar.
        public var shape: [Int]
        /// Its bytes, relative to the start of the data section.
        public var byteRange: Range<Int>

        /// The number of elements (the product of the shape).
        public var elementCount: Int { shape.reduce(1, *) }
    }

    /// Header lengths above this are refused (the format's own limit), so a corrupt length
    /// cannot make the reader allocate gigabytes.
    public static let maximumHeaderSize = 100_000_000

    /// The file, as it was named (for messages).
    public let file: String
    /// The tensors, by name.
    public let tensors: [String: Tensor]
    /// The header's `__metadata__` strings.
    public let metadata: [String: String]
    /// The whole file.
    private let data: [UInt8]
    /// Where the data section starts in `data`.
    private let dataStart: Int

    /// Reads and validates the file at `url`.
    public init(contentsOf url: URL) throws(ShortcutPreviewError) {
        let name = url.path
        guard FileManager.default.fileExists(atPath: name) else {
            throw ShortcutPreviewError(.missingFile, file: name, reason: "no such file", remedy: "check the model folder")
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: name, reason: "cannot read: \(error)", remedy: "check permissions")
        }
        try self.init(bytes: [UInt8](bytes), file: name)
    }

    /// Parses and validates `bytes`; `file` names them in errors.
    public init(bytes: [UInt8], file: String) throws(ShortcutPreviewError) {
        self.file = file
        func fail(_ kind: ShortcutPreviewError.Code, _ reason: String) -> ShortcutPreviewError {
            ShortcutPreviewError(kind, file: file, reason: reason, remedy: "the file is damaged or not safetensors; re-create it")
        }
        guard bytes.count >= 8 else {
            throw fail(.truncated, "\(bytes.count) bytes, shorter than the 8-byte header length")
        }
        var length: UInt64 = 0
        for index in 0..<8 { length |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        guard length <= UInt64(Self.maximumHeaderSize) else {
            throw fail(.syntax, "header length \(length) exceeds the limit of \(Self.maximumHeaderSize) bytes")
        }
        let headerEnd = 8 + Int(length)
        guard headerEnd <= bytes.count else {
            throw fail(.truncated, "header length \(length) exceeds the \(bytes.count - 8) bytes that follow it")
        }
        guard length >= 2, bytes[8] == UInt8(ascii: "{") else {
            throw fail(.syntax, "the header is not a JSON object")
        }

        let header: [String: HeaderEntry]
        do {
            header = try JSONDecoder().decode([String: HeaderEntry].self, from: Data(bytes[8..<headerEnd]))
        } catch {
            throw fail(.syntax, "the header is not valid safetensors JSON: \(DecodingDescription.describe(error))")
        }

        let dataCount = bytes.count - headerEnd
        var tensors: [String: Tensor] = [:]
        var metadata: [String: String] = [:]
        for (name, entry) in header {
            if name == "__metadata__" {
                guard let strings = entry.strings else {
                    throw fail(.syntax, "__metadata__ is not a map of strings")
                }
                metadata = strings
                continue
            }
            guard let dtypeName = entry.dtype, let shape = entry.shape, let offsets = entry.offsets else {
                throw fail(.syntax, "tensor \"\(name)\" lacks dtype, shape or data_offsets")
            }
            guard let dtype = DType(rawValue: dtypeName) else {
                throw fail(.invalidValue, "tensor \"\(name)\" has unknown dtype \(dtypeName)")
            }
            guard offsets.count == 2, offsets[0] >= 0, offsets[0] <= offsets[1], offsets[1] <= dataCount else {
                throw fail(.truncated, "tensor \"\(name)\" data_offsets \(offsets) fall outside the \(dataCount) data bytes")
            }
            var count = 1
            for dimension in shape {
                guard dimension >= 0 else { throw fail(.invalidValue, "tensor \"\(name)\" has negative dimension in shape \(shape)") }
                let (product, overflow) = count.multipliedReportingOverflow(by: dimension)
                guard !overflow else { throw fail(.invalidValue, "tensor \"\(name)\" shape \(shape) overflows") }
                count = product
            }
            let (expected, overflow) = count.multipliedReportingOverflow(by: dtype.size)
            guard !overflow, expected == offsets[1] - offsets[0] else {
                throw fail(.invalidValue, "tensor \"\(name)\" shape \(shape) of \(dtypeName) needs \(count) × \(dtype.size) bytes, data_offsets give \(offsets[1] - offsets[0])")
            }
            tensors[name] = Tensor(name: name, dtype: dtype, shape: shape, byteRange: offsets[0]..<offsets[1])
        }
        let sorted = tensors.values.sorted { ($0.byteRange.lowerBound, $0.byteRange.upperBound) < ($1.byteRange.lowerBound, $1.byteRange.upperBound) }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.byteRange.upperBound > second.byteRange.lowerBound {
            throw fail(.invalidValue, "tensors \"\(first.name)\" and \"\(second.name)\" overlap")
        }
        self.tensors = tensors
        self.metadata = metadata
        data = bytes
        dataStart = headerEnd
    }

    /// The tensor called `name`, if there is one.
    public func tensor(_ name: String) -> Tensor? { tensors[name] }

    /// The tensor called `name`, or an error naming the file.
    public func require(_ name: String) throws(ShortcutPreviewError) -> Tensor {
        guard let tensor = tensors[name] else {
            let known = tensors.keys.sorted().joined(separator: ", ")
            throw ShortcutPreviewError(.invalidValue, file: file, reason: "no tensor \"\(name)\" (has: \(known))", remedy: "use a model2vec model folder")
        }
        return tensor
    }

    /// The elements of `name` as floats, converted from any float or integer dtype.
    public func floats(_ name: String) throws(ShortcutPreviewError) -> [Float] {
        let tensor = try require(name)
        let count = tensor.elementCount
        let base = dataStart + tensor.byteRange.lowerBound
        return data.withUnsafeBytes { raw in
            [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    buffer[index] = Self.float(raw, at: base + index * tensor.dtype.size, as: tensor.dtype)
                }
                initialized = count
            }
        }
    }

    /// The elements of an `I8` tensor, unconverted.
    public func int8s(_ name: String) throws(ShortcutPreviewError) -> [Int8] {
        let tensor = try require(name)
        guard tensor.dtype == .int8 else {
            throw ShortcutPreviewError(.invalidValue, file: file, reason: "tensor \"\(name)\" is \(tensor.dtype.rawValue), not I8", remedy: "use a model2vec model folder")
        }
        // One memcpy: an element-wise map over `Data` costs milliseconds on a 7.9 MB table.
        let range = (dataStart + tensor.byteRange.lowerBound)..<(dataStart + tensor.byteRange.upperBound)
        return [Int8](unsafeUninitializedCapacity: range.count) { elements, initialized in
            data.withUnsafeBytes { bytes in
                let offset = data.startIndex  // `bytes` counts from 0 even when `data` is a slice
                UnsafeMutableRawBufferPointer(elements).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound - offset)..<(range.upperBound - offset)]))
            }
            initialized = range.count
        }
    }

    /// The elements of an integer tensor as `Int`.
    public func integers(_ name: String) throws(ShortcutPreviewError) -> [Int] {
        let tensor = try require(name)
        let base = dataStart + tensor.byteRange.lowerBound
        let size = tensor.dtype.size
        switch tensor.dtype {
        case .int64, .int32, .int16, .int8, .uint8, .bool:
            return (0..<tensor.elementCount).map { index in
                var value: UInt64 = 0
                for byte in 0..<size { value |= UInt64(data[base + index * size + byte]) << (8 * UInt64(byte)) }
                // Sign-extend from the element width.
                let shift = UInt64(64 - 8 * size)
                return tensor.dtype == .uint8 || tensor.dtype == .bool ? Int(value) : Int(Int64(bitPattern: value << shift) >> shift)
            }
        default:
            throw ShortcutPreviewError(.invalidValue, file: file, reason: "tensor \"\(name)\" is \(tensor.dtype.rawValue), not an integer type", remedy: "use a model2vec model folder")
        }
    }

    @inline(__always)
    private static func float(_ raw: UnsafeRawBufferPointer, at offset: Int, as dtype: DType) -> Float {
        switch dtype {
        case .float32: Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case .float64: Float(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))))
        case .float16: floatFromHalf(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case .bfloat16: Float(bitPattern: UInt32(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) << 16)
        case .int64: Float(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
        case .int32: Float(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)))
        case .int16: Float(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int16.self)))
        case .int8: Float(Int8(bitPattern: raw[offset]))
        case .uint8, .bool: Float(raw[offset])
        }
    }

    /// An IEEE half-precision bit pattern as a float (portable: no `Float16` type needed).
    static func floatFromHalf(_ half: UInt16) -> Float {
        let sign = UInt32(half & 0x8000) << 16
        let exponent = UInt32(half >> 10) & 0x1F
        let mantissa = UInt32(half & 0x3FF)
        if exponent == 0 {
            let magnitude = Float(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        }
        if exponent == 0x1F {
            return Float(bitPattern: sign | 0x7F80_0000 | (mantissa << 13))
        }
        return Float(bitPattern: sign | ((exponent + 112) << 23) | (mantissa << 13))
    }
}

/// One header value: a tensor description or the metadata map.
private struct HeaderEntry: Decodable {
    var dtype: String?
    var shape: [Int]?
    var offsets: [Int]?
    var strings: [String: String]?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(Key(stringValue: "dtype")) {
            dtype = try container.decode(String.self, forKey: Key(stringValue: "dtype"))
            shape = try container.decode([Int].self, forKey: Key(stringValue: "shape"))
            offsets = try container.decode([Int].self, forKey: Key(stringValue: "data_offsets"))
        } else {
            var strings: [String: String] = [:]
            for key in container.allKeys {
                guard let value = try? container.decode(String.self, forKey: key) else { return }
                strings[key.stringValue] = value
            }
            self.strings = strings
        }
    }
}
