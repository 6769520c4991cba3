/// An open-addressing hash table from feature hash to a slot number.
///
/// Feature hashes are already well mixed, so the table uses their low bits directly with
/// linear probing. Each bucket holds its key and its slot together, so a lookup usually
/// touches one cache line; lookups never allocate.
struct FeatureTable: Sendable {
    private struct Bucket: Sendable {
        var key: UInt64
        var slot: Int32
    }

    private var buckets: [Bucket]
    private var mask: Int
    private var count = 0

    /// Zero marks an empty bucket, so a real hash of zero is stored as this instead.
    private static let zeroStandIn: UInt64 = 0x8000_0000_0000_0001

    /// A table for about `capacity` keys; it grows (keeping at most half its buckets full)
    /// when more arrive, so a small estimate keeps the table small and in cache.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        buckets = Array(repeating: Bucket(key: 0, slot: -1), count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? zeroStandIn : hash }

    /// The slot stored for `hash`, or -1.
    @inline(__always)
    func slot(for hash: UInt64) -> Int32 {
        let key = Self.key(hash)
        var index = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        return buckets.withUnsafeBufferPointer { buckets in
            while true {
                let bucket = buckets[index]
                if bucket.key == key { return bucket.slot }
                if bucket.key == 0 { return -1 }
                index = (index + 1) & mask
            }
        }
    }

    /// Stores `slot` for `hash` (replacing an earlier one).
    mutating func insert(_ hash: UInt64, slot: Int32) {
        if (count + 1) * 2 > buckets.count { grow() }
        let key = Self.key(hash)
        var index = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        while buckets[index].key != 0 && buckets[index].key != key { index = (index + 1) & mask }
        if buckets[index].key == 0 { count += 1 }
        buckets[index] = Bucket(key: key, slot: slot)
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: Bucket(key: 0, slot: -1), count: old.count * 2)
        mask = buckets.count - 1
        for bucket in old where bucket.key != 0 {
            var index = Int(truncatingIfNeeded: bucket.key ^ (bucket.key >> 29)) & mask
            while buckets[index].key != 0 { index = (index + 1) & mask }
            buckets[index] = bucket
        }
    }
}
