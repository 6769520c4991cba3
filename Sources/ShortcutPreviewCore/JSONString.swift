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
        // Most strings need no escape: appended whole, not scalar by scalar (the server writes
        // a match result per request).
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string
            return
        }
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

    /// Appends `string`'s escaped content (without quotes) to `output` as UTF-8, with the
    /// same escapes as the String form; the writer builds bytes.
    public static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string.utf8
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x00..<0x20:
                let digits = String(byte, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
            default:
                output.append(byte)
            }
        }
    }
}
