import SwiftSyntax

/// Reads the values of literals the way the compiler would, and says when an expression is
/// not a literal (so the caller reports it instead of guessing).
enum LiteralReader {
    /// One piece of an interpolated string: text, or the expression inside `\( )`.
    enum Piece {
        case text(String)
        case interpolation(ExprSyntax)
    }

    /// The pieces of a string literal, escapes resolved; nil for anything but a string literal.
    static func pieces(_ expr: ExprSyntax) -> [Piece]? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        let raw = literal.openingPounds != nil
        var pieces: [Piece] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let value = raw ? text.content.text : unescape(text.content.text)
                if case .text(let previous)? = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + value)
                } else {
                    pieces.append(.text(value))
                }
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first {
                pieces.append(.interpolation(first.expression))
            }
        }
        return pieces
    }

    /// A string literal without interpolations, such as a title or an SF Symbol name.
    static func string(_ expr: ExprSyntax) -> String? {
        guard let pieces = pieces(expr) else { return nil }
        var result = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            result += text
        }
        return result
    }

    /// The strings of an array literal of plain string literals; nil when any element is not one.
    static func strings(_ expr: ExprSyntax) -> [String]? {
        guard let array = expr.as(ArrayExprSyntax.self) else { return nil }
        var result: [String] = []
        for element in array.elements {
            guard let text = string(element.expression) else { return nil }
            result.append(text)
        }
        return result
    }

    /// A declared name as code refers to it: `` case `repeat` `` is `.repeat`.
    static func identifier(_ token: TokenSyntax) -> String {
        token.text.count > 2 && token.text.hasPrefix("`") && token.text.hasSuffix("`") ? String(token.text.dropFirst().dropLast()) : token.text
    }

    /// The labelled argument of a call.
    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first(where: { $0.label?.text == label })?.expression
    }

    /// The name a call or reference ends in: `OrderSoup()` → OrderSoup, `Self.make()` → make,
    /// `.init` → init.
    static func calleeName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }

    /// The type name a member access starts from (`Self.x` → Self, `Shortcuts.x` → Shortcuts).
    static func baseName(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return calleeName(base)
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                // \u{XXXX}
                var hex = ""
                while let digit = iterator.next(), digit != "}" {
                    if digit != "{" { hex.append(digit) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }
}
