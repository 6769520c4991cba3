public import ShortcutPreviewCore
// Reading a tensor's elements: every range was checked against the file when it was opened.
extension SafeTensorsFile {
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
