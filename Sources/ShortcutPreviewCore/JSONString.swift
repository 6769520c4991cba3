/// The one JSON string escaper, used by the writer, by ``JSONPath`` and by error messages.
public enum JSONString {
    /// The string as a JSON string literal, escaped as Apple's JSONSerialization does with
    /// `.withoutEscapingSlashes`: `"` `\` and control characters only.
    public static func quoted(_ string: String) -> String {
        var output = "\""
        appendEscaped(string, to: &output)
        output += "\""
        return output
    }

    /// Appends `string`'s escaped content (without quotes) to `output`.
    public static func appendEscaped(_ string: String, to output: inout String) {
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
