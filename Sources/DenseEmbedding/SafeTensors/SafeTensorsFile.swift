public import ShortcutPreviewCore

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
        /// Signed (`int8`) and unsigned (`uint8`) 8-bit integer.
        case int8 = "I8", uint8 = "U8"
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
    /// The whole file, mapped from disk when it was opened from a path.
    let data: TensorBytes
    /// Where the data section starts in `data`.
    let dataStart: Int

    /// Model tables are megabytes; a path to something else must not exhaust memory.
    public static let maximumFileSize = 1 << 30

    /// Maps (or, where mapping fails, reads) and validates the file at `url`. Only the pages
    /// that are used become resident.
    public init(contentsOf url: URL) throws(ShortcutPreviewError) {
        let name = url.path
        if InputFile.exists(url), !InputFile.isDirectory(url), let mapped = TensorBytes(mapping: name),
           mapped.count <= Self.maximumFileSize {
            try self.init(storage: mapped, file: name)
        } else {
            // The same checks and messages as every other file (missing, folder, size, empty).
            try self.init(bytes: InputFile.read(url, displayName: name, maximumSize: Self.maximumFileSize), file: name)
        }
    }

    /// Parses and validates `bytes`; `file` names them in errors.
    public init(bytes: [UInt8], file: String) throws(ShortcutPreviewError) {
        try self.init(storage: TensorBytes(bytes), file: file)
    }

    private init(storage bytes: TensorBytes, file: String) throws(ShortcutPreviewError) {
        self.file = file
        guard bytes.count >= 8 else {
            throw Self.damaged(file, .truncated, "\(bytes.count) bytes, shorter than the 8-byte header length")
        }
        var length: UInt64 = 0
        for index in 0..<8 { length |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        guard length <= UInt64(Self.maximumHeaderSize) else {
            throw Self.damaged(file, .syntax, "header length \(length) exceeds the limit of \(Self.maximumHeaderSize) bytes")
        }
        let headerEnd = 8 + Int(length)
        guard headerEnd <= bytes.count else {
            throw Self.damaged(file, .truncated, "header length \(length) exceeds the \(bytes.count - 8) bytes that follow it")
        }
        guard length >= 2, bytes[8] == UInt8(ascii: "{") else {
            throw Self.damaged(file, .syntax, "the header is not a JSON object")
        }
        (tensors, metadata) = try Self.readHeader(bytes.prefix(headerEnd)[8..<headerEnd], dataCount: bytes.count - headerEnd, file: file)
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

    /// An error for a file that is not what its header says: kind, file and reason given.
    static func damaged(_ file: String, _ kind: ShortcutPreviewError.Code, _ reason: String) -> ShortcutPreviewError {
        ShortcutPreviewError(kind, file: file, reason: reason, remedy: "the file is damaged or not safetensors; re-create it")
    }
}
