/// A byte trie over the tokenizer's pieces in flat arrays: each node's children are
/// contiguous and sorted by byte, the root's found by a direct table. Built once at load from
/// the pieces sorted by their bytes, in time linear in their total length after the sort.
struct PieceTrie: Sendable {
    /// One node: everything a step of the search reads, in one 16-byte slot (one cache miss
    /// per step, where four parallel arrays cost four).
    struct Node: Sendable {
        /// Its first child; children are contiguous and sorted by ``label``.
        var firstChild: Int32 = 0
        /// The piece ending here, or -1.
        var piece: Int32 = -1
        /// That piece's log-probability.
        var score: Float = 0
        /// How many children it has.
        var childCount: UInt16 = 0
        /// The byte that leads to it.
        var label: UInt8 = 0
    }

    private(set) var nodes: [Node] = [Node()]
    /// The root's child for each byte, or 0 (the root itself: none).
    private(set) var rootChild = [Int32](repeating: 0, count: 256)

    /// The trie of every non-empty piece but `excluded`; of pieces spelled alike, the first.
    init(bytes: [UInt8], offsets: [Int32], scores: [Float], excluding excluded: Int32) {
        let order: [Int32] = bytes.withUnsafeBufferPointer { all in
            var ids = (0..<Int32(offsets.count - 1)).filter { $0 != excluded && offsets[Int($0)] < offsets[Int($0) + 1] }
            ids.sort { a, b in
                let aStart = Int(offsets[Int(a)]), aEnd = Int(offsets[Int(a) + 1])
                let bStart = Int(offsets[Int(b)]), bEnd = Int(offsets[Int(b) + 1])
                let common = min(aEnd - aStart, bEnd - bStart)
                for k in 0..<common where all[aStart + k] != all[bStart + k] {
                    return all[aStart + k] < all[bStart + k]
                }
                return aEnd - aStart != bEnd - bStart ? aEnd - aStart < bEnd - bStart : a < b
            }
            return ids
        }
        nodes.reserveCapacity(bytes.count / 3 + 16)
        bytes.withUnsafeBufferPointer { all in
            offsets.withUnsafeBufferPointer { offsets in
                order.withUnsafeBufferPointer { order in
                    build(node: 0, order: order, range: 0..<order.count, depth: 0, bytes: all, offsets: offsets)
                }
            }
        }
        for index in 1..<nodes.count where nodes[index].piece >= 0 {
            nodes[index].score = scores[Int(nodes[index].piece)]
        }
        let root = nodes[0]
        for child in Int(root.firstChild)..<(Int(root.firstChild) + Int(root.childCount)) {
            rootChild[Int(nodes[child].label)] = Int32(child)
        }
    }

    /// Fills in `node`, whose pieces `order[range]` share their first `depth` bytes.
    private mutating func build(
        node: Int, order: UnsafeBufferPointer<Int32>, range: Range<Int>, depth: Int,
        bytes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int32>
    ) {
        func length(_ slot: Int) -> Int { Int(offsets[Int(order[slot]) + 1] - offsets[Int(order[slot])]) }
        func byte(_ slot: Int) -> UInt8 { bytes[Int(offsets[Int(order[slot])]) + depth] }
        var start = range.lowerBound
        // Pieces that end here sort first; the lowest id among equal spellings is first.
        if start < range.upperBound, length(start) == depth {
            nodes[node].piece = order[start]
            while start < range.upperBound, length(start) == depth { start += 1 }
        }
        guard start < range.upperBound else { return }
        // Children are contiguous: count the groups of equal next byte, append them, then fill
        // each in (no array of groups: this runs once per node, hundreds of thousands of times).
        var groupCount = 1
        for slot in (start + 1)..<range.upperBound where byte(slot) != byte(slot - 1) { groupCount += 1 }
        let first = nodes.count
        nodes[node].firstChild = Int32(first)
        nodes[node].childCount = UInt16(groupCount)  // at most 256: one per byte value
        var groupStart = start
        for slot in (start + 1)...range.upperBound where slot == range.upperBound || byte(slot) != byte(slot - 1) {
            nodes.append(Node(label: byte(groupStart)))
            groupStart = slot
        }
        groupStart = start
        var child = first
        for slot in (start + 1)...range.upperBound where slot == range.upperBound || byte(slot) != byte(slot - 1) {
            build(node: child, order: order, range: groupStart..<slot, depth: depth + 1, bytes: bytes, offsets: offsets)
            child += 1
            groupStart = slot
        }
    }

    /// The child of `node` reached by `byte`, or nil.
    @inline(__always)
    static func child(of node: Node, _ byte: UInt8, nodes: UnsafeBufferPointer<Node>) -> Int? {
        var low = Int(node.firstChild)
        let end = low + Int(node.childCount)
        var high = end
        while high - low > 8 {
            let middle = (low + high) >> 1
            if nodes[middle].label < byte { low = middle + 1 } else { high = middle }
        }
        // Sorted: the byte, if present, is at `low` or within a few slots after it.
        while low < end {
            let found = nodes[low].label
            if found == byte { return low }
            if found > byte { return nil }
            low += 1
        }
        return nil
    }
}
