import SwiftSyntax

/// One place in a file where the widget wiring is declared: the call or assignment, and the
/// file it is in. The values are resolved later, when every file's constants are known.
struct WidgetSite {
    enum Kind {
        case configuration(WidgetReport.Widget.Configuration)
        case relevantShortcut
        case reload
        case interaction
        case relevance
    }

    var kind: Kind
    /// The call (or, for a relevant shortcut, the `widgetKind` assignment's sequence).
    var node: Syntax
    /// The value being declared: the kind expression, or the interaction's intent.
    var value: ExprSyntax?
    var file: Int
    var line: Int
}

/// Walks one file for the calls and assignments that wire widgets to the system. Code that is
/// never part of the shipped app is skipped: `#Preview` blocks and `PreviewProvider`s, XCTest
/// cases, Swift Testing `@Test` functions and `@Suite` types, and anything inside a string
/// literal (a log message, an interpolation). Comments are trivia, which the walk never sees.
final class WidgetSiteCollector: SyntaxVisitor {
    let file: Int
    let source: SwiftSourceIndex.SourceFile
    var sites: [WidgetSite] = []
    /// Only a file that names `INRelevantShortcut` sets one's `widgetKind`.
    let mentionsRelevantShortcut: Bool

    init(file: Int, source: SwiftSourceIndex.SourceFile) {
        self.file = file
        self.source = source
        mentionsRelevantShortcut = source.tree.description.contains("INRelevantShortcut")
        super.init(viewMode: .sourceAccurate)
    }

    private static let configurations: [String: WidgetReport.Widget.Configuration] = [
        "StaticConfiguration": .static, "IntentConfiguration": .intent, "AppIntentConfiguration": .appIntent,
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = LiteralReader.calleeName(node.calledExpression)
        let line = source.line(of: node)
        func add(_ kind: WidgetSite.Kind, _ value: ExprSyntax?) {
            sites.append(WidgetSite(kind: kind, node: Syntax(node), value: value, file: file, line: line))
        }
        switch name {
        case let name? where Self.configurations[name] != nil:
            if let kind = LiteralReader.argument("kind", of: node) { add(.configuration(Self.configurations[name]!), kind) }
        case "reloadTimelines":
            if let kind = LiteralReader.argument("ofKind", of: node) { add(.reload, kind) }
        case "INInteraction":
            if let intent = LiteralReader.argument("intent", of: node) { add(.interaction, intent) }
        case "TimelineEntryRelevance":
            if node.arguments.contains(where: { $0.label?.text == "score" }) { add(.relevance, nil) }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "widgetKind",
           mentionsRelevantShortcut, let base = target.base, base.trimmedDescription != "self" {
            // A type's own `widgetKind` property (`self.widgetKind = widgetKind`) is no donation.
            sites.append(WidgetSite(kind: .relevantShortcut, node: Syntax(node), value: elements[2], file: file, line: source.line(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.has(node.attributes, "Test") ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.isTestOrPreview(node.attributes, node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.isTestOrPreview(node.attributes, node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.isTestOrPreview(node.attributes, node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    private static func isTestOrPreview(_ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?) -> Bool {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return has(attributes, "Suite") || inherited.contains { $0 == "XCTestCase" || $0.hasSuffix(".XCTestCase") || $0 == "PreviewProvider" }
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }
}
