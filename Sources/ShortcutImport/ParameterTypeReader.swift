import StrictJSON
import SwiftSyntax

/// A parameter type as the manifest declares it: kind and values.
struct ImportedType {
    var name: String
    var kind: String
    var values: [JSONValue]
}

/// Reads intents' `@Parameter` declarations and the types they name: an `AppEnum`'s
/// `caseDisplayRepresentations` (string literals, `DisplayRepresentation(title:subtitle:synonyms:)`,
/// `LocalizedStringResource` keys resolved through `Localizable`), an `AppEntity`'s values from
/// the values file or from a literal array of the entity.
struct ParameterTypeReader {
    let index: SwiftSourceIndex
    let localizable: StringTable
    let sourceLanguage: String
    /// Locales to write titles and synonyms for, the source first.
    let locales: [String]
    let values: ValuesFile?
    /// Other string tables by name, for texts that name theirs (`table: "Enums"`).
    var tables: [String: StringTable] = [:]
    var findings: [ImportFinding] = []

    /// The table a text is looked up in: the one it names, else `Localizable`.
    func table(_ name: String?) -> StringTable {
        name.flatMap { tables[$0] } ?? localizable
    }

    /// The `@Parameter` properties of an intent: name → type name, with the line.
    mutating func parameters(of intent: String) -> [String: (type: String, file: String, line: Int)]? {
        guard index.types[intent] != nil else { return nil }
        var result: [String: (type: String, file: String, line: Int)] = [:]
        for (variable, file) in index.variables(in: intent) {
            let isParameter = variable.attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                return attribute.attributeName.trimmedDescription == "Parameter"
            }
            guard isParameter else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type else { continue }
                result[name] = (Self.baseTypeName(type), index.files[file].path, index.files[file].line(of: binding))
            }
        }
        return result
    }

    /// `Soup?`, `Soup!` and `Soup` all name Soup; `[Soup]` names Soup too (a list parameter).
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return baseTypeName(array.element) }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }

    /// The manifest entry for a parameter type.
    mutating func type(named name: String, usedAt place: (file: String, line: Int), by owner: String? = nil) -> ImportedType {
        let conformances = index.conformances(of: name)
        if conformances.contains("AppEnum") {
            return ImportedType(name: name, kind: "enum", values: enumValues(name, decls: index.declarations(of: name, seenFrom: owner)))
        }
        if let provided = values?.values[name] {
            if !conformances.contains("AppEntity") && !conformances.contains("IndexedEntity") && index.types[name] != nil {
                findings.append(ImportFinding(.note, file: place.file, line: place.line, message: "\(name) is not declared as an AppEntity in the sources; its values come from the values file"))
            }
            return ImportedType(name: name, kind: "entity", values: provided)
        }
        if conformances.contains("AppEntity") || conformances.contains("IndexedEntity") {
            if let literal = literalEntityValues(name) { return ImportedType(name: name, kind: "entity", values: literal) }
            let decl = index.firstDecl(name)
            findings.append(ImportFinding(.warning, file: decl.map { index.files[$0.file].path } ?? place.file, line: decl?.line ?? place.line,
                message: "the values of entity \(name) exist only at run time; pass --values FILE with them (CONTRACTS.md, values file) so phrases with it can be previewed"))
            return ImportedType(name: name, kind: "entity", values: [])
        }
        if index.types[name] == nil && !["String", "Int", "Double", "Bool", "Date", "URL", "Decimal", "Float"].contains(name) {
            findings.append(ImportFinding(.warning, file: place.file, line: place.line,
                message: "parameter type \(name) is not declared in the project's sources; pass its values with --values FILE, or import the folder that declares it"))
            return ImportedType(name: name, kind: "entity", values: [])
        }
        // Lint rejects it as Xcode does: "AppEntity and AppEnum are the only allowed types".
        return ImportedType(name: name, kind: "string", values: [])
    }

    // MARK: - AppEnum

    private mutating func enumValues(_ name: String, decls: [SwiftSourceIndex.TypeDecl]) -> [JSONValue] {
        var cases: [String] = []
        for decl in decls {
            for item in index.builtMembers(of: decl) {
                guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                cases += caseDecl.elements.map { LiteralReader.identifier($0.name) }.filter { !cases.contains($0) }
            }
        }
        guard let member = index.variable("caseDisplayRepresentations", in: decls) else {
            let decl = index.firstDecl(name)
            findings.append(ImportFinding(.warning, file: decl.map { index.files[$0.file].path } ?? "", line: decl?.line,
                message: "enum \(name) has no caseDisplayRepresentations the importer can see; its values are not imported"))
            return []
        }
        let file = member.file
        guard let dictionary = Self.dictionaryLiteral(member.binding) else {
            findings.append(ImportFinding(.warning, file: index.files[file].path, line: index.files[file].line(of: member.binding),
                message: "caseDisplayRepresentations of \(name) is not a dictionary literal; its values are not imported"))
            return []
        }
        var representations: [String: ExprSyntax] = [:]
        for element in dictionary {
            guard let key = LiteralReader.calleeName(element.key) else { continue }
            representations[key] = element.value
        }
        var values: [JSONValue] = []
        for caseName in cases {
            guard let expr = representations[caseName] else {
                findings.append(ImportFinding(.warning, file: index.files[file].path, line: index.files[file].line(of: member.binding),
                    message: "case \(name).\(caseName) has no display representation; it is not imported"))
                continue
            }
            guard let display = displayRepresentation(expr) else {
                findings.append(ImportFinding(.warning, file: index.files[file].path, line: index.files[file].line(of: expr),
                    message: "cannot read the display representation of \(name).\(caseName) statically; it is not imported"))
                continue
            }
            values.append(value(id: caseName, title: display.title, synonyms: display.synonyms))
        }
        return values
    }

    private static func dictionaryLiteral(_ binding: PatternBindingSyntax) -> DictionaryElementListSyntax? {
        var expr = binding.initializer?.value
        if expr == nil, let accessors = binding.accessorBlock?.accessors, case .getter(let items) = accessors, let last = items.last {
            switch last.item {
            case .expr(let value): expr = value
            case .stmt(let statement): expr = statement.as(ReturnStmtSyntax.self)?.expression
            default: break
            }
        }
        guard let dictionary = expr?.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content else { return nil }
        return elements
    }

    /// A localizable text: its key, the source text when the code gives a default value, and
    /// the table it names.
    struct Text { var key: String; var defaultValue: String?; var table: String? = nil }

    private func displayRepresentation(_ expr: ExprSyntax) -> (title: Text, synonyms: [Text])? {
        if let text = LiteralForms.text(expr) { return (text, []) }
        guard let call = expr.as(FunctionCallExprSyntax.self),
              ["DisplayRepresentation", "init"].contains(LiteralReader.calleeName(call.calledExpression)) else { return nil }
        // `.init(stringLiteral: "Eco mode")`: the literal is the title.
        if let literal = LiteralReader.argument("stringLiteral", of: call).flatMap(LiteralForms.text) {
            return (literal, [])
        }
        guard let titleExpr = LiteralReader.argument("title", of: call) ?? call.arguments.first(where: { $0.label == nil })?.expression,
              let title = LiteralForms.text(titleExpr) else { return nil }
        var synonyms: [Text] = []
        if let synonymsExpr = LiteralReader.argument("synonyms", of: call) {
            guard let array = synonymsExpr.as(ArrayExprSyntax.self) else { return nil }
            for element in array.elements {
                guard let synonym = LiteralForms.text(element.expression) else { return nil }
                synonyms.append(synonym)
            }
        }
        return (title, synonyms)
    }

    /// A manifest value: title per locale when translated, synonyms per locale.
    private func value(id: String, title: Text, synonyms: [Text]) -> JSONValue {
        func lookup(_ text: Text, _ locale: String) -> String? { table(text.table).value(text.key, locale: locale) }
        let sourceTitle = title.defaultValue ?? lookup(title, sourceLanguage) ?? title.key
        var titles: [(String, JSONValue)] = [(sourceLanguage, .string(sourceTitle))]
        var synonymLists: [(String, JSONValue)] = []
        let sourceSynonyms = synonyms.map { $0.defaultValue ?? lookup($0, sourceLanguage) ?? $0.key }
        if !sourceSynonyms.isEmpty { synonymLists.append((sourceLanguage, .array(sourceSynonyms.map(JSONValue.string)))) }
        for locale in locales where locale != sourceLanguage {
            if let translated = lookup(title, locale) {
                titles.append((locale, .string(translated)))
            }
            let translatedSynonyms = synonyms.compactMap { lookup($0, locale) }
            if !translatedSynonyms.isEmpty { synonymLists.append((locale, .array(translatedSynonyms.map(JSONValue.string)))) }
        }
        var members: [(String, JSONValue)] = [("id", .string(id)), ("title", titles.count == 1 ? .string(sourceTitle) : .object(titles))]
        if !synonymLists.isEmpty { members.append(("synonyms", .object(synonymLists))) }
        return .object(members)
    }

    // MARK: - AppEntity

    /// `static let all = [Show(id: "dune", title: "Dune"), …]` in the entity's own type:
    /// every element a call of the entity's initializer with an `id:` string literal and a
    /// `title:`, `name:` or `displayName:` string literal.
    private mutating func literalEntityValues(_ name: String) -> [JSONValue]? {
        for (variable, file) in index.variables(in: name) where variable.modifiers.contains(where: { $0.name.text == "static" }) {
            for binding in variable.bindings {
                guard let array = binding.initializer?.value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { continue }
                var values: [JSONValue] = []
                var label = ""
                for element in array.elements {
                    guard let call = element.expression.as(FunctionCallExprSyntax.self),
                          [name, "init"].contains(LiteralReader.calleeName(call.calledExpression) ?? ""),
                          let id = LiteralReader.argument("id", of: call).flatMap(LiteralReader.string),
                          let titleArgument = call.arguments.first(where: { ["title", "name", "displayName"].contains($0.label?.text ?? "") }),
                          let title = LiteralReader.string(titleArgument.expression) else { values = []; break }
                    label = titleArgument.label?.text ?? ""
                    values.append(value(id: id, title: Text(key: title, defaultValue: title), synonyms: []))
                }
                guard !values.isEmpty else { continue }
                let place = index.files[file]
                findings.append(ImportFinding(.note, file: place.path, line: place.line(of: binding),
                    message: "values of entity \(name) read from the literal array `\(binding.pattern.trimmedDescription)`, titles from its `\(label):` arguments; pass --values FILE if the app shows other values"))
                return values
            }
        }
        return nil
    }
}
