internal import ICUBridge

// The teacher's normaliser, one code point at a time: most characters are their own NFKC
// form and are copied; the rest go through ICU. Where the teacher's map differs from NFKC
// (controls dropped, invisible and line-separating marks made spaces, U+FF5E kept), the
// teacher wins, since its tokenisation is what the vectors were fitted on.
extension UnigramTokenizer {
    /// What one code point becomes.
    enum Mapped {
        case same
        case space
        case dropped
        case other
    }

    @inline(__always)
    static func classify(_ c: UInt32) -> Mapped {
        switch c {
        case 0x20: return .space
        case 0x21...0x7E: return .same
        case 0x09, 0x0A, 0x0C, 0x0D, 0x1680, 0x200B...0x200F, 0x2028, 0x2029, 0x2581, 0xFEFF, 0xFFFD: return .space
        case 0x00...0x1F, 0x7F, 0x8F, 0x9F: return .dropped
        case 0xC0...0x131, 0x134...0x13E, 0x141...0x148, 0x14A...0x17E, 0x180...0x1C3, 0x400...0x4FF, 0x1EA0...0x1EF9,
             0x2010, 0x2012...0x2016, 0x2018...0x2023, 0x3001...0x3035, 0x3041...0x3096, 0x3099...0x309A, 0x309D...0x309E,
             0x30A0...0x30FE, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF5E:
            return .same
        default: return .other
        }
    }

    /// Calls `body` with each code point `c` becomes (spaces as U+0020).
    @inline(__always)
    static func normalize(_ c: UInt32, _ body: (UInt32) -> Void) {
        switch classify(c) {
        case .same: body(c)
        case .space: body(0x20)
        case .dropped: break
        case .other:
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { buffer in
                guard let base = buffer.baseAddress else { return }
                let count = sp_nfkc_scalar(c, base, 32)
                if count < 0 {
                    body(c)
                    return
                }
                for index in 0..<Int(count) {
                    let mapped = buffer[index]
                    // NFKC can yield spaces (U+00A0, U+3000) and controls of its own.
                    switch classify(mapped) {
                    case .space: body(0x20)
                    case .dropped: break
                    default: body(mapped)
                    }
                }
            }
        }
    }

    /// Calls `body` with every code point of the normalised text: the dummy `▁` prefix, spaces
    /// collapsed and written as `▁`.
    @inline(__always)
    static func forEachNormalizedScalar(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void) {
        var previousWasSpace = false
        var first = true
        var index = 0
        let count = utf8.count
        while index < count {
            let lead = utf8[index]
            var c: UInt32
            var length: Int
            if lead < 0x80 {
                c = UInt32(lead); length = 1
            } else if lead < 0xE0 {
                c = UInt32(lead & 0x1F); length = 2
            } else if lead < 0xF0 {
                c = UInt32(lead & 0x0F); length = 3
            } else {
                c = UInt32(lead & 0x07); length = 4
            }
            // Swift strings are valid UTF-8, so continuation bytes are there.
            for offset in 1..<max(length, 1) where index + offset < count {
                c = (c << 6) | UInt32(utf8[index + offset] & 0x3F)
            }
            index += length
            normalize(c) { scalar in
                if scalar == 0x20 {
                    if previousWasSpace { return }
                    previousWasSpace = true
                    first = false
                    body(0x2581)
                    return
                }
                if first {
                    first = false
                    body(0x2581)
                }
                previousWasSpace = false
                body(scalar)
            }
        }
        // An empty (or all-dropped) text is the prefix alone, as in the teacher.
        if first { body(0x2581) }
    }
}
