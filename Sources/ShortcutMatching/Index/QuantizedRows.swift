internal import CKernels

/// Vectors in 16 bits, each scaled to length 32,767, for dot products that only need about
/// four decimals: eight multiply-adds per instruction where 32-bit floats take four, and half
/// the memory to read.
///
/// The dense runners-up of a catalog of many shortcuts use it: every shortcut the sparse index
/// scored but did not lead with gets a similarity by meaning, which with floats cost as much as
/// the rest of a query together.
struct QuantizedRows: Sendable {
    let dimension: Int
    /// `rows × dimension` components.
    private let values: [Int16]
    /// Per row: the factor that turns its 16-bit dot products back into its own scale.
    private let inverseScale: [Float]

    /// The largest length a scaled vector may have: no sum of products then leaves 32 bits.
    static let length: Float = 32_767

    /// Quantizes `rows` (`count × dimension` floats). A zero row stays zero.
    ///
    /// Complexity: O(rows × dimension).
    init(_ rows: [Float], dimension: Int) {
        self.dimension = dimension
        let count = dimension > 0 ? rows.count / dimension : 0
        var values = [Int16](repeating: 0, count: count * dimension)
        var inverse = [Float](repeating: 0, count: count)
        for row in 0..<count {
            let base = row * dimension
            let scale = Self.scale(of: rows[base..<(base + dimension)])
            guard scale > 0 else { continue }
            inverse[row] = 1 / scale
            for d in 0..<dimension { values[base + d] = Self.quantize(rows[base + d], scale) }
        }
        self.values = values
        inverseScale = inverse
    }

    /// The factor that gives `vector` the length ``length``, or 0 for a zero or non-finite one.
    private static func scale(of vector: some Collection<Float>) -> Float {
        var squared: Float = 0
        for x in vector { squared += x * x }
        guard squared > 0, squared.isFinite else { return 0 }
        return length / squared.squareRoot()
    }

    /// `x × scale` rounded to the nearest integer and kept inside Int16's range (rounding may
    /// pass 32,767 by a hair). No branch on the sign and no call into the C library: this runs
    /// for every component of every query. `x × scale` is finite: ``scale(of:)`` is 0 for a
    /// vector with a non-finite component.
    @inline(__always)
    private static func quantize(_ x: Float, _ scale: Float) -> Int16 {
        let scaled = x * scale
        return Int16(max(-32_767, min(32_767, scaled + Float(signOf: scaled, magnitudeOf: 0.5))))
    }

    /// `scores[row] = query · rows[row]` for every row in `rows`, to about 1e-4 of the query's
    /// length; the other scores are left as they are. Allocates nothing for up to 1,024
    /// dimensions and 256 rows.
    func similarities(_ query: UnsafeBufferPointer<Float>, rows: UnsafeBufferPointer<Int32>, into scores: UnsafeMutableBufferPointer<Float>) {
        guard !rows.isEmpty, query.count >= dimension else { return }
        let scale = Self.scale(of: UnsafeBufferPointer(rebasing: query[0..<dimension]))
        guard scale > 0 else {
            for row in rows { scores[Int(row)] = 0 }
            return
        }
        withUnsafeTemporaryAllocation(of: Int16.self, capacity: dimension) { quantized in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: rows.count) { dots in
            for d in 0..<dimension { quantized[d] = Self.quantize(query[d], scale) }
            values.withUnsafeBufferPointer { values in
                sp_dots_i16(quantized.baseAddress, values.baseAddress, Int32(dimension),
                            rows.baseAddress, Int32(rows.count), dots.baseAddress)
            }
            let inverseQuery = 1 / scale
            inverseScale.withUnsafeBufferPointer { inverseScale in
                for (slot, row) in rows.enumerated() {
                    scores[Int(row)] = Float(dots[slot]) * inverseQuery * inverseScale[Int(row)]
                }
            }
        }}
    }
}
