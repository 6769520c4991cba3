import SwiftSyntax

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)` as written in the source.
struct ImportedShortcut {
    var intent: String
    var shortTitle: String?
    /// `LocalizedStringResource(key, defaultValue:)`'s default: the source text when no string
    /// table has the key.
    var shortTitleDefault: String?
    /// True when the shortTitle is a `LocalizedStringResource` key, not a literal.
    var isShortTitleKey = false
    var systemImageName: String?
    /// Source-language phrases with `${applicationName}` and `${param}` placeholders.
    var phrases: [String]
    /// The line of each phrase, for messages about it.
    var phraseLines: [Int]
    var file: String
    var line: Int
}

/// Reads a provider's `appShortcuts` in every form the compiler accepts and that can be read
/// without running code: `@AppShortcutsBuilder` bodies, array literals, `static var`/`let`,
/// helpers (member or global functions and variables) that return `AppShortcut`s, and the
/// `#if` branch an iPhone build compiles (``BuildCondition``). Everything else (`if`, an `#if`
/// on a build setting, loops, calls it cannot see into) becomes a finding.
struct AppShortcutsReader {
    let index: SwiftSourceIndex
    let provider: String
    var findings: [ImportFinding] = []
    var shortcuts: [ImportedShortcut] = []
    var negativePhrases: [String] = []
    /// Helpers already being read, so a helper that refers to itself cannot loop forever.
    private var visiting: Set<String> = []

    init(index: SwiftSourceIndex, provider: String) {
        self.index = index
        self.provider = provider
    }

    mutating func read() {
        guard let member = index.variable("appShortcuts", in: provider) else {
            let decl = index.firstDecl(provider)
            findings.append(ImportFinding(.warning, file: decl.map { index.files[$0.file].path } ?? "", line: decl?.line,
                message: "\(provider) conforms to AppShortcutsProvider but declares no appShortcuts here; nothing to import from it"))
            return
        }
        readVariable(member.binding, file: member.file)
        if let negatives = index.variable("negativePhrases", in: provider) {
            readNegativePhrases(negatives.binding, file: negatives.file)
        }
    }

    private mutating func readVariable(_ binding: PatternBindingSyntax, file: Int) {
        if let value = binding.initializer?.value {
            collect(value, file: file)
        } else if let accessors = binding.accessorBlock?.accessors {
            switch accessors {
            case .getter(let items):
                collect(items, file: file)
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                    collect(body.statements, file: file)
                }
            @unknown default:
                unresolved(binding, file: file, what: "an accessor form this importer does not know")
            }
        }
    }

    /// A builder body or a function body: expressions, `return`, and declarations to skip.
    private mutating func collect(_ items: CodeBlockItemListSyntax, file: Int) {
        for item in items {
            switch item.item {
            case .expr(let expr):
                collect(expr, file: file)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    if let expr = returned.expression { collect(expr, file: file) }
                } else if let expression = statement.as(ExpressionStmtSyntax.self) {
                    collect(expression.expression, file: file)
                } else {
                    unresolved(statement, file: file, what: "a `\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement")` statement")
                }
            case .decl(let decl):
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    collect(conditional, file: file)
                }
            @unknown default:
                unresolved(item, file: file, what: "a statement form this importer does not know")
            }
        }
    }

    /// The branch an iPhone build compiles, with a note naming it; a branch a build setting
    /// chooses (`#if DEBUG`) is reported, not guessed.
    private mutating func collect(_ conditional: IfConfigDeclSyntax, file: Int) {
        switch BuildCondition.choose(conditional, flags: index.compilationConditions) {
        case .undecided(let condition):
            unresolved(conditional, file: file, what: "an #if on `\(condition.trimmedDescription)` (a custom flag no Xcode app target here sets, or a module it cannot know)")
        case .clause(let clause):
            let which = clause.map { "`\($0.poundKeyword.text)\($0.condition.map { " " + $0.trimmedDescription } ?? "")`" }
            findings.append(ImportFinding(.note, file: index.files[file].path, line: index.files[file].line(of: conditional),
                message: which.map { "read the \($0) branch, which an iPhone build compiles" } ?? "skipped an #if none of whose branches an iPhone build compiles"))
            guard case .statements(let items)? = clause?.elements else { return }
            collect(items, file: file)
        }
    }

    private mutating func collect(_ expr: ExprSyntax, file: Int) {
        if let array = expr.as(ArrayExprSyntax.self) {
            for element in array.elements { collect(element.expression, file: file) }
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let name = LiteralReader.calleeName(call.calledExpression)
            if name == "AppShortcut" || name == "init" && LiteralReader.baseName(call.calledExpression) == "AppShortcut" {
                read(call, file: file)
                return
            }
            if let name, call.arguments.isEmpty, followHelper(name, base: LiteralReader.baseName(call.calledExpression), isFunction: true, at: expr, file: file) {
                return
            }
        } else if let name = LiteralReader.calleeName(expr),
                  followHelper(name, base: LiteralReader.baseName(expr), isFunction: false, at: expr, file: file) {
            return
        }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            unresolved(expr, file: file, what: "a conditional (`if`/`switch`) that chooses shortcuts at run time")
            return
        }
        unresolved(expr, file: file, what: "`\(expr.trimmedDescription.prefix(60))`, which is not an AppShortcut the importer can read without running the app")
    }

    /// Reads a helper function or variable by name: a member of the provider (or of the type
    /// named before the dot), else a global one.
    private mutating func followHelper(_ name: String, base: String?, isFunction: Bool, at expr: ExprSyntax, file: Int) -> Bool {
        let owner = base == nil || base == "Self" ? provider : base!
        let key = "\(owner).\(name)"
        guard !visiting.contains(key) else {
            unresolved(expr, file: file, what: "`\(name)`, which refers to itself")
            return true
        }
        visiting.insert(key)
        defer { visiting.remove(key) }
        if isFunction {
            if let function = index.function(name, in: owner) ?? index.globalFunctions[name]?.first.map({ ($0.decl, $0.file) }),
               let body = function.decl.body {
                collect(body.statements, file: function.file)
                return true
            }
        } else {
            if let variable = index.variable(name, in: owner) {
                readVariable(variable.binding, file: variable.file)
                return true
            }
            if let global = index.globalVariables[name]?.first,
               let binding = global.decl.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                readVariable(binding, file: global.file)
                return true
            }
        }
        return false
    }

    private mutating func read(_ call: FunctionCallExprSyntax, file: Int) {
        let path = index.files[file].path
        let line = index.files[file].line(of: call)
        guard let intentExpr = LiteralReader.argument("intent", of: call) else {
            unresolved(call, file: file, what: "an AppShortcut without `intent:`")
            return
        }
        var intent: String?
        if let intentCall = intentExpr.as(FunctionCallExprSyntax.self) {
            intent = LiteralReader.calleeName(intentCall.calledExpression)
            if intent == "init" { intent = LiteralReader.baseName(intentCall.calledExpression) }
        }
        guard let intent else {
            unresolved(intentExpr, file: file, what: "the intent `\(intentExpr.trimmedDescription)`, which is not a call of the intent's initializer")
            return
        }
        var phrases: [String] = []
        var phraseLines: [Int] = []
        if let phrasesExpr = LiteralReader.argument("phrases", of: call) {
            if let (array, arrayFile) = phraseArray(phrasesExpr, file: file) {
                for element in array.elements {
                    if let phrase = phrase(element.expression, file: arrayFile) {
                        phrases.append(phrase)
                        phraseLines.append(index.files[arrayFile].line(of: element))
                    }
                }
            } else {
                unresolved(phrasesExpr, file: file, what: "phrases of \(intent) that are not an array literal")
            }
        }
        var shortTitle: String?
        var shortTitleDefault: String?
        if let titleExpr = LiteralReader.argument("shortTitle", of: call) {
            shortTitle = LiteralReader.string(titleExpr) ?? resourceKey(titleExpr)
            shortTitleDefault = resourceDefault(titleExpr)
            if shortTitle == nil { unresolved(titleExpr, file: file, what: "the shortTitle of \(intent)") }
        }
        var image: String?
        if let imageExpr = LiteralReader.argument("systemImageName", of: call) {
            image = LiteralReader.string(imageExpr)
            if image == nil { unresolved(imageExpr, file: file, what: "the systemImageName of \(intent)") }
        }
        shortcuts.append(ImportedShortcut(intent: intent, shortTitle: shortTitle, shortTitleDefault: shortTitleDefault,
                                          isShortTitleKey: LiteralReader.argument("shortTitle", of: call).map { LiteralReader.string($0) == nil } ?? false,
                                          systemImageName: image, phrases: phrases, phraseLines: phraseLines, file: path, line: line))
    }

    /// `LocalizedStringResource("key")` or `LocalizedStringResource("key", defaultValue: …)`: the key.
    private func resourceKey(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), LiteralReader.calleeName(call.calledExpression) == "LocalizedStringResource",
              let first = call.arguments.first, first.label == nil else { return nil }
        return LiteralReader.string(first.expression)
    }

    /// `LocalizedStringResource("key", defaultValue: "Text")`: "Text".
    private func resourceDefault(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), LiteralReader.calleeName(call.calledExpression) == "LocalizedStringResource",
              let value = LiteralReader.argument("defaultValue", of: call) else { return nil }
        return LiteralReader.string(value)
    }

    /// A phrase literal as manifest text: `\(.applicationName)` → `${applicationName}`,
    /// `\(\.$list)` → `${list}`; nil (with a finding) for anything else.
    mutating func phrase(_ expr: ExprSyntax, file: Int) -> String? {
        guard let pieces = LiteralReader.pieces(expr) else {
            unresolved(expr, file: file, what: "a phrase built at run time (`\(expr.trimmedDescription.prefix(60))`)")
            return nil
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let value):
                text += value
            case .interpolation(let inner):
                if let member = inner.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "applicationName" {
                    text += "${applicationName}"
                } else if let keyPath = inner.as(KeyPathExprSyntax.self),
                          // `\.$list`, or `\TimerIntent.$list` naming the intent's own type.
                          keyPath.root == nil || keyPath.root?.is(IdentifierTypeSyntax.self) == true,
                          let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                    var name = component.declName.baseName.text
                    if name.hasPrefix("$") { name.removeFirst() }
                    text += "${\(name)}"
                } else {
                    unresolved(inner, file: file, what: "the interpolation `\\(\(inner.trimmedDescription))` in a phrase (only \\(.applicationName) and \\(\\.$parameter) can be spoken)")
                    return nil
                }
            }
        }
        return text
    }

    private mutating func readNegativePhrases(_ binding: PatternBindingSyntax, file: Int) {
        let finder = StringLiteralFinder(viewMode: .sourceAccurate)
        if let value = binding.initializer?.value { finder.walk(value) }
        if let accessors = binding.accessorBlock { finder.walk(accessors) }
        for literal in finder.literals {
            if let text = phrase(ExprSyntax(literal), file: file) { negativePhrases.append(text) }
        }
    }

    private mutating func unresolved(_ node: some SyntaxProtocol, file: Int, what: String) {
        findings.append(ImportFinding(.warning, file: index.files[file].path, line: index.files[file].line(of: node),
            message: "cannot read \(what) statically, so it is left out of the manifest. Write it as AppShortcut(...) and string literals, or add it to the manifest by hand"))
    }
}

/// The outermost string literals under a node (a literal's interpolations are its own).
final class StringLiteralFinder: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .skipChildren
    }
}
