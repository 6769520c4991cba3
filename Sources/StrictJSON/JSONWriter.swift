import ShortcutPreviewCore

/// Writes `JSONValue`s, by default exactly as Xcode writes String Catalogs.
///
/// Xcode's files (checked against `AppShortcuts.xcstrings` files in public apps) use two-space
/// indentation, `" : "` between key and value, `/` and non-ASCII text unescaped, an empty
/// object as `{`, blank line, `}`, and no newline at the end of the file. Members are written
/// in the order given; callers sort them (see ``XcodeKeyOrder``) where Xcode sorts.
public enum JSONWriter {
    /// Layout choices.
    public struct Style: Sendable, Equatable {
        /// Spaces per nesting level; 0 writes everything on one line.
        public var indentWidth: Int
        /// Appended after the closing brace of the document.
        public var trailingNewline: Bool

        /// Creates a style.
        public init(indentWidth: Int, trailingNewline: Bool) {
            self.indentWidth = indentWidth
            self.trailingNewline = trailingNewline
        }

        /// Byte-for-byte Xcode String Catalog layout.
        public static let xcode = Style(indentWidth: 2, trailingNewline: false)
        /// Xcode's layout plus a final newline, for command-line output.
        public static let pretty = Style(indentWidth: 2, trailingNewline: true)
        /// One line, `{"key":value}`, plus a final newline (JSON Lines).
        public static let compact = Style(indentWidth: 0, trailingNewline: true)
    }

    /// The document as text.
    public static func write(_ value: JSONValue, style: Style = .xcode) -> String {
        String(decoding: utf8(value, style: style), as: UTF8.self)
    }

    /// The document as UTF-8 bytes: what ``write(_:style:)-(JSONValue,_)`` returns, for a caller that sends
    /// bytes (the server answers each request with one).
    public static func utf8(_ value: JSONValue, style: Style = .xcode) -> [UInt8] {
        // Built as bytes, not by appending to a String piece by piece, which dominated the cost.
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        append(value, to: &output, depth: 0, style: style)
        if style.trailingNewline { output.append(0x0A) }
        return output
    }

    /// The string as a JSON string literal, escaped as Apple's JSONSerialization does with
    /// `.withoutEscapingSlashes`: `"` `\` and control characters only.
    public static func quoted(_ string: String) -> String {
        JSONString.quoted(string)
    }

    private static func append(_ value: JSONValue, to output: inout [UInt8], depth: Int, style: Style) {
        switch value {
        case .null:
            output += "null".utf8
        case .bool(let flag):
            output += (flag ? "true" : "false").utf8
        case .number(let number):
            output += format(number).utf8
        case .string(let string):
            output.append(UInt8(ascii: "\""))
            JSONString.appendEscaped(string, to: &output)
            output.append(UInt8(ascii: "\""))
        case .array(let elements):
            appendContainer(open: "[", close: "]", count: elements.count, to: &output, depth: depth, style: style) { index, output in
                append(elements[index], to: &output, depth: depth + 1, style: style)
            }
        case .object(let members):
            let separator = style.indentWidth == 0 ? ":" : " : "
            appendContainer(open: "{", close: "}", count: members.count, to: &output, depth: depth, style: style) { index, output in
                output.append(UInt8(ascii: "\""))
                JSONString.appendEscaped(members[index].0, to: &output)
                output.append(UInt8(ascii: "\""))
                output += separator.utf8
                append(members[index].1, to: &output, depth: depth + 1, style: style)
            }
        }
    }

    private static func appendContainer(
        open: String, close: String, count: Int, to output: inout [UInt8], depth: Int, style: Style,
        element: (Int, inout [UInt8]) -> Void
    ) {
        output += open.utf8
        guard style.indentWidth > 0 else {
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element(index, &output)
            }
            output += close.utf8
            return
        }
        let inner = String(repeating: " ", count: (depth + 1) * style.indentWidth)
        let outer = String(repeating: " ", count: depth * style.indentWidth)
        if count == 0 {
            // JSONSerialization's pretty printer leaves an empty line in empty containers.
            output += ("\n\n" + outer + close).utf8
            return
        }
        output.append(0x0A)
        for index in 0..<count {
            output += inner.utf8
            element(index, &output)
            output += (index + 1 < count ? ",\n" : "\n").utf8
        }
        output += (outer + close).utf8
    }


    private static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
