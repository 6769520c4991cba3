import ShortcutPreviewCore
/// One `"key" = "value";` line of a legacy .strings file.
struct StringsEntry: Equatable {
    var key: String
    var value: String
    var line: Int
}

/// Parses the old-style property list dialect of `.strings` files: quoted or bare strings,
/// `/* */` and `//` comments, and the escapes CoreFoundation accepts (`\" \\ \n \t \r`,
/// `\UXXXX` with surrogate pairs joined, octal). Files are UTF-8, or UTF-16 with a BOM, which
/// is what Xcode wrote for years.
enum StringsFileParser {
    static func parse(_ bytes: [UInt8], file: String) throws(ShortcutPreviewError) -> [StringsEntry] {
        let scalars = try decode(bytes, file: file)
        var parser = Parser(scalars: scalars, file: file)
        return try parser.parseEntries()
    }

    /// The file's text as scalars, after removing any byte order mark.
    static func decode(_ bytes: [UInt8], file: String) throws(ShortcutPreviewError) -> [Unicode.Scalar] {
        if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
            let littleEndian = bytes[0] == 0xFF
            let body = bytes.dropFirst(2)
            guard body.count % 2 == 0 else {
                throw ShortcutPreviewError(.invalidEncoding, file: file, reason: "UTF-16 file has an odd number of bytes (it looks truncated)", remedy: "save the file again as UTF-8 or UTF-16")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(littleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            return try decode(units, as: UTF16.self, file: file, encoding: "UTF-16")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return try decode(body, as: UTF8.self, file: file, encoding: "UTF-8")
    }

    private static func decode<Codec: UnicodeCodec>(
        _ units: [Codec.CodeUnit], as codec: Codec.Type, file: String, encoding: String
    ) throws(ShortcutPreviewError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = Codec()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                scalars.append(scalar)
            case .emptyInput:
                return scalars
            case .error:
                throw ShortcutPreviewError(
                    .invalidEncoding, file: file, position: "line \(line)",
                    reason: "invalid \(encoding) text", remedy: "save the file as UTF-8, or UTF-16 with a byte order mark")
            }
        }
    }
}

private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    mutating func parseEntries() throws(ShortcutPreviewError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        while true {
            try skipTrivia()
            guard index < scalars.count else { return entries }
            let entryLine = line
            let key = try parseString(what: "a quoted key")
            try skipTrivia()
            let value: String
            if peek == ";" {
                // `"key";` is shorthand for `"key" = "key";`.
                value = key
            } else {
                guard peek == "=" else { throw error("expected '=' after the key") }
                advance()
                try skipTrivia()
                value = try parseString(what: "a quoted value")
                try skipTrivia()
            }
            guard peek == ";" else { throw error("expected ';' at the end of the entry") }
            advance()
            entries.append(StringsEntry(key: key, value: value, line: entryLine))
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() throws(ShortcutPreviewError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let startLine = line
                advance(); advance()
                var closed = false
                while index < scalars.count {
                    if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        advance(); advance()
                        closed = true
                        break
                    }
                    advance()
                }
                guard closed else {
                    throw ShortcutPreviewError(.syntax, file: file, position: "line \(startLine)", reason: "comment '/*' is never closed", remedy: "add '*/'")
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func parseString(what: String) throws(ShortcutPreviewError) -> String {
        guard let first = peek else { throw error("unexpected end of file; expected \(what)") }
        if first == "\"" { return try parseQuoted() }
        guard isBare(first) else { throw error("unexpected character '\(first)'; expected \(what)") }
        var text = ""
        while let scalar = peek, isBare(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    private func isBare(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    private mutating func parseQuoted() throws(ShortcutPreviewError) -> String {
        let startLine = line
        advance()
        var text = ""
        var pendingHighSurrogate: UInt32?
        while let scalar = peek {
            advance()
            if scalar == "\"" {
                if pendingHighSurrogate != nil { throw error("lone UTF-16 surrogate in \\U escape") }
                return text
            }
            guard scalar == "\\" else {
                if pendingHighSurrogate != nil { throw error("lone UTF-16 surrogate in \\U escape") }
                text.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = peek else { break }
            advance()
            var produced: Unicode.Scalar?
            switch escaped {
            case "n": produced = "\n"
            case "t": produced = "\t"
            case "r": produced = "\r"
            case "a": produced = "\u{07}"
            case "b": produced = "\u{08}"
            case "f": produced = "\u{0C}"
            case "v": produced = "\u{0B}"
            case "U", "u":
                let value = try readHex()
                if (0xD800...0xDBFF).contains(value) {
                    guard pendingHighSurrogate == nil else { throw error("lone UTF-16 surrogate in \\U escape") }
                    pendingHighSurrogate = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value) {
                    guard let high = pendingHighSurrogate else { throw error("lone UTF-16 surrogate in \\U escape") }
                    pendingHighSurrogate = nil
                    produced = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                } else {
                    produced = Unicode.Scalar(value)
                }
            case "0"..."7":
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                produced = Unicode.Scalar(value)
            default:
                // `\"`, `\\`, `\'` and any other escaped character stand for themselves.
                produced = escaped
            }
            if pendingHighSurrogate != nil { throw error("lone UTF-16 surrogate in \\U escape") }
            guard let produced else { throw error("invalid escape") }
            text.unicodeScalars.append(produced)
        }
        throw ShortcutPreviewError(.syntax, file: file, position: "line \(startLine)", reason: "string is never closed (missing '\"')", remedy: "close the string with '\"'")
    }

    private mutating func readHex() throws(ShortcutPreviewError) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, let scalar = peek, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) {
            value = value * 16 + digit
            count += 1
            advance()
        }
        guard count == 4 else { throw error("\\U must be followed by four hex digits") }
        return value
    }

    private func error(_ reason: String) -> ShortcutPreviewError {
        ShortcutPreviewError(
            .syntax, file: file, position: "line \(line), column \(index - lineStart + 1)",
            reason: reason, remedy: "write entries as \"source phrase\" = \"localized phrase\";")
    }
}
