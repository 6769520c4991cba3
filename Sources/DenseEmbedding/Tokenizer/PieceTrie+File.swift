import ShortcutPreviewCore

// Building the trie of 135,000 pieces took a third of a one-shot match outside English, and
// the same nodes come out every time: a saved copy beside the table is read instead. The
// copy names the pieces it was built from by a fingerprint, so a table re-derived without
// saving its trie again is still read correctly, by building the trie as before.
extension PieceTrie {
    /// The `format` of a saved trie.
    static let fileFormat = "shortcutpreview-piece-trie-1"

    /// The saved trie's file name, beside the table.
    static let fileName = "trie.safetensors"

    /// A 64-bit FNV-1a fingerprint of the pieces (their bytes and boundaries) and the excluded
    /// piece: what a saved trie must have been built from. O(bytes), eight at a time.
    static func fingerprint(bytes: UnsafeRawBufferPointer, offsets: [Int32], excluding excluded: Int32) -> UInt64 {
        var hash = Fingerprint()
        hash.combine(bytes: bytes)
        for offset in offsets { hash.combine(UInt64(UInt32(bitPattern: offset))) }
        hash.combine(UInt64(UInt32(bitPattern: excluded)))
        hash.combine(UInt64(bytes.count))
        return hash.value
    }

    /// The trie saved in `file`, when it was saved for pieces with `fingerprint` (`pieceCount`
    /// of them, scored by `scores`) and every node stays inside the trie; nil otherwise, and
    /// the caller builds it. O(nodes).
    init?(file: SafeTensorsFile, fingerprint: UInt64, pieceCount: Int, scores: [Float]) {
        guard file.metadata["format"] == Self.fileFormat,
              file.metadata["fingerprint"] == String(fingerprint, radix: 16),
              file.metadata["pieces"] == String(pieceCount), scores.count == pieceCount,
              let firstChild = try? file.view("first_child", as: .int32), let piece = try? file.view("piece", as: .int32),
              let childCount = try? file.view("child_count", as: .int32), let labels = try? file.byteView("label"),
              let root = try? file.int32s("root_child"), root.count == 256 else { return nil }
        let count = labels.byteCount
        guard count > 0, firstChild.byteCount == 4 * count, piece.byteCount == 4 * count, childCount.byteCount == 4 * count,
              root.allSatisfy({ $0 >= 0 && Int($0) < count }) else { return nil }
        // Read in place from the mapped file, checked as they are copied: one pass, no
        // intermediate arrays (this runs on every one-shot match outside English).
        var valid = true
        let nodes = [Node](unsafeUninitializedCapacity: count) { buffer, initialized in
            firstChild.withUnsafeBytes { firstChild in
                piece.withUnsafeBytes { piece in
                    childCount.withUnsafeBytes { childCount in
                        labels.withUnsafeBytes { label in
                            scores.withUnsafeBufferPointer { scores in
                                for index in 0..<count {
                                    let first = Int32(littleEndian: firstChild.loadUnaligned(fromByteOffset: 4 * index, as: Int32.self))
                                    let id = Int32(littleEndian: piece.loadUnaligned(fromByteOffset: 4 * index, as: Int32.self))
                                    let children = Int32(littleEndian: childCount.loadUnaligned(fromByteOffset: 4 * index, as: Int32.self))
                                    guard first >= 0, children >= 0, children <= 256, Int(first) + Int(children) <= count,
                                          id >= -1, Int(id) < pieceCount else {
                                        valid = false
                                        return
                                    }
                                    (buffer.baseAddress! + index).initialize(to: Node(
                                        firstChild: first, piece: id, score: id >= 0 ? scores[Int(id)] : 0,
                                        childCount: UInt16(children), label: label[index]))
                                    initialized = index + 1
                                }
                            }
                        }
                    }
                }
            }
        }
        guard valid else { return nil }
        self.init(checkedNodes: nodes, rootChild: root)
    }

    /// This trie as a safetensors file for pieces with `fingerprint`, to save beside the table.
    func fileContents(fingerprint: UInt64, pieceCount: Int) -> [UInt8] {
        // The I32 tensors first, so that each starts 4-byte aligned, as in the table.
        SafeTensorsFile.contents(tensors: [
            .int32s("child_count", nodes.map { Int32($0.childCount) }),
            .int32s("first_child", nodes.map(\.firstChild)),
            .int32s("piece", nodes.map(\.piece)),
            .int32s("root_child", rootChild),
            .bytes("label", nodes.map(\.label)),
        ], metadata: ["format": Self.fileFormat, "fingerprint": String(fingerprint, radix: 16), "pieces": String(pieceCount)])
    }
}
