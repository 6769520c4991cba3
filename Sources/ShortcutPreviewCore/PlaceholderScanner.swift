/// The one reader of `${name}` placeholders in phrase templates, shared by the catalog (which
/// expands them) and the text analyser (which keeps them as single tokens), so that a phrase
/// the catalog accepts is a phrase the analyser accepts.
///
/// A name is an identifier: letters, digits and `_`, not starting with a digit. A name never
/// holds a space or another `$`; when one comes before the `}`, the brace closes something
/// else and the placeholder is unterminated.
public enum PlaceholderScanner {
    /// A run of literal text or one placeholder, with UTF-16 offsets into the template.
    public enum Piece: Sendable, Hashable {
        /// Literal text.
        case literal(Range<Int>)
        /// `${name}`: the name without `${` and `}`, and the range of the whole placeholder.
        case placeholder(name: String, range: Range<Int>)
    }

    /// The pieces of `template` in order. Complexity: O(n) in the template's UTF-16 length.
    ///
    /// - Throws: ``ShortcutPreviewError`` with code `unterminatedPlaceholder` for `${` without
    ///   its `}`, or `invalidPlaceholder` for `${}` or a name that is not an identifier. The
    ///   error names no file; callers that know it add it.
    public static func pieces(of template: String) throws(ShortcutPreviewError) -> [Piece] {
        let units = Array(template.utf16)
        var pieces: [Piece] = []
        var literalStart = 0
        var i = 0
        while i < units.count {
            guard units[i] == 0x24, i + 1 < units.count, units[i + 1] == 0x7B else {  // "${"
                i += 1
                continue
            }
            guard let close = units[(i + 2)...].firstIndex(where: { $0 == 0x7D || $0 == 0x24 || isSpace($0) }),
                  units[close] == 0x7D else {
                throw ShortcutPreviewError(
                    .unterminatedPlaceholder, position: "offset \(i)",
                    reason: "'${' has no closing '}' in phrase \(JSONString.quoted(template))",
                    remedy: "close the placeholder, e.g. ${applicationName}")
            }
            let name = String(decoding: units[(i + 2)..<close], as: UTF16.self)
            guard isIdentifier(name) else {
                throw ShortcutPreviewError(
                    .invalidPlaceholder,
                    reason: "placeholder '${\(name)}' in phrase \(JSONString.quoted(template)) is not a name",
                    remedy: "write ${applicationName} or ${parameterName}, with letters, digits and _")
            }
            if literalStart < i { pieces.append(.literal(literalStart..<i)) }
            pieces.append(.placeholder(name: name, range: i..<(close + 1)))
            i = close + 1
            literalStart = i
        }
        if literalStart < units.count { pieces.append(.literal(literalStart..<units.count)) }
        return pieces
    }

    /// Whether `name` can be a placeholder's name.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.numericType == nil else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace
    }
}
