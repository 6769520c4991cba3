import SwiftSyntax

/// Resolves a widget kind (or any string the wiring names) to its compile-time value, the way
/// the compiler would see it, across files: a string literal, a `let` or `static let` in scope,
/// a static property of another type, an enum case's raw value, and `+` or interpolations of
/// those. Anything else (a function's result, a parameter, `Bundle.main…`) is nil, never a guess.
struct WidgetConstantResolver {
    let index: SwiftSourceIndex

    func string(_ expr: ExprSyntax) -> String? {
        string(expr, depth: 0)
    }

    private func string(_ expr: ExprSyntax, depth: Int) -> String? {
        guard depth < 24 else { return nil }
        if let pieces = LiteralReader.pieces(expr) {
            var result = ""
            for piece in pieces {
                switch piece {
                case .text(let text): result += text
                case .interpolation(let inner):
                    guard let value = string(inner, depth: depth + 1) else { return nil }
                    result += value
                }
            }
            return result
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return string(only.expression, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return concatenation(sequence, depth: depth)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return scoped(reference.baseName.text, from: Syntax(expr), depth: depth)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return memberValue(member, depth: depth)
        }
        // `String(describing: RecentWidget.self)`, `String(describing: Self.self)`: the type's name.
        if let call = expr.as(FunctionCallExprSyntax.self), LiteralReader.calleeName(call.calledExpression) == "String",
           call.arguments.count == 1, let described = LiteralReader.argument("describing", of: call)?.as(MemberAccessExprSyntax.self),
           described.declName.baseName.text == "self", let base = described.base?.as(DeclReferenceExprSyntax.self) {
            let name = base.baseName.text
            return name == "Self" ? Self.enclosingType(of: Syntax(expr)) : name
        }
        return nil
    }

    /// `a + "." + b`, every operand a constant.
    private func concatenation(_ sequence: SequenceExprSyntax, depth: Int) -> String? {
        var result = ""
        for (offset, element) in sequence.elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            guard let value = string(element, depth: depth + 1) else { return nil }
            result += value
        }
        return result
    }

    /// `Type.member`, `Self.member`, `Kinds.recent.rawValue`, `.member`.
    private func memberValue(_ member: MemberAccessExprSyntax, depth: Int) -> String? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.recent`: a static member of whichever type declares one by that name, when only one does.
            let owners = index.types.keys.filter { value(of: name, inType: $0, depth: depth) != nil }
            return owners.count == 1 ? value(of: name, inType: owners[0], depth: depth) : nil
        }
        if name == "rawValue" {
            if let caseAccess = base.as(MemberAccessExprSyntax.self), let owner = typeName(caseAccess.base, from: Syntax(member)) {
                return rawValue(of: caseAccess.declName.baseName.text, inEnum: owner, depth: depth)
            }
            if let caseAccess = base.as(MemberAccessExprSyntax.self), caseAccess.base == nil {
                let owners = index.types.keys.filter { rawValue(of: caseAccess.declName.baseName.text, inEnum: $0, depth: depth) != nil }
                return owners.count == 1 ? rawValue(of: caseAccess.declName.baseName.text, inEnum: owners[0], depth: depth) : nil
            }
            return nil
        }
        guard let owner = typeName(base, from: Syntax(member)) else { return nil }
        return value(of: name, inType: owner, depth: depth)
    }

    /// The type a member access starts from: `Self`, `self` in a static context, a type name,
    /// the last name of `Outer.Inner`.
    private func typeName(_ base: ExprSyntax?, from node: Syntax) -> String? {
        guard let base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text == "Self" || text == "self" { return Self.enclosingType(of: node) }
            return index.types[text] != nil ? text : nil
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let text = member.declName.baseName.text
            return index.types[text] != nil ? text : nil
        }
        return nil
    }

    /// A `let`/`var` member's value, or an enum case's raw value.
    private func value(of member: String, inType owner: String, depth: Int) -> String? {
        if let found = index.variable(member, in: owner) {
            return bindingValue(found.binding, depth: depth)
        }
        return rawValue(of: member, inEnum: owner, depth: depth)
    }

    private func rawValue(of caseName: String, inEnum owner: String, depth: Int) -> String? {
        for decl in index.types[owner] ?? [] {
            for item in index.builtMembers(of: decl) {
                guard let cases = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements where LiteralReader.identifier(element.name) == caseName {
                    if let raw = element.rawValue { return string(raw.value, depth: depth + 1) }
                    // A `String` raw type without explicit values: the case name is the raw value.
                    let inherited = (index.types[owner] ?? []).flatMap(\.inherited)
                    return inherited.contains("String") ? LiteralReader.identifier(element.name) : nil
                }
            }
        }
        return nil
    }

    /// `let kind = "…"`, or `var kind: String { "…" }` with one expression.
    private func bindingValue(_ binding: PatternBindingSyntax, depth: Int) -> String? {
        if let initializer = binding.initializer { return string(initializer.value, depth: depth + 1) }
        guard let accessors = binding.accessorBlock?.accessors.as(CodeBlockItemListSyntax.self), accessors.count == 1,
              let item = accessors.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return string(expr, depth: depth + 1) }
        if let statement = item.as(ReturnStmtSyntax.self), let expr = statement.expression { return string(expr, depth: depth + 1) }
        return nil
    }

    /// A bare name: a local constant declared before it in an enclosing block, a member of an
    /// enclosing type, or a top-level constant.
    private func scoped(_ name: String, from node: Syntax, depth: Int) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard item.position < node.position else { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return bindingValue(binding, depth: depth)
                    }
                }
            }
            if let owner = Self.typeName(declaredBy: ancestor), let value = value(of: name, inType: owner, depth: depth) {
                return value
            }
            current = ancestor.parent
        }
        for (decl, _) in index.globalVariables[name] ?? [] {
            for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return bindingValue(binding, depth: depth)
            }
        }
        return nil
    }

    static func typeName(declaredBy node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.as(MemberTypeSyntax.self)?.name.text ?? decl.extendedType.trimmedDescription }
        return nil
    }

    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let name = typeName(declaredBy: ancestor) { return name }
            current = ancestor.parent
        }
        return nil
    }
}
