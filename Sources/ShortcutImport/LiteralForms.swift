import SwiftSyntax

/// The literal forms a localizable text takes in App Intents code: `"Key"`,
/// `LocalizedStringResource("Key", defaultValue: "Text", table: "Enums")`,
/// `LocalizedStringResource(stringLiteral: "Text")`, `String(localized: "Key", table:)`,
/// `String(localized: LocalizedStringResource(…))`, `NSLocalizedString("Key", tableName:, value:, comment:)`,
/// `"Text" as LocalizedStringResource`, and a parenthesized one of them.
enum LiteralForms {
    static let resourceTypes: Set<String> = ["LocalizedStringResource", "LocalizedStringKey", "LocalizationValue", "String.LocalizationValue"]

    static func text(_ expr: ExprSyntax) -> ParameterTypeReader.Text? {
        if let literal = LiteralReader.string(expr) { return .init(key: literal, defaultValue: nil) }
        // `"\(String(localized: "key"))"`: a literal that is one interpolated text.
        if let pieces = LiteralReader.pieces(expr)?.filter({ if case .text("") = $0 { false } else { true } }),
           pieces.count == 1, case .interpolation(let inner) = pieces[0] {
            return text(inner)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return text(only.expression)
        }
        if let cast = expr.as(AsExprSyntax.self), resourceTypes.contains(cast.type.trimmedDescription) {
            return text(cast.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           let type = Array(sequence.elements)[2].as(TypeExprSyntax.self), resourceTypes.contains(type.type.trimmedDescription) {
            return text(Array(sequence.elements)[0])
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let table = (LiteralReader.argument("table", of: call) ?? LiteralReader.argument("tableName", of: call)).flatMap(LiteralReader.string)
        let defaultValue = (LiteralReader.argument("defaultValue", of: call) ?? LiteralReader.argument("value", of: call)).flatMap(LiteralReader.string)
        if resourceTypes.contains(callee) || callee == "NSLocalizedString" {
            if let literal = LiteralReader.argument("stringLiteral", of: call).flatMap(LiteralReader.string) {
                return .init(key: literal, defaultValue: nil, table: table)
            }
            guard let first = call.arguments.first, first.label == nil, let key = LiteralReader.string(first.expression) else { return nil }
            return .init(key: key, defaultValue: defaultValue.flatMap { $0.isEmpty ? nil : $0 }, table: table)
        }
        if callee == "String", let localized = LiteralReader.argument("localized", of: call) {
            if let key = LiteralReader.string(localized) { return .init(key: key, defaultValue: defaultValue, table: table) }
            return text(localized)
        }
        return nil
    }
}
