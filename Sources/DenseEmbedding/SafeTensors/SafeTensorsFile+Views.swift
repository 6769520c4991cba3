public import ShortcutPreviewCore

// Tensors read in place: the multilingual table's rows and piece bytes are megabytes, used a
// few hundred bytes at a time, so they are never copied out of the (mapped) file.
extension SafeTensorsFile {
    /// The rows of an `I8` tensor, in place.
    public func int8Rows(_ name: String) throws(ShortcutPreviewError) -> Int8Rows {
        Int8Rows(try view(name, as: .int8))
    }

    /// The bytes of a `U8` tensor, in place.
    public func byteView(_ name: String) throws(ShortcutPreviewError) -> TensorView {
        try view(name, as: .uint8)
    }

    /// The elements of an `I32` tensor, in one copy (the host is little-endian, as the file).
    public func int32s(_ name: String) throws(ShortcutPreviewError) -> [Int32] {
        let tensor = try view(name, as: .int32)
        return [Int32](unsafeUninitializedCapacity: tensor.byteCount / 4) { buffer, initialized in
            tensor.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            initialized = tensor.byteCount / 4
        }.map { Int32(littleEndian: $0) }
    }

    /// The tensor `name`, which must have element type `dtype`.
    func view(_ name: String, as dtype: DType) throws(ShortcutPreviewError) -> TensorView {
        let tensor = try require(name)
        guard tensor.dtype == dtype else {
            throw ShortcutPreviewError(.invalidValue, file: file, reason: "tensor \"\(name)\" is \(tensor.dtype.rawValue), not \(dtype.rawValue)",
                                       remedy: "re-create the file with the documented tensor types")
        }
        return TensorView(bytes: data, range: (dataStart + tensor.byteRange.lowerBound)..<(dataStart + tensor.byteRange.upperBound))
    }
}

/// One tensor's bytes inside its file, kept alive with the file's mapping.
public struct TensorView: Sendable {
    let bytes: TensorBytes
    let range: Range<Int>

    /// The number of bytes.
    public var byteCount: Int { range.count }

    /// Calls `body` with the tensor's bytes.
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try bytes.withUnsafeBytes { (all) throws(E) -> R in try body(UnsafeRawBufferPointer(rebasing: all[range])) }
    }
}

/// An int8 table, in place in its file or in an array.
public struct Int8Rows: Sendable, ExpressibleByArrayLiteral {
    private let view: TensorView?
    private let array: [Int8]

    init(_ view: TensorView) {
        self.view = view
        array = []
    }

    /// Rows held in memory.
    public init(arrayLiteral elements: Int8...) {
        view = nil
        array = elements
    }

    /// The number of elements.
    public var count: Int { view?.byteCount ?? array.count }

    /// Whether there are no elements.
    public var isEmpty: Bool { count == 0 }

    /// Calls `body` with the elements.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Int8>) throws -> R) rethrows -> R {
        if let view {
            return try view.withUnsafeBytes { raw in
                // The mapped bytes are untyped memory; Int8 has no alignment to respect.
                try body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: Int8.self), count: raw.count))
            }
        }
        return try array.withUnsafeBufferPointer(body)
    }
}
