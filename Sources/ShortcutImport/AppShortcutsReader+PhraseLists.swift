import SwiftSyntax

/// Phrase lists kept in a property rather than written in place: apps hoist them
/// (`phrases: playPhrases`) so that the `appShortcuts` builder type-checks quickly. A property of
/// the provider (or a global) whose value, or whose getter's one expression, is an array literal
/// is read as if written in place; anything else is still a finding.
extension AppShortcutsReader {
    /// The array literal an AppShortcut's `phrases:` argument stands for, with its file.
    func phraseArray(_ expr: ExprSyntax, file: Int) -> (array: ArrayExprSyntax, file: Int)? {
        if let array = expr.as(ArrayExprSyntax.self) { return (array, file) }
        let name: String
        var base: String?
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base?.trimmedDescription
        } else {
            return nil
        }
        let owner = base == nil || base == "Self" ? provider : base!
        let found = index.variable(name, in: owner).map { (binding: $0.binding, file: $0.file) }
            ?? index.globalVariables[name]?.first.flatMap { global in
                global.decl.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                    .map { (binding: $0, file: global.file) }
            }
        guard let found else { return nil }
        if let value = found.binding.initializer?.value {
            return value.as(ArrayExprSyntax.self).map { ($0, found.file) }
        }
        return Self.singleExpression(of: found.binding)?.as(ArrayExprSyntax.self).map { ($0, found.file) }
    }

    /// The one expression a computed property's getter gives (`{ [ … ] }`, `get { return [ … ] }`).
    private static func singleExpression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax
        switch binding.accessorBlock?.accessors {
        case .getter(let list):
            items = list
        case .accessors(let list):
            guard let body = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return nil }
            items = body.statements
        default:
            return nil
        }
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expr): return expr
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
