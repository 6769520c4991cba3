/// A property list value as the importer and the intent definition reader need it: strings,
/// arrays and dictionaries (members in file order); numbers, dates, data and booleans are kept
/// as their text.
public indirect enum PropertyList: Sendable, Equatable {
    /// A string, or a number, date, data or boolean as its text.
    case string(String)
    /// An array, items in file order.
    case array([PropertyList])
    /// A dictionary, members in file order.
    case dictionary([(String, PropertyList)])

    /// Equal when of the same kind with equal contents, members in the same order.
    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value of `key` in a dictionary (the last one when repeated); nil otherwise.
    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last(where: { $0.0 == key })?.1
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The items of an array value.
    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }
}

/// Why a property list could not be read: what is wrong and where (line).
public struct PropertyListError: Error, Sendable {
    /// The line, counted from 1.
    public var line: Int
    /// What is wrong.
    public var reason: String

    /// An error at `line` for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// Reads XML property lists (Info.plist, `.intentdefinition`). Strict: anything it does not understand is an
/// error with a line number, never a partial result. Binary plists are refused with the
/// command that converts them.
public struct XMLPropertyListReader {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// The document's root value, or the first problem found.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError(line: 1, reason: "a binary property list; convert it with `plutil -convert xml1 FILE`")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PropertyListError(line: 1, reason: "not UTF-8 text")
        }
        var reader = XMLPropertyListReader(scalars: Array(text.unicodeScalars))
        guard let root = try reader.nextTag(), root.name == "plist" else {
            throw PropertyListError(line: reader.line, reason: "no <plist> element")
        }
        guard let first = try reader.nextTag(), !first.closing else {
            throw PropertyListError(line: reader.line, reason: "an empty <plist>")
        }
        return try reader.value(opening: first)
    }

    private struct Tag {
        var name: String
        var closing: Bool
        var empty: Bool
    }

    /// The next element tag, skipping the XML declaration, DOCTYPE, comments and whitespace.
    private mutating func nextTag() throws(PropertyListError) -> Tag? {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            if scalar == "<" {
                if starts(with: "<!--") { try skip(until: "-->"); continue }
                if starts(with: "<?") || starts(with: "<!") { try skip(until: ">"); continue }
                index += 1
                var body = ""
                while index < scalars.count, scalars[index] != ">" {
                    if scalars[index] == "\n" { line += 1 }
                    body.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { throw PropertyListError(line: line, reason: "unterminated tag") }
                index += 1
                let closing = body.hasPrefix("/")
                let empty = body.hasSuffix("/")
                let name = body.drop(while: { $0 == "/" }).prefix(while: { !$0.isWhitespace && $0 != "/" })
                return Tag(name: String(name), closing: closing, empty: empty)
            }
            guard scalar.properties.isWhitespace else {
                throw PropertyListError(line: line, reason: "text outside an element")
            }
            index += 1
        }
        return nil
    }

    private mutating func value(opening tag: Tag) throws(PropertyListError) -> PropertyList {
        switch tag.name {
        case "dict":
            if tag.empty { return .dictionary([]) }
            var members: [(String, PropertyList)] = []
            while true {
                guard let keyTag = try nextTag() else { throw PropertyListError(line: line, reason: "unterminated <dict>") }
                if keyTag.closing && keyTag.name == "dict" { return .dictionary(members) }
                guard keyTag.name == "key", !keyTag.closing else { throw PropertyListError(line: line, reason: "expected <key> in <dict>, found <\(keyTag.name)>") }
                let key = try text(until: "key")
                guard let valueTag = try nextTag(), !valueTag.closing else { throw PropertyListError(line: line, reason: "key \(key) has no value") }
                members.append((key, try value(opening: valueTag)))
            }
        case "array":
            if tag.empty { return .array([]) }
            var items: [PropertyList] = []
            while true {
                guard let itemTag = try nextTag() else { throw PropertyListError(line: line, reason: "unterminated <array>") }
                if itemTag.closing && itemTag.name == "array" { return .array(items) }
                items.append(try value(opening: itemTag))
            }
        case "true", "false":
            if !tag.empty { _ = try text(until: tag.name) }
            return .string(tag.name)
        case "string", "integer", "real", "date", "data":
            return .string(tag.empty ? "" : try text(until: tag.name))
        default:
            throw PropertyListError(line: line, reason: "unknown element <\(tag.name)>")
        }
    }

    /// Character data up to `</name>`, entities resolved.
    private mutating func text(until name: String) throws(PropertyListError) -> String {
        var result = ""
        while index < scalars.count, scalars[index] != "<" {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            if scalar == "&" {
                var entity = ""
                index += 1
                while index < scalars.count, scalars[index] != ";" { entity.unicodeScalars.append(scalars[index]); index += 1 }
                index += 1
                switch entity {
                case "amp": result += "&"
                case "lt": result += "<"
                case "gt": result += ">"
                case "quot": result += "\""
                case "apos": result += "'"
                default:
                    let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                    guard let number, let scalar = Unicode.Scalar(number) else { throw PropertyListError(line: line, reason: "unknown entity &\(entity);") }
                    result.unicodeScalars.append(scalar)
                }
                continue
            }
            result.unicodeScalars.append(scalar)
            index += 1
        }
        guard let end = try nextTag(), end.closing, end.name == name else { throw PropertyListError(line: line, reason: "expected </\(name)>") }
        return result
    }

    private func starts(with prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(until terminator: String) throws(PropertyListError) {
        while index < scalars.count, !starts(with: terminator) {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        guard index < scalars.count else { throw PropertyListError(line: line, reason: "unterminated markup") }
        index += terminator.unicodeScalars.count
    }
}
