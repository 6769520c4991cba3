/// The character classes and per-scalar normalisation of BERT's normaliser and pre-tokenizer,
/// parsed once from the generated ``BertUnicodeTables``.
struct BertCharacterTables: Sendable {
    /// Sorted, disjoint closed ranges of scalars.
    struct RangeSet: Sendable {
        var lows: [UInt32] = []
        var highs: [UInt32] = []

        init(_ text: String) {
            for item in text.split(separator: " ") {
                let bounds = item.split(separator: "-")
                guard bounds.count == 2, let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16) else {
                    preconditionFailure("malformed generated range \(item)")
                }
                lows.append(low)
                highs.append(high)
            }
        }

        @inline(__always)
        func contains(_ scalar: UInt32) -> Bool {
            var low = 0
            var high = lows.count
            while low < high {
                let mid = (low &+ high) >> 1
                if highs[mid] < scalar { low = mid + 1 } else { high = mid }
            }
            return low < lows.count && lows[low] <= scalar
        }
    }

    /// Bits of `ascii[scalar]` for scalars below 0x80.
    enum ASCIIClass {
        static let dropped: UInt8 = 1
        static let space: UInt8 = 2
        static let whitespace: UInt8 = 4
        static let punctuation: UInt8 = 8
    }

    static let shared = BertCharacterTables()

    let cleanDropped: RangeSet
    let cleanSpaces: RangeSet
    let chinese: RangeSet
    let splitWhitespace: RangeSet
    let splitPunctuation: RangeSet
    /// `uncased` keys, sorted; the values of key `i` are `values[starts[i]..<starts[i + 1]]`.
    let uncasedKeys: [UInt32]
    let uncasedStarts: [Int32]
    let uncasedValues: [UInt32]
    /// The classes of ASCII scalars, for the common case.
    let ascii: [UInt8]

    private init() {
        cleanDropped = RangeSet(BertUnicodeTables.cleanDropped)
        cleanSpaces = RangeSet(BertUnicodeTables.cleanSpaces)
        chinese = RangeSet(BertUnicodeTables.chinese)
        splitWhitespace = RangeSet(BertUnicodeTables.splitWhitespace)
        splitPunctuation = RangeSet(BertUnicodeTables.splitPunctuation)
        var keys: [UInt32] = []
        var starts: [Int32] = [0]
        var values: [UInt32] = []
        for entry in BertUnicodeTables.uncased.split(separator: " ") {
            let parts = entry.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let key = UInt32(parts[0], radix: 16) else {
                preconditionFailure("malformed generated mapping \(entry)")
            }
            for value in parts[1].split(separator: ".") {
                guard let scalar = UInt32(value, radix: 16) else { preconditionFailure("malformed generated mapping \(entry)") }
                values.append(scalar)
            }
            keys.append(key)
            starts.append(Int32(values.count))
        }
        uncasedKeys = keys
        uncasedStarts = starts
        uncasedValues = values
        var ascii = [UInt8](repeating: 0, count: 128)
        for scalar in 0..<UInt32(128) {
            var bits: UInt8 = 0
            if cleanDropped.contains(scalar) { bits |= ASCIIClass.dropped }
            if cleanSpaces.contains(scalar) { bits |= ASCIIClass.space }
            if splitWhitespace.contains(scalar) { bits |= ASCIIClass.whitespace }
            if splitPunctuation.contains(scalar) { bits |= ASCIIClass.punctuation }
            ascii[Int(scalar)] = bits
        }
        self.ascii = ascii
    }

    /// The index of `scalar` in `uncasedKeys`, or -1.
    @inline(__always)
    func uncasedIndex(_ scalar: UInt32) -> Int {
        var low = 0
        var high = uncasedKeys.count
        while low < high {
            let mid = (low &+ high) >> 1
            if uncasedKeys[mid] < scalar { low = mid + 1 } else { high = mid }
        }
        return low < uncasedKeys.count && uncasedKeys[low] == scalar ? low : -1
    }
}
