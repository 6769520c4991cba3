import ShortcutPreviewCore
import SwiftParser
import SwiftSyntax

/// Every type, extension, function and variable declared in the project's Swift files, by
/// name, so that an intent's parameters, an enum's display representations or a helper that
/// returns an `AppShortcut` can be found in whichever file declares them.
struct SwiftSourceIndex {
    /// One parsed file.
    struct SourceFile {
        var path: String
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter

        func line(of node: some SyntaxProtocol) -> Int {
            converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        }
    }

    /// A type declaration or an extension of it, with the file it is in.
    struct TypeDecl {
        enum Kind { case structure, enumeration, classType, actor, extensionDecl }
        var name: String
        var kind: Kind
        var inherited: [String]
        var members: MemberBlockItemListSyntax
        var file: Int
        var line: Int
        /// The type or extension it is nested in (`enum Status` inside `extension ToggleIntent`
        /// → "ToggleIntent"); nil at the top level.
        var parent: String?
    }

    var files: [SourceFile] = []
    /// The custom compilation conditions (`DEBUG`, …) the chosen app target sets in its Release
    /// configuration; nil when no project says.
    var compilationConditions: Set<String>?
    /// Files left out, with why.
    var skipped: [ImportFinding] = []
    /// Declarations and extensions by simple type name (nested types by their own name too).
    var types: [String: [TypeDecl]] = [:]
    /// Files that could not be read or parsed, kept out of the index.
    var unparsed: [Unparsed] = []
    /// Top-level functions and variables, for helpers outside the provider.
    var globalFunctions: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
    var globalVariables: [String: [(decl: VariableDeclSyntax, file: Int)]] = [:]

    /// Parses every file. A file that cannot be read or does not parse is set aside in
    /// ``unparsed``: ``checkParsed(provider:providerFile:)`` makes it an error when the
    /// provider needs it, and a warning otherwise.
    static func build(_ swiftFiles: [ProjectFiles.File]) throws(ShortcutPreviewError) -> SwiftSourceIndex {
        var index = SwiftSourceIndex()
        for file in swiftFiles {
            guard let data = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true), let text = String(bytes: data, encoding: .utf8) else {
                index.unparsed.append(Unparsed(path: file.path, error: ShortcutPreviewError(
                    .unreadableFile, file: file.path, reason: "cannot read the file as UTF-8 text", remedy: "check that it is a readable Swift file"),
                    mentionsProvider: false, declaredTypes: []))
                continue
            }
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            let source = SourceFile(path: file.path, tree: tree, converter: converter)
            if tree.hasError, text.contains("<#"), text.contains("#>") {
                // An Xcode template with editor placeholders: never compiled, so not the app's.
                index.skipped.append(ImportFinding(.note, file: file.path, message: "skipped: a template with editor placeholders (<#…#>), which Xcode never compiles"))
                continue
            }
            if tree.hasError {
                let line = ErrorLocator.firstError(in: tree).map { source.line(of: $0) }
                let collector = DeclarationCollector(file: index.files.count, source: source)
                collector.walk(tree)
                index.unparsed.append(Unparsed(path: file.path, error: ShortcutPreviewError(
                    .unparsableSwift, file: file.path, line: line, reason: "this Swift file does not parse",
                    remedy: "fix the syntax (it must build in Xcode) or pass a folder without it"),
                    mentionsProvider: text.contains("AppShortcutsProvider"), declaredTypes: Set(collector.types.map(\.name))))
                continue
            }
            index.add(source)
        }
        return index
    }

    /// Adds one parsed file and its declarations.
    mutating func add(_ source: SourceFile) {
        let fileIndex = files.count
        files.append(source)
        let collector = DeclarationCollector(file: fileIndex, source: source)
        collector.walk(source.tree)
        for decl in collector.types { types[decl.name, default: []].append(decl) }
        for (name, decl) in collector.functions { globalFunctions[name, default: []].append((decl, fileIndex)) }
        for (name, decl) in collector.variables { globalVariables[name, default: []].append((decl, fileIndex)) }
    }

    /// The members of `decl` an iPhone build compiles: those inside `#if` taken from the branch
    /// ``BuildCondition`` chooses; none from an `#if` it cannot decide.
    func builtMembers(of decl: TypeDecl) -> [MemberBlockItemSyntax] {
        built(decl.members)
    }

    private func built(_ items: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        items.flatMap { item -> [MemberBlockItemSyntax] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
            guard case .clause(let clause) = BuildCondition.choose(conditional, flags: compilationConditions),
                  case .decls(let inner)? = clause?.elements else { return [] }
            return built(inner)
        }
    }

    /// Every protocol a type conforms to in its declaration or any extension.
    func conformances(of name: String) -> Set<String> {
        Set((types[name] ?? []).flatMap(\.inherited))
    }

    /// Names of types (declared, not extensions only) that conform to `protocolName`, in file order.
    func conformers(to protocolName: String) -> [String] {
        var names: [String] = []
        for file in files.indices {
            for (name, decls) in types where decls.contains(where: { $0.file == file && $0.inherited.contains(protocolName) }) {
                if !names.contains(name) { names.append(name) }
            }
        }
        return names.sorted { lhs, rhs in
            let l = firstDecl(lhs)!, r = firstDecl(rhs)!
            return (l.file, l.line, lhs) < (r.file, r.line, rhs)
        }
    }

    /// The declarations of `name` that code inside `owner` sees. Types nested in different
    /// intents can share a simple name (`CreateIntent.Status`, `ToggleIntent.Status`): then the
    /// one nested in `owner` wins, else the first; extensions are kept, as they cannot be told apart.
    func declarations(of name: String, seenFrom owner: String?) -> [TypeDecl] {
        let all = types[name] ?? []
        let primaries = all.filter { $0.kind != .extensionDecl }
        guard primaries.count > 1 else { return all }
        let chosen = primaries.first { $0.parent != nil && $0.parent == owner } ?? primaries.min { ($0.file, $0.line) < ($1.file, $1.line) }!
        return all.filter { $0.kind == .extensionDecl || ($0.file == chosen.file && $0.line == chosen.line) }
    }

    /// Primary declarations (not extensions) of `name`: more than one when nested types share it.
    func primaryDeclarations(of name: String) -> [TypeDecl] {
        (types[name] ?? []).filter { $0.kind != .extensionDecl }
    }

    func firstDecl(_ name: String) -> TypeDecl? {
        (types[name] ?? []).min { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// A member variable of a type (in any of its declarations), with its file.
    func variable(_ member: String, in typeName: String) -> (binding: PatternBindingSyntax, decl: VariableDeclSyntax, file: Int)? {
        variable(member, in: types[typeName] ?? [])
    }

    /// A member variable in one of `decls`, with its file.
    func variable(_ member: String, in decls: [TypeDecl]) -> (binding: PatternBindingSyntax, decl: VariableDeclSyntax, file: Int)? {
        for decl in decls {
            for item in builtMembers(of: decl) {
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member {
                    return (binding, variable, decl.file)
                }
            }
        }
        return nil
    }

    /// A member function of a type, with its file.
    func function(_ member: String, in typeName: String) -> (decl: FunctionDeclSyntax, file: Int)? {
        for decl in types[typeName] ?? [] {
            for item in builtMembers(of: decl) {
                if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == member {
                    return (function, decl.file)
                }
            }
        }
        return nil
    }

    /// Every member variable declaration of a type, in declaration order.
    func variables(in typeName: String) -> [(decl: VariableDeclSyntax, file: Int)] {
        (types[typeName] ?? []).flatMap { decl in
            builtMembers(of: decl).compactMap { $0.decl.as(VariableDeclSyntax.self) }.map { ($0, decl.file) }
        }
    }
}

/// Finds the first place the parser could not make sense of.
private final class ErrorLocator: SyntaxVisitor {
    var found: Syntax?

    static func firstError(in tree: SourceFileSyntax) -> Syntax? {
        let locator = ErrorLocator(viewMode: .all)
        locator.walk(tree)
        return locator.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, token.presence == .missing { found = Syntax(token) }
        return .skipChildren
    }
}

/// Collects types (nested ones too), extensions, and top-level functions and variables.
private final class DeclarationCollector: SyntaxVisitor {
    let file: Int
    let source: SwiftSourceIndex.SourceFile
    var types: [SwiftSourceIndex.TypeDecl] = []
    var functions: [(String, FunctionDeclSyntax)] = []
    var variables: [(String, VariableDeclSyntax)] = []

    init(file: Int, source: SwiftSourceIndex.SourceFile) {
        self.file = file
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ name: String, _ kind: SwiftSourceIndex.TypeDecl.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, _ node: some SyntaxProtocol) {
        let inherited = inheritance?.inheritedTypes.map { Self.simpleName($0.type) } ?? []
        types.append(.init(name: name, kind: kind, inherited: inherited, members: members.members, file: file, line: source.line(of: node), parent: Self.enclosingType(of: Syntax(node))))
    }

    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = ancestor.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = ancestor.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = ancestor.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = ancestor.as(ExtensionDeclSyntax.self) { return simpleName(decl.extendedType) }
            current = ancestor.parent
        }
        return nil
    }

    /// `AppIntents.AppEnum` and `AppEnum` are the same conformance.
    static func simpleName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(attributed.baseType) }
        return type.trimmedDescription
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .structure, node.inheritanceClause, node.memberBlock, node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .enumeration, node.inheritanceClause, node.memberBlock, node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .classType, node.inheritanceClause, node.memberBlock, node)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .actor, node.inheritanceClause, node.memberBlock, node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(Self.simpleName(node.extendedType), .extensionDecl, node.inheritanceClause, node.memberBlock, node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isTopLevel(node) {
            functions.append((node.name.text, node))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isTopLevel(node) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { variables.append((name, node)) }
            }
        }
        return .skipChildren
    }

    private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}
