/// Reads the old-style (OpenStep) property lists of `project.pbxproj`: `{ key = value; }`,
/// `( item, item, )`, quoted or bare strings, `/* */` and `//` comments.
public struct OpenStepPropertyListReader {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// The document's root value, or the first problem found.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PropertyListError(line: 1, reason: "not UTF-8 text")
        }
        var reader = OpenStepPropertyListReader(scalars: Array(text.unicodeScalars))
        let value = try reader.value()
        reader.skipTrivia()
        guard reader.index == reader.scalars.count else { throw PropertyListError(line: reader.line, reason: "text after the top-level value") }
        return value
    }

    private mutating func value() throws(PropertyListError) -> PropertyList {
        skipTrivia()
        guard index < scalars.count else { throw PropertyListError(line: line, reason: "unexpected end of file") }
        switch scalars[index] {
        case "{":
            index += 1
            var members: [(String, PropertyList)] = []
            while true {
                skipTrivia()
                guard index < scalars.count else { throw PropertyListError(line: line, reason: "unterminated {") }
                if scalars[index] == "}" { index += 1; return .dictionary(members) }
                // A stray `;` between entries (project files written by scripts have them) holds nothing.
                if scalars[index] == ";" { index += 1; continue }
                let key = try string()
                try expect("=")
                let item = try value()
                try expect(";")
                members.append((key, item))
            }
        case "(":
            index += 1
            var items: [PropertyList] = []
            while true {
                skipTrivia()
                guard index < scalars.count else { throw PropertyListError(line: line, reason: "unterminated (") }
                if scalars[index] == ")" { index += 1; return .array(items) }
                items.append(try value())
                skipTrivia()
                if index < scalars.count, scalars[index] == "," { index += 1 }
            }
        default:
            return .string(try string())
        }
    }

    private mutating func string() throws(PropertyListError) -> String {
        skipTrivia()
        guard index < scalars.count else { throw PropertyListError(line: line, reason: "unexpected end of file") }
        if scalars[index] == "\"" {
            index += 1
            var result = ""
            while index < scalars.count, scalars[index] != "\"" {
                var scalar = scalars[index]
                if scalar == "\n" { line += 1 }
                if scalar == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": scalar = "\n"
                    case "t": scalar = "\t"
                    default: scalar = scalars[index]
                    }
                }
                result.unicodeScalars.append(scalar)
                index += 1
            }
            guard index < scalars.count else { throw PropertyListError(line: line, reason: "unterminated quoted string") }
            index += 1
            return result
        }
        var result = ""
        while index < scalars.count, Self.isBare(scalars[index]) {
            result.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard !result.isEmpty else { throw PropertyListError(line: line, reason: "unexpected \"\(scalars[index])\"") }
        return result
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-+".unicodeScalars.contains(scalar)
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(PropertyListError) {
        skipTrivia()
        guard index < scalars.count, scalars[index] == character else {
            throw PropertyListError(line: line, reason: "expected \"\(character)\"")
        }
        index += 1
    }

    private mutating func skipTrivia() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1; index += 1; continue }
            if scalar.properties.isWhitespace { index += 1; continue }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            return
        }
    }
}
