/// Token strings by id, and ids by token, looked up straight from Unicode scalars.
///
/// Layout: every token's UTF-8 bytes in one pool, plus an open-addressing table of ids keyed by
/// an FNV-1a hash of those bytes. A lookup hashes an optional prefix (`##`) and a run of
/// scalars on the fly, so WordPiece can try every candidate piece of a word without building a
/// string; it allocates nothing.
struct Vocabulary: Sendable {
    private var pool: [UInt8] = []
    /// `pool[starts[id]..<starts[id] + lengths[id]]` is the token with that id; length -1 if none.
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var slots: [Int32] = []
    private var mask = 0

    /// One past the largest id.
    var idCount: Int { starts.count }
    /// The number of tokens.
    private(set) var count = 0

    /// Builds the table from tokens with non-negative ids; a repeated id keeps its first token.
    init(tokens: [(token: String, id: Int)]) {
        let maxID = tokens.map(\.id).max() ?? -1
        starts = [Int32](repeating: 0, count: maxID + 1)
        lengths = [Int32](repeating: -1, count: maxID + 1)
        var capacity = 16
        while capacity < tokens.count * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
        for (token, id) in tokens where lengths[id] < 0 {
            starts[id] = Int32(pool.count)
            pool.append(contentsOf: token.utf8)
            lengths[id] = Int32(token.utf8.count)
            var hash = Self.offsetBasis
            for byte in token.utf8 { hash = Self.mix(hash, byte) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
            count += 1
        }
    }

    /// A table saved by ``saved``, when its parts fit together: every token inside the pool,
    /// every slot empty or a token, a power-of-two slot count with an empty slot (so that a
    /// lookup ends); nil otherwise. O(ids + slots).
    init?(pool: [UInt8], starts: [Int32], lengths: [Int32], slots: [Int32]) {
        guard starts.count == lengths.count, slots.count >= 16, slots.count & (slots.count - 1) == 0 else { return nil }
        var count = 0
        for (start, length) in zip(starts, lengths) where length >= 0 {
            guard start >= 0, Int(start) + Int(length) <= pool.count else { return nil }
            count += 1
        }
        var empty = false
        for slot in slots {
            if slot < 0 {
                guard slot == -1 else { return nil }
                empty = true
            } else if Int(slot) >= lengths.count || lengths[Int(slot)] < 0 {
                return nil
            }
        }
        guard empty else { return nil }
        self.pool = pool
        self.starts = starts
        self.lengths = lengths
        self.slots = slots
        self.mask = slots.count - 1
        self.count = count
    }

    /// The table's parts, as ``init(pool:starts:lengths:slots:)`` reads them back.
    var saved: (pool: [UInt8], starts: [Int32], lengths: [Int32], slots: [Int32]) {
        (pool, starts, lengths, slots)
    }

    /// The token with `id`, if any.
    func token(_ id: Int) -> String? {
        guard id >= 0, id < lengths.count, lengths[id] >= 0 else { return nil }
        let start = Int(starts[id])
        return String(decoding: pool[start..<start + Int(lengths[id])], as: UTF8.self)
    }

    /// The id of `token`, if any.
    func id(_ token: String) -> Int32? {
        let scalars = token.unicodeScalars.map(\.value)
        let id = scalars.withUnsafeBufferPointer { lookup(prefix: [], $0, 0..<$0.count) }
        return id >= 0 ? id : nil
    }

    /// The id of `prefix` followed by `scalars[range]`, or -1.
    @inline(__always)
    func lookup(prefix: [UInt8], _ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) -> Int32 {
        var hash = Self.hash(prefix: prefix)
        var length = prefix.count
        for index in range { hash = Self.hash(hash, appending: scalars[index], length: &length) }
        return lookup(hash: hash, length: length, prefix: prefix, scalars, range)
    }

    /// The hash of `prefix` alone: the start of every ``hash(_:appending:length:)`` chain.
    @inline(__always)
    static func hash(prefix: [UInt8]) -> UInt64 {
        var hash = offsetBasis
        for byte in prefix { hash = mix(hash, byte) }
        return hash
    }

    /// `hash` extended by the UTF-8 bytes of `scalar`, whose count is added to `length`: hashing
    /// a word's prefixes one scalar at a time gives every candidate piece's hash in one pass.
    @inline(__always)
    static func hash(_ hash: UInt64, appending scalar: UInt32, length: inout Int) -> UInt64 {
        var hash = hash
        var encoded = UTF8Bytes(scalar)
        length += encoded.count
        while let byte = encoded.next() { hash = mix(hash, byte) }
        return hash
    }

    /// The id of `prefix` followed by `scalars[range]`, whose hash and UTF-8 length (prefix
    /// included) are known, or -1.
    @inline(__always)
    func lookup(hash: UInt64, length: Int, prefix: [UInt8], _ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) -> Int32 {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return -1 }
            if Int(lengths[Int(id)]) == length && matches(id: Int(id), prefix: prefix, scalars, range) { return id }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func matches(id: Int, prefix: [UInt8], _ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) -> Bool {
        var position = Int(starts[id])
        for byte in prefix {
            if pool[position] != byte { return false }
            position += 1
        }
        for index in range {
            var encoded = UTF8Bytes(scalars[index])
            while let byte = encoded.next() {
                if pool[position] != byte { return false }
                position += 1
            }
        }
        return true
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
}

/// The UTF-8 bytes of one scalar value, produced one at a time without allocating.
struct UTF8Bytes {
    private var bytes: UInt32
    private(set) var count: Int
    private var emitted = 0

    @inline(__always)
    init(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            bytes = scalar
            count = 1
        case 0x80..<0x800:
            bytes = (0xC0 | scalar >> 6) | (0x80 | scalar & 0x3F) << 8
            count = 2
        case 0x800..<0x10000:
            bytes = (0xE0 | scalar >> 12) | (0x80 | scalar >> 6 & 0x3F) << 8 | (0x80 | scalar & 0x3F) << 16
            count = 3
        default:
            bytes = (0xF0 | scalar >> 18) | (0x80 | scalar >> 12 & 0x3F) << 8
                | (0x80 | scalar >> 6 & 0x3F) << 16 | (0x80 | scalar & 0x3F) << 24
            count = 4
        }
    }

    @inline(__always)
    mutating func next() -> UInt8? {
        guard emitted < count else { return nil }
        defer { emitted += 1 }
        return UInt8(truncatingIfNeeded: bytes >> (8 * UInt32(emitted)))
    }
}
