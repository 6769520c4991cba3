import SwiftSyntax

extension WidgetRuleChecker {
    /// `donation-missing-parameter` and `static-widget-interaction`, for every `INInteraction`.
    func donations(_ report: WidgetReport, widgetSites: [(widget: WidgetReport.Widget, site: WidgetSite)]) -> [WidgetReport.Finding] {
        var findings: [WidgetReport.Finding] = []
        let interactionSites = sites.filter { if case .interaction = $0.kind { true } else { false } }
        let staticKinds = Set(report.widgets.filter { $0.configuration == .static }.compactMap(\.kind))
        for (interaction, site) in zip(report.interactions, interactionSites) {
            let configured = report.widgets.filter { $0.configuration != .static && $0.intent != nil && $0.intent == interaction.intent }
            if let intent = interaction.intent, let widget = configured.first {
                guard let required = parameters.required(of: intent) else { continue }
                let missing = required.filter { !interaction.parameters.contains($0) }
                if !missing.isEmpty {
                    let kind = widget.kind.map { "\"\($0)\"" } ?? "at \(widget.file):\(widget.line)"
                    findings.append(.init(severity: .warning, rule: "donation-missing-parameter", file: interaction.file, line: interaction.line,
                                          message: "this donation of \(intent) does not set \(missing.joined(separator: ", ")), which the widget \(kind) is configured with; the system cannot match it to a configured widget"))
                }
                continue
            }
            // Not any intent widget's intent: tied to a static widget when its code names one.
            guard !staticKinds.isEmpty, let named = staticKind(near: site.node, among: staticKinds) else { continue }
            findings.append(.init(severity: .warning, rule: "static-widget-interaction", file: interaction.file, line: interaction.line,
                                  message: "this interaction is donated for the static widget \"\(named)\", which has no configuration intent, so Smart Rotate cannot use it; give the widget an IntentConfiguration or donate an INRelevantShortcut"))
        }
        return findings
    }

    /// A static widget's kind named in the function (or top-level code) around `node`, outside
    /// log calls.
    private func staticKind(near node: Syntax, among kinds: Set<String>) -> String? {
        var current = node.parent
        var body: Syntax?
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) {
                body = ancestor
                break
            }
            if ancestor.is(CodeBlockItemListSyntax.self) { body = ancestor }
            current = ancestor.parent
        }
        guard let body else { return nil }
        let finder = NamedValues()
        finder.walk(body)
        for expr in finder.expressions {
            if let value = resolver.string(expr), kinds.contains(value) { return value }
        }
        return nil
    }
}

/// Candidate constant expressions: plain string literals and references, outside string
/// interpolations and the arguments of log calls.
private final class NamedValues: SyntaxVisitor {
    var expressions: [ExprSyntax] = []
    private static let logCalls: Set = ["print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault", "trace", "critical"]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        expressions.append(ExprSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        expressions.append(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        expressions.append(ExprSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = LiteralReader.calleeName(node.calledExpression), Self.logCalls.contains(name) { return .skipChildren }
        return .visitChildren
    }
}

