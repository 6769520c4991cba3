public import ShortcutPreviewCore

/// A strict RFC 8259 parser that keeps object member order.
///
/// It is iterative (an explicit stack, not recursion) so that hostile nesting ends in an
/// error instead of a stack overflow, and it checks UTF-8 before reading anything, because
/// Xcode refuses such files too and a half-decoded phrase would be silently wrong.
public enum JSONParser {
    /// Arrays and objects nested deeper than this are rejected.
    public static let maximumDepth = 200

    /// Parses one JSON document. A leading UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8]) throws(ShortcutPreviewError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ShortcutPreviewError) -> JSONValue in
            var parser = Parser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    /// Parses one JSON document given as text.
    public static func parse(_ text: String) throws(ShortcutPreviewError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The state of one parse. Containers under construction live in `arrays` and `objects`
/// (their kinds, innermost last, in `frames`); a finished value is appended to the innermost
/// one in place, so depth costs heap, never call stack, and appends never copy.
private struct Parser {
    private enum Frame {
        case array
        case object
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var frames: [Frame] = []
    private var arrays: [[JSONValue]] = []
    private var objects: [[(String, JSONValue)]] = []
    /// The member name being read in each open object; nil while reading the name itself.
    private var pendingKeys: [String?] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(ShortcutPreviewError) -> JSONValue {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error("the file is UTF-16; JSON files must be UTF-8")
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        try validateUTF8()
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty") }
        let value = try parseValueTree()
        skipWhitespace()
        guard index == bytes.count else {
            throw error("unexpected text after the end of the JSON value")
        }
        return value
    }

    // MARK: - Structure

    private mutating func parseValueTree() throws(ShortcutPreviewError) -> JSONValue {
        while true {
            var value: JSONValue
            // Read one value, or open a container and loop to read its first element.
            switch try peekOrEOF() {
            case 0x7B: // {
                index += 1
                skipWhitespace()
                if try peekOrEOF() == 0x7D {
                    index += 1
                    value = .object([])
                } else {
                    try push(.object)
                    pendingKeys[pendingKeys.count - 1] = try parseMemberKey()
                    continue
                }
            case 0x5B: // [
                index += 1
                skipWhitespace()
                if try peekOrEOF() == 0x5D {
                    index += 1
                    value = .array([])
                } else {
                    try push(.array)
                    continue
                }
            default:
                value = try parseScalar()
            }

            // Hand the finished value to its container; close containers that end here.
            while let frame = frames.last {
                skipWhitespace()
                switch frame {
                case .array:
                    arrays[arrays.count - 1].append(value)
                    let next = try peekOrEOF()
                    if next == 0x2C { // ,
                        index += 1
                        skipWhitespace()
                        break
                    } else if next == 0x5D { // ]
                        index += 1
                        frames.removeLast()
                        value = .array(arrays.removeLast())
                        continue
                    } else {
                        throw error("expected ',' or ']' after an array element")
                    }
                case .object:
                    objects[objects.count - 1].append((pendingKeys[pendingKeys.count - 1] ?? "", value))
                    let next = try peekOrEOF()
                    if next == 0x2C { // ,
                        index += 1
                        skipWhitespace()
                        pendingKeys[pendingKeys.count - 1] = nil
                        pendingKeys[pendingKeys.count - 1] = try parseMemberKey()
                        break
                    } else if next == 0x7D { // }
                        index += 1
                        frames.removeLast()
                        pendingKeys.removeLast()
                        value = .object(objects.removeLast())
                        continue
                    } else {
                        throw error("expected ',' or '}' after an object member")
                    }
                }
                break
            }
            if frames.isEmpty { return value }
        }
    }

    private mutating func push(_ frame: Frame) throws(ShortcutPreviewError) {
        guard frames.count < JSONParser.maximumDepth else {
            throw error("arrays and objects are nested deeper than \(JSONParser.maximumDepth) levels")
        }
        frames.append(frame)
        switch frame {
        case .array:
            arrays.append([])
        case .object:
            objects.append([])
            pendingKeys.append(nil)
        }
    }

    /// Reads `"key" :` and leaves the index at the member's value.
    private mutating func parseMemberKey() throws(ShortcutPreviewError) -> String {
        guard try peekOrEOF() == UInt8(ascii: "\"") else {
            throw error("expected a quoted member name")
        }
        let key = try parseString()
        skipWhitespace()
        guard try peekOrEOF() == UInt8(ascii: ":") else {
            throw error("expected ':' after member name")
        }
        index += 1
        skipWhitespace()
        return key
    }

    // MARK: - Scalars

    private mutating func parseScalar() throws(ShortcutPreviewError) -> JSONValue {
        let byte = try peekOrEOF()
        switch byte {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character \(describe(byte))")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(ShortcutPreviewError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < bytes.count else {
                index += offset
                throw error("unexpected end of input (the file looks truncated)")
            }
            guard bytes[index + offset] == expected[offset] else {
                index += offset
                throw error("unexpected character \(describe(bytes[index])); expected \(literal)")
            }
        }
        index += count
    }

    private mutating func parseNumber() throws(ShortcutPreviewError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw index < bytes.count ? error("a number needs digits") : truncated()
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("numbers may not have leading zeros")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw index < bytes.count ? error("a digit must follow the decimal point") : truncated()
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw index < bytes.count ? error("an exponent needs digits") : truncated()
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return .number(number)
    }

    /// Reads a string starting at its opening quote. UTF-8 was validated up front.
    private mutating func parseString() throws(ShortcutPreviewError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == 0x5C { break }
            if byte < 0x20 { throw error("control character \(describe(byte)) inside a string; escape it") }
            index += 1
        }
        var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw truncated() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    let scalar = try parseUnicodeEscape()
                    scratch.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    index -= 1
                    throw error("unknown escape \\\(describe(escape))")
                }
            default:
                if byte < 0x20 { throw error("control character \(describe(byte)) inside a string; escape it") }
                scratch.append(byte)
                index += 1
            }
        }
        throw truncated()
    }

    /// Reads the `XXXX` after `\u`, joining a surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws(ShortcutPreviewError) -> Unicode.Scalar {
        let high = try readHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("lone UTF-16 surrogate \\u\(hex(high)) in a string")
            }
            index += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("invalid UTF-16 surrogate pair \\u\(hex(high))\\u\(hex(low))")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw error("lone UTF-16 surrogate \\u\(hex(high)) in a string")
        }
        return scalar
    }

    private mutating func readHex4() throws(ShortcutPreviewError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw truncated() }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u must be followed by four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: - Bytes

    private mutating func validateUTF8() throws(ShortcutPreviewError) {
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

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peekOrEOF() throws(ShortcutPreviewError) -> UInt8 {
        guard index < bytes.count else { throw truncated() }
        return bytes[index]
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + hex(UInt32(byte), width: 2)
    }

    private func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: - Errors

    private func truncated() -> ShortcutPreviewError {
        error("unexpected end of input (the file looks truncated)")
    }

    /// An error at the current index, with the path of the value being read.
    private func error(_ reason: String) -> ShortcutPreviewError {
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
