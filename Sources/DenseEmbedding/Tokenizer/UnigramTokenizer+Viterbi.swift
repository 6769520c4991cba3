// The segmentation: normalise into a byte buffer (with each character's start), then a
// forward pass over character positions trying every piece the trie finds from each one,
// in the teacher's order (shorter pieces first, the unknown character last, a later
// candidate replacing an earlier one only when it scores strictly higher), then a walk back.
extension UnigramTokenizer {
    /// Calls `body` with the id of every piece of `text`, in order.
    public func forEachPiece(in text: String, _ body: (Int32) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            // Pass 1: the normalised length. Every character but a few rare ones keeps its
            // size, a space (1 byte) becomes `▁` (3), and the prefix adds 3.
            var byteCount = 0
            var charCount = 0
            Self.forEachNormalizedScalar(utf8) { scalar in
                byteCount += Self.utf8Length(scalar)
                charCount += 1
            }
            let scratchBytes = byteCount + (charCount + 1) * 16
            if scratchBytes <= Self.stackLimit * 4 {
                withUnsafeTemporaryAllocation(byteCount: scratchBytes, alignment: 8) { raw in
                    segment(utf8, byteCount: byteCount, charCount: charCount, scratch: raw, body)
                }
            } else {
                let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: scratchBytes, alignment: 8)
                defer { raw.deallocate() }
                segment(utf8, byteCount: byteCount, charCount: charCount, scratch: raw, body)
            }
        }
    }

    @inline(__always)
    static func utf8Length(_ scalar: UInt32) -> Int {
        scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
    }

    private func segment(
        _ utf8: UnsafeBufferPointer<UInt8>, byteCount: Int, charCount: Int, scratch: UnsafeMutableRawBufferPointer,
        _ body: (Int32) -> Void
    ) {
        let n = charCount
        // Layout: best scores, back pointers (piece, from), char starts, then the bytes.
        let best = scratch.baseAddress!.bindMemory(to: Float.self, capacity: n + 1)
        let backPiece = (scratch.baseAddress! + 4 * (n + 1)).bindMemory(to: Int32.self, capacity: n + 1)
        let backFrom = (scratch.baseAddress! + 8 * (n + 1)).bindMemory(to: Int32.self, capacity: n + 1)
        let charStart = (scratch.baseAddress! + 12 * (n + 1)).bindMemory(to: Int32.self, capacity: n + 1)
        let bytes = (scratch.baseAddress! + 16 * (n + 1)).bindMemory(to: UInt8.self, capacity: byteCount + 1)
        var written = 0
        var chars = 0
        Self.forEachNormalizedScalar(utf8) { scalar in
            charStart[chars] = Int32(written)
            chars += 1
            switch Self.utf8Length(scalar) {
            case 1:
                bytes[written] = UInt8(scalar)
            case 2:
                bytes[written] = UInt8(0xC0 | (scalar >> 6))
                bytes[written + 1] = UInt8(0x80 | (scalar & 0x3F))
            case 3:
                bytes[written] = UInt8(0xE0 | (scalar >> 12))
                bytes[written + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                bytes[written + 2] = UInt8(0x80 | (scalar & 0x3F))
            default:
                bytes[written] = UInt8(0xF0 | (scalar >> 18))
                bytes[written + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
                bytes[written + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                bytes[written + 3] = UInt8(0x80 | (scalar & 0x3F))
            }
            written += Self.utf8Length(scalar)
        }
        charStart[n] = Int32(written)
        // Every position starts as the previous one followed by an unknown character, so the
        // walk back always finds a path, whatever the scores add up to.
        for i in 0...n {
            best[i] = -.infinity
            backPiece[i] = self.unknownID
            backFrom[i] = Int32(max(i - 1, 0))
        }
        best[0] = 0
        let unknown = unknownScore
        let unknownID = self.unknownID
        trie.nodes.withUnsafeBufferPointer { nodes in
            trie.rootChild.withUnsafeBufferPointer { root in
                for i in 0..<n {
                    let base = best[i]
                    var position = Int(charStart[i])
                    var end = i + 1
                    var index = Int(root[Int(bytes[position])])
                    while index != 0 {
                        let node = nodes[index]
                        position += 1
                        // The trie holds whole UTF-8 pieces: a piece ends on a character boundary.
                        while end < n && Int(charStart[end]) < position { end += 1 }
                        if node.piece >= 0 && Int(charStart[end]) == position {
                            let score = base + node.score
                            if score > best[end] {
                                best[end] = score
                                backPiece[end] = node.piece
                                backFrom[end] = Int32(i)
                            }
                        }
                        guard position < written, let next = PieceTrie.child(of: node, bytes[position], nodes: nodes) else { break }
                        index = next
                    }
                    let fallback = base + unknown
                    if fallback > best[i + 1] {
                        best[i + 1] = fallback
                        backPiece[i + 1] = unknownID
                        backFrom[i + 1] = Int32(i)
                    }
                }
            }
        }
        // Walk back, reusing the char-start slots for the ids (read in reverse).
        var count = 0
        var at = n
        while at > 0 {
            charStart[count] = backPiece[at]
            count += 1
            at = Int(backFrom[at])
        }
        while count > 0 {
            count -= 1
            body(charStart[count])
        }
    }
}
