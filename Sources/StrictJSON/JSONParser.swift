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
            var parser = JSONParserState(bytes: buffer)
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
struct JSONParserState {
    enum Frame {
        case array
        case object
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var frames: [Frame] = []
    var arrays: [[JSONValue]] = []
    var objects: [[(String, JSONValue)]] = []
    /// The member name being read in each open object; nil while reading the name itself.
    var pendingKeys: [String?] = []

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

    mutating func parseValueTree() throws(ShortcutPreviewError) -> JSONValue {
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

    mutating func push(_ frame: Frame) throws(ShortcutPreviewError) {
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
    mutating func parseMemberKey() throws(ShortcutPreviewError) -> String {
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
}
