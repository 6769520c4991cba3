import PropertyLists
import ShortcutPreviewCore
import SwiftSyntax

/// The parameters a widget's configuration intent shows, which a donation of that intent must
/// set for the system to match it to a configured widget; and the parameters a donation sets.
struct WidgetIntentParameters {
    let index: SwiftSourceIndex
    /// From `.intentdefinition` files: the generated class name (`SelectCard` → `SelectCardIntent`)
    /// and its configurable parameters.
    var definitions: [String: [String]] = [:]

    init(index: SwiftSourceIndex) {
        self.index = index
    }

    /// Reads one `.intentdefinition` (an XML property list); a file that does not read is a
    /// warning, as it only narrows what `donation-missing-parameter` can check.
    mutating func readDefinition(_ file: ProjectFiles.File) -> WidgetReport.Finding? {
        let list: PropertyList
        do throws(PropertyListError) {
            guard let data = try? InputFile.read(file.url, displayName: file.path) else { throw PropertyListError(line: 1, reason: "cannot read the file") }
            list = try XMLPropertyListReader.parse(data)
        } catch {
            return WidgetReport.Finding(severity: .warning, rule: "unreadable-intent-definition", file: file.path, line: error.line,
                                        message: "\(error.reason); its intents' parameters are not checked")
        }
        for intent in list["INIntents"]?.array ?? [] {
            guard let name = intent["INIntentName"]?.string else { continue }
            let parameters = (intent["INIntentParameters"]?.array ?? []).filter { $0["INIntentParameterConfigurable"]?.string != "false" }
            definitions[name + "Intent"] = parameters.compactMap { $0["INIntentParameterName"]?.string }
        }
        return nil
    }

    /// The parameters of intent type `name`: configurable ones from an `.intentdefinition`, or
    /// the `@Parameter` (App Intents) and `@NSManaged` (an `INIntent` subclass) properties of a
    /// type declared in Swift; nil when the intent's declaration is not in the folder.
    func required(of name: String) -> [String]? {
        if let parameters = definitions[name] { return parameters }
        guard index.types[name] != nil else { return nil }
        var names: [String] = []
        for (decl, _) in index.variables(in: name) {
            let marked = decl.attributes.contains { attribute in
                let text = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                return text == "Parameter" || text == "NSManaged"
            }
            guard marked else { continue }
            for binding in decl.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.append(identifier) }
            }
        }
        return names
    }

    /// The intent type an `INInteraction(intent:)` donates and the properties set on it:
    /// `SelectCardIntent()` inline, or a local `let intent = SelectCardIntent()` (or
    /// `let intent: SelectCardIntent`) whose properties are assigned in the same body.
    static func donated(_ expr: ExprSyntax) -> (intent: String?, parameters: [String]) {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return (typeName(call.calledExpression), call.arguments.compactMap { $0.label?.text })
        }
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return (nil, []) }
        let name = reference.baseName.text
        var current = Syntax(expr).parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self), let binding = declaration(of: name, in: block, before: expr.position) {
                var intent: String?
                var parameters: [String] = []
                if let annotated = binding.typeAnnotation?.type {
                    intent = annotated.as(IdentifierTypeSyntax.self)?.name.text ?? annotated.as(MemberTypeSyntax.self)?.name.text
                }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    intent = intent ?? typeName(call.calledExpression)
                    parameters = call.arguments.compactMap { $0.label?.text }
                }
                let assignments = AssignmentCollector(variable: name)
                assignments.walk(block)
                for parameter in assignments.properties where !parameters.contains(parameter) { parameters.append(parameter) }
                return (intent, parameters)
            }
            current = ancestor.parent
        }
        return (nil, [])
    }

    private static func typeName(_ callee: ExprSyntax) -> String? {
        guard let name = LiteralReader.calleeName(callee), name.first?.isUppercase == true else { return nil }
        return name
    }

    private static func declaration(of name: String, in block: CodeBlockItemListSyntax, before position: AbsolutePosition) -> PatternBindingSyntax? {
        for item in block where item.position < position {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }
}

/// `intent.card = …`, `intent.category = …`: the properties assigned on one variable.
private final class AssignmentCollector: SyntaxVisitor {
    let variable: String
    var properties: [String] = []

    init(variable: String) {
        self.variable = variable
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
           target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable {
            let property = target.declName.baseName.text
            if !properties.contains(property) { properties.append(property) }
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
