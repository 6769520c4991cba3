/// Splits a phrase template into literal text and `${name}` placeholders.
enum TemplatePieces {
    enum Piece: Equatable {
        case literal(Range<Int>)
        case placeholder(name: String, range: Range<Int>)
    }

    /// The pieces in order, with UTF-16 ranges into `template`.
    static func split(_ template: String) throws(AnalysisError) -> [Piece] {
        let units = Array(template.utf16)
        var pieces: [Piece] = []
        var literalStart = 0
        var i = 0
        while i < units.count {
            guard units[i] == 0x24, i + 1 < units.count, units[i + 1] == 0x7B else {  // "${"
                i += 1
                continue
            }
            // A name never holds a space or another "${": then the brace closes something else.
            guard let close = units[(i + 2)...].firstIndex(where: { $0 == 0x7D || $0 == 0x24 || $0 == 0x20 }),
                  units[close] == 0x7D else {
                throw .unclosedPlaceholder(template: template, offset: i)
            }
            let name = String(decoding: units[(i + 2)..<close], as: UTF16.self)
            guard isIdentifier(name) else {
                throw .invalidPlaceholderName(template: template, name: name)
            }
            if literalStart < i { pieces.append(.literal(literalStart..<i)) }
            pieces.append(.placeholder(name: name, range: i..<(close + 1)))
            i = close + 1
            literalStart = i
        }
        if literalStart < units.count { pieces.append(.literal(literalStart..<units.count)) }
        return pieces
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.numericType == nil else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
