import ShortcutCatalog

extension Linter {
    /// Parameters must name a defined AppEntity or AppEnum type ("AppEntity and AppEnum are
    /// the only allowed types"); open-ended strings cannot be spoken in a phrase.
    func parameterFindings(_ catalog: Catalog) -> [LintFinding] {
        var findings: [LintFinding] = []
        for shortcut in catalog.shortcuts {
            for parameter in shortcut.parameters {
                guard let type = catalog.type(named: parameter.typeName) else {
                    findings.append(LintFinding(
                        .unknownParameterType, file: shortcut.source.file, key: (shortcut.source.key ?? "$") + ".parameters." + parameter.name,
                        message: "Parameter \(parameter.name) of \(shortcut.intent) has type \(parameter.typeName), which \"types\" does not define. Define it as an entity or enum, or fix the name."))
                    continue
                }
                switch type.kind {
                case .entity, .enumeration:
                    break
                case .string, .other:
                    findings.append(LintFinding(
                        .parameterKind, file: type.source.file, key: type.source.key,
                        message: "Parameter \(parameter.name) of \(shortcut.intent) has type \(type.name) of kind \(type.kind); AppEntity and AppEnum are the only allowed types. Make \(type.name) an entity or an enum with the values people say."))
                }
            }
        }
        return findings
    }
}
