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
        var output = ""
        append(value, to: &output, depth: 0, style: style)
        if style.trailingNewline { output += "\n" }
        return output
    }

    /// The string as a JSON string literal, escaped as Apple's JSONSerialization does with
    /// `.withoutEscapingSlashes`: `"` `\` and control characters only.
    public static func quoted(_ string: String) -> String {
        JSONString.quoted(string)
    }

    private static func append(_ value: JSONValue, to output: inout String, depth: Int, style: Style) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .number(let number):
            output += format(number)
        case .string(let string):
            output += "\""
            JSONString.appendEscaped(string, to: &output)
            output += "\""
        case .array(let elements):
            appendContainer(open: "[", close: "]", count: elements.count, to: &output, depth: depth, style: style) { index, output in
                append(elements[index], to: &output, depth: depth + 1, style: style)
            }
        case .object(let members):
            let separator = style.indentWidth == 0 ? ":" : " : "
            appendContainer(open: "{", close: "}", count: members.count, to: &output, depth: depth, style: style) { index, output in
                output += "\""
                JSONString.appendEscaped(members[index].0, to: &output)
                output += "\""
                output += separator
                append(members[index].1, to: &output, depth: depth + 1, style: style)
            }
        }
    }

    private static func appendContainer(
        open: String, close: String, count: Int, to output: inout String, depth: Int, style: Style,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard style.indentWidth > 0 else {
            for index in 0..<count {
                if index > 0 { output += "," }
                element(index, &output)
            }
            output += close
            return
        }
        let inner = String(repeating: " ", count: (depth + 1) * style.indentWidth)
        let outer = String(repeating: " ", count: depth * style.indentWidth)
        if count == 0 {
            // JSONSerialization's pretty printer leaves an empty line in empty containers.
            output += "\n\n" + outer + close
            return
        }
        output += "\n"
        for index in 0..<count {
            output += inner
            element(index, &output)
            output += index + 1 < count ? ",\n" : "\n"
        }
        output += outer + close
    }


    private static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
