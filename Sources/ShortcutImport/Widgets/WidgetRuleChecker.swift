import SwiftSyntax

/// Turns the collected sites into the report: resolves kinds and values, then applies the rules
/// (CONTRACTS.md, "Widgets"): `unknown-widget-kind`, `duplicate-widget-kind`, `relevance-score`,
/// `donation-missing-parameter`, `static-widget-interaction`.
struct WidgetRuleChecker {
    let index: SwiftSourceIndex
    let parameters: WidgetIntentParameters
    let sites: [WidgetSite]
    let resolver: WidgetConstantResolver

    init(index: SwiftSourceIndex, parameters: WidgetIntentParameters, sites: [WidgetSite]) {
        self.index = index
        self.parameters = parameters
        self.sites = sites
        self.resolver = WidgetConstantResolver(index: index)
    }

    private func path(_ site: WidgetSite) -> String { index.files[site.file].path }

    func run(into report: inout WidgetReport) {
        var findings: [WidgetReport.Finding] = []
        var widgetSites: [(widget: WidgetReport.Widget, site: WidgetSite)] = []
        for site in sites {
            switch site.kind {
            case .configuration(let configuration):
                let kind = site.value.flatMap(resolver.string)
                if kind == nil {
                    findings.append(note(site, "the kind `\(site.value?.trimmedDescription ?? "")` is not a compile-time constant; rules that compare kinds leave this widget out"))
                }
                var intent: String?
                if configuration != .static, let call = site.node.as(FunctionCallExprSyntax.self), let argument = LiteralReader.argument("intent", of: call) {
                    intent = Self.typeOfMetatype(argument)
                }
                let widget = WidgetReport.Widget(kind: kind, configuration: configuration, intent: intent, file: path(site), line: site.line)
                widgetSites.append((widget, site))
            case .relevantShortcut:
                let kind = site.value.flatMap(resolver.string)
                report.relevantShortcuts.append(.init(widgetKind: kind, providers: Self.providers(near: site.node), file: path(site), line: site.line))
                if kind == nil { findings.append(note(site, "the widgetKind `\(site.value?.trimmedDescription ?? "")` is not a compile-time constant and is not checked")) }
            case .reload:
                let kind = site.value.flatMap(resolver.string)
                report.reloads.append(.init(kind: kind, file: path(site), line: site.line))
                if kind == nil { findings.append(note(site, "the reloaded kind `\(site.value?.trimmedDescription ?? "")` is not a compile-time constant and is not checked")) }
            case .interaction:
                let donated: (intent: String?, parameters: [String]) = site.value.map(WidgetIntentParameters.donated) ?? (nil, [])
                report.interactions.append(.init(intent: donated.intent, parameters: donated.parameters, file: path(site), line: site.line))
            case .relevance:
                guard let call = site.node.as(FunctionCallExprSyntax.self) else { continue }
                let score = LiteralReader.argument("score", of: call).flatMap(NumberReader.value)
                let durationExpr = LiteralReader.argument("duration", of: call)
                let duration: Double? = durationExpr.map { NumberReader.value($0) } ?? 0
                let branches = LiteralReader.argument("score", of: call).map(NumberReader.branches) ?? []
                report.relevances.append(.init(score: score, scoreBranches: score == nil ? branches : [], duration: duration, file: path(site), line: site.line))
            }
        }
        report.widgets = widgetSites.map(\.widget)
        findings += duplicateKinds(widgetSites)
        findings += unknownKinds(report)
        findings += negativeRelevances(report)
        findings += donations(report, widgetSites: widgetSites)
        report.findings += findings
        report.findings.sort { ($0.file, $0.line ?? 0, $0.rule) < ($1.file, $1.line ?? 0, $1.rule) }
    }

    private func note(_ site: WidgetSite, _ message: String) -> WidgetReport.Finding {
        .init(severity: .note, rule: "unresolved-kind", file: path(site), line: site.line, message: message)
    }

    /// Two widgets with one kind, unless they are in different branches of one `#if`.
    private func duplicateKinds(_ widgets: [(widget: WidgetReport.Widget, site: WidgetSite)]) -> [WidgetReport.Finding] {
        var findings: [WidgetReport.Finding] = []
        for (offset, entry) in widgets.enumerated() {
            guard let kind = entry.widget.kind else { continue }
            let earlier = widgets[..<offset].first { $0.widget.kind == kind && !Self.exclusive($0.site.node, entry.site.node) }
            guard let earlier else { continue }
            findings.append(.init(severity: .error, rule: "duplicate-widget-kind", file: entry.widget.file, line: entry.widget.line,
                                  message: "the kind \"\(kind)\" is already declared at \(earlier.widget.file):\(earlier.widget.line); the system keeps one widget per kind"))
        }
        return findings
    }

    private func unknownKinds(_ report: WidgetReport) -> [WidgetReport.Finding] {
        let kinds = report.widgets.compactMap(\.kind)
        let unresolved = report.widgets.count - kinds.count
        var uses: [(kind: String, what: String, file: String, line: Int)] = []
        for shortcut in report.relevantShortcuts { if let kind = shortcut.widgetKind { uses.append((kind, "relevant shortcut's widgetKind", shortcut.file, shortcut.line)) } }
        for reload in report.reloads { if let kind = reload.kind { uses.append((kind, "reloaded kind", reload.file, reload.line)) } }
        return uses.filter { !kinds.contains($0.kind) }.map { use in
            var message = "the \(use.what) \"\(use.kind)\" names no declared widget"
            if let nearest = KindDistance.nearest(to: use.kind, among: kinds) {
                message += "; did you mean \"\(nearest)\"?"
            } else if kinds.isEmpty, unresolved == 0 {
                message += "; the folder declares no widget"
            }
            if unresolved > 0 { message += " (\(unresolved) widget kind\(unresolved == 1 ? " is" : "s are") not constant, so it may be one of them)" }
            return .init(severity: unresolved > 0 ? .warning : .error, rule: "unknown-widget-kind", file: use.file, line: use.line, message: message)
        }
    }

    private func negativeRelevances(_ report: WidgetReport) -> [WidgetReport.Finding] {
        var findings: [WidgetReport.Finding] = []
        for relevance in report.relevances {
            if let score = relevance.score ?? relevance.scoreBranches.first(where: { $0 < 0 }), score < 0 {
                findings.append(.init(severity: .warning, rule: "relevance-score", file: relevance.file, line: relevance.line,
                                      message: "a negative score (\(NumberText.text(score))) never ranks this entry above the widget's own others; use 0 or more"))
            }
            if let duration = relevance.duration, duration < 0 {
                findings.append(.init(severity: .warning, rule: "relevance-score", file: relevance.file, line: relevance.line,
                                      message: "a negative duration (\(NumberText.text(duration)) s) is never valid; use 0 (until the next entry) or more"))
            }
        }
        return findings
    }

    /// `IntentConfiguration(…, intent: SelectCardIntent.self, …)` → SelectCardIntent.
    static func typeOfMetatype(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base else { return nil }
        return LiteralReader.calleeName(base) ?? base.as(TypeExprSyntax.self)?.type.trimmedDescription
    }

    /// Different clauses of one `#if` never compile together.
    static func exclusive(_ lhs: Syntax, _ rhs: Syntax) -> Bool {
        func clauses(_ node: Syntax) -> [(AbsolutePosition, AbsolutePosition)] {
            var result: [(AbsolutePosition, AbsolutePosition)] = []
            var current = node.parent
            while let ancestor = current {
                if let clause = ancestor.as(IfConfigClauseSyntax.self), let decl = clause.parent?.parent {
                    result.append((decl.position, clause.position))
                }
                current = ancestor.parent
            }
            return result
        }
        let right = clauses(rhs)
        return clauses(lhs).contains { left in right.contains { $0.0 == left.0 && $0.1 != left.1 } }
    }

    /// The relevance providers assigned to the same shortcut in the block that sets its `widgetKind`.
    static func providers(near node: Syntax) -> [String] {
        guard let sequence = node.as(SequenceExprSyntax.self), let target = sequence.elements.first?.as(MemberAccessExprSyntax.self) else { return [] }
        let base = target.base?.trimmedDescription
        var current = node.parent
        while let ancestor = current, !ancestor.is(CodeBlockItemListSyntax.self) { current = ancestor.parent }
        guard let block = current else { return [] }
        let finder = ProviderFinder(base: base)
        finder.walk(block)
        return finder.providers
    }
}

/// `shortcut.relevanceProviders = [INDateRelevanceProvider(…), …]`.
private final class ProviderFinder: SyntaxVisitor {
    let base: String?
    var providers: [String] = []
    private var inside = false
    private static let names = ["INDateRelevanceProvider": "date", "INLocationRelevanceProvider": "location", "INDailyRoutineRelevanceProvider": "dailyRoutine"]

    init(base: String?) {
        self.base = base
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
              target.declName.baseName.text == "relevanceProviders", target.base?.trimmedDescription == base else { return .visitChildren }
        let calls = CallNames()
        calls.walk(elements[2])
        for name in calls.names { if let provider = Self.names[name], !providers.contains(provider) { providers.append(provider) } }
        return .skipChildren
    }
}

private final class CallNames: SyntaxVisitor {
    var names: [String] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = LiteralReader.calleeName(node.calledExpression) { names.append(name) }
        return .visitChildren
    }
}
