import DenseEmbedding
@testable import ShortcutMatching
import TestSupport
import Testing

/// The runners-up's similarities in 16 bits must agree with the float cosines to about four
/// decimals, for any dimension (the kernels' vector loops and their tails), and say 0 for a
/// zero query.
@Suite("Quantized rows")
struct QuantizedRowsTests {
    /// Deterministic unit-free test vectors: `count × dimension` values in -1…1.
    static func vectors(_ count: Int, _ dimension: Int, seed: UInt64) -> [Float] {
        var generator = SplitMix64(seed: seed)
        return (0..<(count * dimension)).map { _ in Float.random(in: -1...1, using: &generator) }
    }

    @Test(arguments: [7, 16, 33, 256, 384])
    func agreesWithFloatCosines(dimension: Int) {
        let rowCount = 40
        let rows = Self.vectors(rowCount, dimension, seed: UInt64(dimension))
        // Rows of very different lengths: each is scaled on its own.
        let scaledRows = rows.enumerated().map { $0.element * Float(1 + $0.offset / dimension) }
        let quantized = QuantizedRows(scaledRows, dimension: dimension)
        let query = Self.vectors(1, dimension, seed: 99).map { $0 * 3 }
        var scores = [Float](repeating: -7, count: rowCount)
        let wanted: [Int32] = Array(stride(from: 1, to: Int32(rowCount), by: 2))
        query.withUnsafeBufferPointer { query in
            wanted.withUnsafeBufferPointer { wanted in
                scores.withUnsafeMutableBufferPointer { quantized.similarities(query, rows: wanted, into: $0) }
            }
        }
        for row in 0..<rowCount {
            guard wanted.contains(Int32(row)) else {
                #expect(scores[row] == -7, "row \(row) was not asked for")
                continue
            }
            let slice = scaledRows[(row * dimension)..<((row + 1) * dimension)]
            let exact = zip(query, slice).map { $0 * $1 }.reduce(0, +)
            let norms = query.map { $0 * $0 }.reduce(0, +).squareRoot() * slice.map { $0 * $0 }.reduce(0, +).squareRoot()
            #expect(abs(scores[row] - exact) <= 1e-3 * norms, "row \(row): \(scores[row]) against \(exact)")
        }
    }

    @Test func zeroQueryOrRowScoresZero() {
        let dimension = 32
        var rows = Self.vectors(3, dimension, seed: 5)
        for d in 0..<dimension { rows[dimension + d] = 0 }
        let quantized = QuantizedRows(rows, dimension: dimension)
        var scores = [Float](repeating: -7, count: 3)
        let all: [Int32] = [0, 1, 2]
        let zero = [Float](repeating: 0, count: dimension)
        zero.withUnsafeBufferPointer { query in
            all.withUnsafeBufferPointer { all in scores.withUnsafeMutableBufferPointer { quantized.similarities(query, rows: all, into: $0) } }
        }
        #expect(scores == [0, 0, 0])
        let query = Self.vectors(1, dimension, seed: 6)
        query.withUnsafeBufferPointer { query in
            all.withUnsafeBufferPointer { all in scores.withUnsafeMutableBufferPointer { quantized.similarities(query, rows: all, into: $0) } }
        }
        #expect(scores[1] == 0)
        #expect(scores[0] != 0 && scores[2] != 0)
    }
}
