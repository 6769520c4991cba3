/// A byte trie over the tokenizer's pieces in flat arrays: each node's children are
/// contiguous and sorted by byte, the root's found by a direct table. Built once at load from
/// the pieces sorted by their bytes, in time linear in their total length after the sort, or
/// read ready-made from the file saved beside the table (`PieceTrie+File`).
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

    /// A trie from its parts, already checked (see `PieceTrie+File`).
    init(checkedNodes nodes: [Node], rootChild: [Int32]) {
        self.nodes = nodes
        self.rootChild = rootChild
    }

    /// The trie of every non-empty piece but `excluded`; of pieces spelled alike, the first.
    init(bytes: [UInt8], offsets: [Int32], scores: [Float], excluding excluded: Int32) {
        let order: [Int32] = bytes.withUnsafeBufferPointer { all in
            // Sorting 135,000 pieces by a byte-by-byte comparison took most of a one-shot
            // match's time outside English. Their first eight bytes as one big-endian number
            // (zeros after the end) order them the same way, so only equal prefixes compare
            // byte by byte.
            func prefixKey(_ id: Int32) -> UInt64 {
                let start = Int(offsets[Int(id)]), end = Int(offsets[Int(id) + 1])
                var key: UInt64 = 0
                for k in 0..<8 { key = key << 8 | UInt64(start + k < end ? all[start + k] : 0) }
                return key
            }
            let ids = (0..<Int32(offsets.count - 1)).filter { $0 != excluded && offsets[Int($0)] < offsets[Int($0) + 1] }
            var keys = ids.map(prefixKey)
            var sorted = ids
            // Least significant byte first, eight stable counting passes: O(pieces).
            var scratchKeys = keys, scratchIDs = ids
            for pass in 0..<8 {
                let shift = UInt64(pass * 8)
                var counts = [Int](repeating: 0, count: 257)
                for key in keys { counts[Int((key >> shift) & 0xFF) + 1] += 1 }
                for byte in 0..<256 { counts[byte + 1] += counts[byte] }
                for index in keys.indices {
                    let byte = Int((keys[index] >> shift) & 0xFF)
                    scratchKeys[counts[byte]] = keys[index]
                    scratchIDs[counts[byte]] = sorted[index]
                    counts[byte] += 1
                }
                swap(&keys, &scratchKeys)
                swap(&sorted, &scratchIDs)
            }
            // Pieces with equal first eight bytes: by the rest, shorter first, then by id.
            var runStart = 0
            for index in 1...sorted.count where index == sorted.count || keys[index] != keys[runStart] {
                if index - runStart > 1 {
                    sorted[runStart..<index].sort { a, b in
                        let aStart = Int(offsets[Int(a)]), aEnd = Int(offsets[Int(a) + 1])
                        let bStart = Int(offsets[Int(b)]), bEnd = Int(offsets[Int(b) + 1])
                        let common = min(aEnd - aStart, bEnd - bStart)
                        for k in 0..<common where all[aStart + k] != all[bStart + k] {
                            return all[aStart + k] < all[bStart + k]
                        }
                        return aEnd - aStart != bEnd - bStart ? aEnd - aStart < bEnd - bStart : a < b
                    }
                }
                runStart = index
            }
            return sorted
        }
        nodes.reserveCapacity(bytes.count / 3 + 16)
        // Each piece's start and length in sorted order: one read per step of the build.
        let starts = order.map { offsets[Int($0)] }
        let lengths = order.map { offsets[Int($0) + 1] - offsets[Int($0)] }
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                lengths.withUnsafeBufferPointer { lengths in
                    order.withUnsafeBufferPointer { order in
                        build(node: 0, range: 0..<order.count, depth: 0,
                              pieces: Sorted(order: order, starts: starts, lengths: lengths, bytes: all))
                    }
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

    /// The pieces in byte order, for the build.
    private struct Sorted {
        let order: UnsafeBufferPointer<Int32>
        let starts: UnsafeBufferPointer<Int32>
        let lengths: UnsafeBufferPointer<Int32>
        let bytes: UnsafeBufferPointer<UInt8>

        @inline(__always) func length(_ slot: Int) -> Int { Int(lengths[slot]) }
        @inline(__always) func byte(_ slot: Int, _ depth: Int) -> UInt8 { bytes[Int(starts[slot]) + depth] }
    }

    /// Fills in `node`, whose pieces `range` (in sorted order) share their first `depth` bytes.
    private mutating func build(node: Int, range: Range<Int>, depth: Int, pieces: Sorted) {
        var start = range.lowerBound
        // Pieces that end here sort first; the lowest id among equal spellings is first.
        if start < range.upperBound, pieces.length(start) == depth {
            nodes[node].piece = pieces.order[start]
            while start < range.upperBound, pieces.length(start) == depth { start += 1 }
        }
        guard start < range.upperBound else { return }
        // Children are contiguous: append one per distinct next byte, then fill each in (no
        // array of groups: this runs once per node, hundreds of thousands of times).
        let first = nodes.count
        var previous = pieces.byte(start, depth)
        nodes.append(Node(label: previous))
        for slot in (start + 1)..<range.upperBound {
            let byte = pieces.byte(slot, depth)
            if byte != previous {
                nodes.append(Node(label: byte))
                previous = byte
            }
        }
        nodes[node].firstChild = Int32(first)
        nodes[node].childCount = UInt16(nodes.count - first)  // at most 256: one per byte value
        var groupStart = start
        var child = first
        for slot in (start + 1)...range.upperBound where slot == range.upperBound || pieces.byte(slot, depth) != nodes[child].label {
            build(node: child, range: groupStart..<slot, depth: depth + 1, pieces: pieces)
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
