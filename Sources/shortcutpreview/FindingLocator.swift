import ShortcutPreviewCore
import StrictJSON

/// Finds the line a lint finding points at, for the formats that show one (SARIF, GitHub
/// annotations). Findings carry a file and a catalog key or a manifest JSON path; the line is
/// looked up in the file as it is now, and nil when the file cannot be read or the key is
/// not found (the finding then points at the whole file).
struct FindingLocator {
    private var texts: [String: [UInt8]?] = [:]

    /// The 1-based line of `key` in `file`, for `locale` when the key's block has one.
    mutating func line(file: String, key: String?, locale: String?) -> Int? {
        guard let key, let bytes = contents(of: file) else { return nil }
        if key.hasPrefix("$") {
            return JSONLineFinder.line(of: key, in: bytes)
        }
        return Self.line(ofKey: key, locale: locale, in: bytes)
    }

    private mutating func contents(of file: String) -> [UInt8]? {
        if let known = texts[file] { return known }
        let bytes = (try? InputFile.read(URL(fileURLWithPath: file), displayName: file)).map { Array($0) }
        texts[file] = bytes
        return bytes
    }

    /// A String Catalog key (`"key" : {`) or a `.strings` line (`"key" = "…";`): the first line
    /// that starts, after indentation, with the quoted key and then `:` or `=`. In a String
    /// Catalog the line of the locale's entry under that key, when there is one.
    static func line(ofKey key: String, locale: String?, in bytes: [UInt8]) -> Int? {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let quoted = Array(JSONString.quoted(key).utf8)
        guard let keyIndex = lines.firstIndex(where: { startsWithMember(Array($0), quoted) }) else { return nil }
        guard let locale else { return keyIndex + 1 }
        // The key's block ends at the next line indented no deeper than the key itself.
        let depth = indentation(Array(lines[keyIndex]))
        let localeName = Array(JSONString.quoted(locale).utf8)
        var index = keyIndex + 1
        while index < lines.count {
            let line = Array(lines[index])
            let trimmed = line.drop(while: { $0 == 0x20 || $0 == 0x09 })
            if !trimmed.isEmpty, trimmed.first != 0x7D, indentation(line) <= depth { break }
            if startsWithMember(line, localeName) { return index + 1 }
            index += 1
        }
        return keyIndex + 1
    }

    private static func indentation(_ line: [UInt8]) -> Int {
        line.prefix(while: { $0 == 0x20 || $0 == 0x09 }).count
    }

    private static func startsWithMember(_ line: [UInt8], _ quoted: [UInt8]) -> Bool {
        let trimmed = Array(line.drop(while: { $0 == 0x20 || $0 == 0x09 }))
        guard trimmed.count > quoted.count, Array(trimmed.prefix(quoted.count)) == quoted else { return false }
        let rest = trimmed.dropFirst(quoted.count).drop(while: { $0 == 0x20 || $0 == 0x09 })
        return rest.first == 0x3A || rest.first == 0x3D
    }
}
