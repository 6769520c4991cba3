/// The character classes and per-scalar normalisation of BERT's normaliser and pre-tokenizer,
/// parsed once from the generated ``BertUnicodeTables``.
struct BertCharacterTables: Sendable {
    /// Sorted, disjoint closed ranges of scalars.
    struct RangeSet: Sendable {
        var lows: [UInt32] = []
        var highs: [UInt32] = []

        init(_ text: String) {
            var numbers = HexNumbers(text)
            while let low = numbers.next(), let high = numbers.next() {
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
        // `key=value.value key=value`: a key follows a space (or starts the text); every
        // other number is a value of the last key.
        var numbers = HexNumbers(BertUnicodeTables.uncased)
        while let number = numbers.next() {
            if numbers.lastSeparator == UInt8(ascii: ".") || numbers.lastSeparator == UInt8(ascii: "=") {
                values.append(number)
                starts[starts.count - 1] = Int32(values.count)
            } else {
                keys.append(number)
                starts.append(Int32(values.count))
            }
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

/// The hexadecimal numbers of a generated table, in order, each with the byte that came just
/// before it. Scanning bytes rather than splitting strings: the tables hold 20,000 numbers and
/// are read on every one-shot match.
private struct HexNumbers {
    private let bytes: [UInt8]
    private var at = 0
    /// The separator before the number last returned; 0 at the start of the text.
    private(set) var lastSeparator: UInt8 = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func next() -> UInt32? {
        var separator: UInt8 = 0
        while at < bytes.count, Self.digit(bytes[at]) == nil {
            separator = bytes[at]
            at += 1
        }
        guard at < bytes.count else { return nil }
        var value: UInt32 = 0
        while at < bytes.count, let digit = Self.digit(bytes[at]) {
            value = value << 4 | digit
            at += 1
        }
        lastSeparator = separator
        return value
    }

    @inline(__always)
    private static func digit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
