import ShortcutPreviewCore

// Byte-level reading, UTF-8 validation and the errors that name line, column and path.
extension JSONParserState {
    mutating func validateUTF8() throws(ShortcutPreviewError) {
        let saved = index
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
            default: throw error("invalid UTF-8 byte \(describe(lead)); save the file as UTF-8")
            }
            guard index + length <= bytes.count else {
                throw error("invalid UTF-8: a multi-byte character is cut off; save the file as UTF-8")
            }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else {
                    throw error("invalid UTF-8 byte \(describe(next)); save the file as UTF-8")
                }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw error("invalid UTF-8 sequence; save the file as UTF-8")
            }
            index += length
        }
        index = saved
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func peekOrEOF() throws(ShortcutPreviewError) -> UInt8 {
        guard index < bytes.count else { throw truncated() }
        return bytes[index]
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + hex(UInt32(byte), width: 2)
    }

    func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: - Errors

    func truncated() -> ShortcutPreviewError {
        error("unexpected end of input (the file looks truncated)")
    }

    /// An error at the current index, with the path of the value being read.
    func error(_ reason: String) -> ShortcutPreviewError {
        var line = 1
        var column = 1
        var position = 0
        while position < min(index, bytes.count) {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        var components: [JSONPath.Component] = []
        var arrayIndex = 0
        var objectIndex = 0
        for frame in frames {
            switch frame {
            case .array:
                components.append(.index(arrays[arrayIndex].count))
                arrayIndex += 1
            case .object:
                if let key = pendingKeys[objectIndex] { components.append(.key(key)) }
                objectIndex += 1
            }
        }
        // Encoding problems get their own code and remedy; the reason loses the parser's hint.
        let hint = "; save the file as UTF-8"
        let isEncoding = reason.contains("UTF-8") || reason.contains("UTF-16")
        return ShortcutPreviewError(
            isEncoding ? .invalidEncoding : .syntax, position: "line \(line), column \(column)",
            jsonPath: JSONPath(components: components),
            reason: reason.hasSuffix(hint) ? String(reason.dropLast(hint.count)) : reason,
            remedy: isEncoding ? "save the file as UTF-8" : "fix the JSON syntax")
    }
}
