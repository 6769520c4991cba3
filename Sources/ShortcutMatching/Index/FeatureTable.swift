/// An open-addressing hash table from feature hash to a slot number.
///
/// Feature hashes are already well mixed, so the table uses their low bits directly with
/// linear probing. Lookups cost one or two cache lines and never allocate.
struct FeatureTable: Sendable {
    private var keys: [UInt64]
    private var slots: [Int32]
    private var mask: Int
    private var count = 0

    /// Zero marks an empty bucket, so a real hash of zero is stored as this instead.
    private static let zeroStandIn: UInt64 = 0x8000_0000_0000_0001

    /// A table for about `capacity` keys; it grows (keeping at most half its buckets full)
    /// when more arrive, so a small estimate keeps the table small and in cache.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? zeroStandIn : hash }

    /// The slot stored for `hash`, or -1.
    @inline(__always)
    func slot(for hash: UInt64) -> Int32 {
        let key = Self.key(hash)
        var index = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        while true {
            let stored = keys[index]
            if stored == key { return slots[index] }
            if stored == 0 { return -1 }
            index = (index + 1) & mask
        }
    }

    /// Stores `slot` for `hash` (replacing an earlier one).
    mutating func insert(_ hash: UInt64, slot: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let key = Self.key(hash)
        var index = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == 0 { count += 1 }
        keys[index] = key
        slots[index] = slot
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldSlots = slots
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        slots = Array(repeating: -1, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (key, slot) in zip(oldKeys, oldSlots) where key != 0 {
            var index = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = key
            slots[index] = slot
        }
    }
}
