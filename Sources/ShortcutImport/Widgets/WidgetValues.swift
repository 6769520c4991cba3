import SwiftSyntax

/// Numbers as the report prints them.
public enum NumberText {
    /// `-1`, `0.5`: whole numbers without a decimal point.
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Literal numbers, with a sign and `*`, `/`, `+`, `-` between literals (`60 * 60`).
enum NumberReader {
    /// The literal values an expression can take: its value, or each literal branch of
    /// `condition ? a : b` (`comic.isRead ? 0 : 70`).
    static func branches(_ expr: ExprSyntax) -> [Double] {
        if let value = value(expr) { return [value] }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return [] }
        // `a > b ? x : y` is unfolded: […condition…, `? x :`, y]; the ternary binds loosest.
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) else { return [] }
        return branches(ternary.thenExpression) + branches(elements[elements.count - 1])
    }

    static func value(_ expr: ExprSyntax) -> Double? {
        if let integer = expr.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return value(prefix.expression).map { -$0 } }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return value(only.expression) }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        // Terms joined by + and -, each a product of factors joined by * and /.
        var terms: [Double] = []
        var product: Double?
        var pending = "+"
        var sign = 1.0
        for (offset, element) in sequence.elements.enumerated() {
            if offset % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                if op == "+" || op == "-" {
                    terms.append(sign * (product ?? 0))
                    product = nil
                    sign = op == "-" ? -1 : 1
                }
                pending = op
                continue
            }
            guard let number = value(element) else { return nil }
            switch (product, pending) {
            case (let current?, "*"): product = current * number
            case (let current?, "/"): product = number == 0 ? nil : current / number
            default: product = number
            }
            if product == nil { return nil }
        }
        terms.append(sign * (product ?? 0))
        return terms.reduce(0, +)
    }
}

/// The declared kind nearest to a misspelt one: the smallest edit distance, ignoring case.
enum KindDistance {
    static func nearest(to kind: String, among kinds: [String]) -> String? {
        kinds.min { (distance(kind, $0), $0) < (distance(kind, $1), $1) }
    }

    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased()), b = Array(rhs.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
