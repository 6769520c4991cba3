public import ShortcutPreviewCore
import SwiftParser
import SwiftSyntax

/// The suggested invocation phrases an app's Swift code sets on SiriKit custom intents:
/// `x.suggestedInvocationPhrase = "…"` (or `NSLocalizedString("key", …)`,
/// `NSString.deferredLocalizedIntentsString(with: "key")`, `String(localized: "key")`), where
/// `x` is declared in the same scope as `<Name>Intent()` or `: <Name>Intent`. A phrase built
/// at run time is not read: it is never guessed.
public enum IntentPhraseReader {
    /// One assignment found.
    public struct Phrase: Sendable {
        /// The intent's name without the `Intent` suffix (`INIntentName`).
        public var intent: String
        /// The literal text, when the code says it.
        public var text: String?
        /// The localization key, when the code looks the text up.
        public var key: String?
        /// The text in each locale: the literal in `developmentLocale`, or the key's value in
        /// each `Localizable` table that has it.
        public var texts: [(locale: String, text: String)]
        /// The file, relative to the folder read.
        public var file: String
        /// The line, counted from 1.
        public var line: Int
    }

    /// Every phrase set in the Swift files under `root`, in file and line order; a literal is
    /// in `developmentLocale`.
    public static func read(_ root: URL, developmentLocale: String) throws(ShortcutPreviewError) -> [Phrase] {
        let files = try ProjectFiles.scan(root)
        var phrases: [Phrase] = []
        var localizable: StringTable?
        for file in files.swiftFiles {
            guard let bytes = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true),
                  let text = String(validating: bytes, as: UTF8.self), text.contains("suggestedInvocationPhrase") else { continue }
            let tree = Parser.parse(source: text)
            let visitor = AssignmentVisitor(converter: SourceLocationConverter(fileName: file.path, tree: tree))
            visitor.walk(tree)
            for item in visitor.found {
                var texts: [(locale: String, text: String)] = []
                if let text = item.text { texts.append((developmentLocale, text)) }
                if let key = item.key {
                    // Read only when a phrase looks a key up: a broken table elsewhere in the
                    // tree (one inside a vendored framework) stops nothing else.
                    if localizable == nil { localizable = try StringTable.load("Localizable", from: files) }
                    texts = (localizable?.values[key] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                }
                phrases.append(Phrase(intent: item.intent, text: item.text, key: item.key, texts: texts, file: file.path, line: item.line))
            }
        }
        return phrases
    }
}

/// Finds `base.suggestedInvocationPhrase = value` and resolves `base`'s intent type from the
/// declarations before it in the enclosing code block.
private final class AssignmentVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [(intent: String, text: String?, key: String?, line: Int)] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // The parser leaves `a = b` unfolded: a sequence of the target, `=` and the value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "suggestedInvocationPhrase",
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let intent = intentType(of: base, before: Syntax(node)) else { return .visitChildren }
        let (text, key) = value(elements[2])
        guard text != nil || key != nil else { return .visitChildren }
        found.append((intent, text, key, converter.location(for: node.positionAfterSkippingLeadingTrivia).line))
        return .visitChildren
    }

    /// A plain string literal's text, or the key a lookup names; nil for anything else.
    private func value(_ expression: ExprSyntax) -> (String?, String?) {
        if let cast = expression.as(AsExprSyntax.self) { return value(cast.expression) }
        if let literal = Self.literal(expression) { return (literal, nil) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
              let key = Self.literal(first.expression) else { return (nil, nil) }
        let callee = call.calledExpression.trimmedDescription
        let lookups = ["NSLocalizedString", "NSString.deferredLocalizedIntentsString", "String"]
        guard lookups.contains(callee), callee != "String" || first.label?.text == "localized" else { return (nil, nil) }
        return (nil, key)
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// `Name` when `variable` is declared before `node` in an enclosing block as
    /// `NameIntent()` or with the annotation `NameIntent`.
    private func intentType(of variable: String, before node: Syntax) -> String? {
        var current: Syntax? = node
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.trimmedDescription == variable {
                        let type = binding.typeAnnotation?.type.trimmedDescription
                            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                        if let type, type.hasSuffix("Intent"), type.count > "Intent".count {
                            return String(type.dropLast("Intent".count))
                        }
                    }
                }
            }
            current = scope.parent
        }
        return nil
    }
}
