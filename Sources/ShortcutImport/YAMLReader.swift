/// A YAML value as XcodeGen's `project.yml` uses it: scalars, sequences and mappings
/// (members in file order).
indirect enum YAMLValue: Sendable {
    case scalar(String)
    case list([YAMLValue])
    case map([(String, YAMLValue)])

    subscript(key: String) -> YAMLValue? {
        guard case .map(let members) = self else { return nil }
        return members.last(where: { $0.0 == key })?.1
    }

    var string: String? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    /// A sequence's items; a scalar or mapping is a sequence of one.
    var items: [YAMLValue] {
        if case .list(let values) = self { return values }
        return [self]
    }

    var members: [(String, YAMLValue)] {
        if case .map(let members) = self { return members }
        return []
    }
}

/// Reads the block and flow YAML that `project.yml` files are written in: indented mappings
/// and `- ` sequences, `[a, b]` and `{k: v}`, quoted and plain scalars, `|`/`>` text, `#`
/// comments. Anchors, tags and multiple documents are not read (they are rare there); what
/// it cannot read becomes a plain scalar, never an error.
struct YAMLReader {
    private var lines: [(indent: Int, text: Substring)] = []
    private var position = 0

    static func parse(_ text: String) -> YAMLValue {
        var reader = YAMLReader()
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let content = Self.withoutComment(raw)
            let trimmed = content.trimmingPrefix(while: { $0 == " " })
            if trimmed.allSatisfy(\.isWhitespace) || trimmed.hasPrefix("---") || trimmed.hasPrefix("%") { continue }
            reader.lines.append((content.count - trimmed.count, trimmed))
        }
        guard !reader.lines.isEmpty else { return .map([]) }
        return reader.block(indent: reader.lines[0].indent, depth: 0)
    }

    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == ":" || previous == "[" || previous == "," || previous == "-" || index == line.startIndex { quote = character }
            } else if character == "#", previous == " " || previous == "\t" || index == line.startIndex {
                return line[..<index]
            }
            previous = character
        }
        var result = line
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return result
    }

    private mutating func block(indent: Int, depth: Int) -> YAMLValue {
        guard depth < 64, position < lines.count else { return .scalar("") }
        return Self.isItem(lines[position].text) ? list(indent: indent, depth: depth) : map(indent: indent, depth: depth)
    }

    private static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    private mutating func list(indent: Int, depth: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while position < lines.count, lines[position].indent == indent, Self.isItem(lines[position].text) {
            let rest = lines[position].text.dropFirst().trimmingPrefix(while: { $0 == " " })
            let inner = indent + (lines[position].text.count - rest.count)
            if rest.isEmpty {
                position += 1
                items.append(position < lines.count && lines[position].indent > indent ? block(indent: lines[position].indent, depth: depth + 1) : .scalar(""))
            } else if Self.keySplit(rest) != nil || Self.isItem(rest) {
                // `- key: value` opens a mapping whose keys line up with `key`.
                lines[position] = (inner, rest)
                items.append(block(indent: inner, depth: depth + 1))
            } else {
                position += 1
                items.append(value(rest, indent: indent, depth: depth))
            }
        }
        return .list(items)
    }

    private mutating func map(indent: Int, depth: Int) -> YAMLValue {
        var members: [(String, YAMLValue)] = []
        while position < lines.count, lines[position].indent == indent, !Self.isItem(lines[position].text) {
            guard let (key, rest) = Self.keySplit(lines[position].text) else { position += 1; continue }
            position += 1
            if rest.isEmpty {
                if position < lines.count, lines[position].indent > indent || (lines[position].indent == indent && Self.isItem(lines[position].text)) {
                    members.append((key, block(indent: lines[position].indent, depth: depth + 1)))
                } else {
                    members.append((key, .scalar("")))
                }
            } else {
                members.append((key, value(rest, indent: indent, depth: depth)))
            }
        }
        return .map(members)
    }

    /// `key: value` → (key, value); nil when the text is not a mapping entry.
    private static func keySplit(_ text: Substring) -> (String, Substring)? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote { if character == open { quote = nil }; continue }
            if index == text.startIndex, character == "\"" || character == "'" { quote = character; continue }
            if character == "[" || character == "{" { return nil }
            if character == ":" {
                let after = text.index(after: index)
                guard after == text.endIndex || text[after] == " " else { continue }
                let key = scalar(text[..<index])
                return (key, after == text.endIndex ? "" : text[after...].trimmingPrefix(while: { $0 == " " }))
            }
        }
        return nil
    }

    /// A value on the same line as its key or dash: flow, block text or a scalar.
    private mutating func value(_ text: Substring, indent: Int, depth: Int) -> YAMLValue {
        if text == "|" || text == ">" || text.hasPrefix("|") && text.count <= 3 || text.hasPrefix(">") && text.count <= 3 {
            var parts: [String] = []
            while position < lines.count, lines[position].indent > indent {
                parts.append(String(lines[position].text))
                position += 1
            }
            return .scalar(parts.joined(separator: text.hasPrefix(">") ? " " : "\n"))
        }
        if text.hasPrefix("[") || text.hasPrefix("{") {
            var index = text.startIndex
            return Self.flow(text, &index, depth: depth)
        }
        return .scalar(Self.scalar(text))
    }

    private static func flow(_ text: Substring, _ index: inout Substring.Index, depth: Int) -> YAMLValue {
        let open = text[index]
        let close: Character = open == "[" ? "]" : "}"
        index = text.index(after: index)
        var items: [YAMLValue] = []
        var members: [(String, YAMLValue)] = []
        var start = index
        var pendingKey: String?
        func finish(_ end: Substring.Index, nested: YAMLValue? = nil) {
            let piece = nested ?? .scalar(scalar(text[start..<end]))
            if open == "{" {
                if let key = pendingKey { members.append((key, piece)) } else if case .scalar(let key) = piece, !key.isEmpty { members.append((key, .scalar(""))) }
            } else if nested != nil || !text[start..<end].allSatisfy(\.isWhitespace) {
                items.append(piece)
            }
            pendingKey = nil
        }
        var nested: YAMLValue?
        var quote: Character?
        while index < text.endIndex {
            let character = text[index]
            if let q = quote {
                if character == q { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if (character == "[" || character == "{"), depth < 64 {
                nested = flow(text, &index, depth: depth + 1)
                continue
            } else if character == ":", open == "{", pendingKey == nil {
                pendingKey = scalar(text[start..<index])
                start = text.index(after: index)
            } else if character == "," || character == close {
                finish(index, nested: nested)
                nested = nil
                index = text.index(after: index)
                start = index
                if character == close { break }
                continue
            }
            index = text.index(after: index)
        }
        return open == "[" ? .list(items) : .map(members)
    }

    /// A plain or quoted scalar's text.
    static func scalar(_ text: Substring) -> String {
        var value = text.trimmingPrefix(while: \.isWhitespace)
        while value.last?.isWhitespace == true { value = value.dropLast() }
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            return String(value.dropFirst().dropLast())
        }
        return String(value)
    }
}
