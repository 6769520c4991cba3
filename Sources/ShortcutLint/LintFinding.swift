import ShortcutPreviewCore
public import StrictJSON
import ShortcutCatalog

/// One problem lint found: which rule, how serious, where, and what to do about it.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    /// The rule that fired.
    public var rule: LintRule
    /// Error or warning (the rule's severity).
    public var severity: LintSeverity
    /// The locale concerned, if any.
    public var locale: String?
    /// The file to edit.
    public var file: String?
    /// The catalog key or manifest JSON path to look at.
    public var key: String?
    /// What is wrong and what to do, as sentences.
    public var message: String

    /// Creates a finding with the rule's severity.
    public init(_ rule: LintRule, locale: String? = nil, file: String? = nil, key: String? = nil, message: String) {
        self.rule = rule
        self.severity = rule.severity
        self.locale = locale
        self.file = file
        self.key = key
        self.message = message
    }

    /// One line: `error: file: key "…": [ja] message [rule-id]`.
    public var description: String {
        var line = severity.rawValue + ": "
        if let file { line += file + ": " }
        if let key { line += "key " + JSONString.quoted(key) + ": " }
        if let locale { line += "[\(locale)] " }
        return line + message + " [\(rule.rawValue)]"
    }

    /// The finding as a JSON object with stable keys.
    public var json: JSONValue {
        .object([
            ("rule", .string(rule.rawValue)),
            ("severity", .string(severity.rawValue)),
            ("locale", locale.map(JSONValue.string) ?? .null),
            ("file", file.map(JSONValue.string) ?? .null),
            ("key", key.map(JSONValue.string) ?? .null),
            ("message", .string(message)),
        ])
    }
}

/// All findings for a catalog, errors first.
public struct LintReport: Sendable, Equatable {
    /// Findings, errors before warnings before infos, otherwise in the order found.
    public var findings: [LintFinding]

    /// Creates a report, ordering findings errors first.
    public init(findings: [LintFinding]) {
        self.findings = [LintSeverity.error, .warning, .info].flatMap { severity in findings.filter { $0.severity == severity } }
    }

    /// Number of errors.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// Number of warnings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    /// Number of infos (savings, not problems).
    public var infoCount: Int { findings.filter { $0.severity == .info }.count }
    /// True when any finding is an error (the command exits 1).
    public var hasErrors: Bool { errorCount > 0 }

    /// Findings of one rule.
    public func findings(_ rule: LintRule) -> [LintFinding] {
        findings.filter { $0.rule == rule }
    }

    /// How many findings each rule has, in the order rules first appear (errors first).
    public var ruleCounts: [(rule: LintRule, count: Int)] {
        var counts: [(rule: LintRule, count: Int)] = []
        for finding in findings {
            if let index = counts.firstIndex(where: { $0.rule == finding.rule }) {
                counts[index].count += 1
            } else {
                counts.append((finding.rule, 1))
            }
        }
        return counts
    }

    /// `{"errors": n, "warnings": n, "infos": n, "findings": [...], "rules": {rule: n}}`.
    public var json: JSONValue {
        .object([
            ("errors", .number(Double(errorCount))),
            ("warnings", .number(Double(warningCount))),
            ("infos", .number(Double(infoCount))),
            ("findings", .array(findings.map(\.json))),
            ("rules", .object(ruleCounts.map { ($0.rule.rawValue, .number(Double($0.count))) })),
        ])
    }
}

extension LintFinding: JSONRepresentable {
    /// The same object as ``json``, for `printJSON` and the server.
    public var jsonValue: JSONValue { json }
}

extension LintReport: JSONRepresentable {
    /// The same object as ``json``, for `printJSON` and the server.
    public var jsonValue: JSONValue { json }
}
