import ShortcutLint
import ShortcutPreviewCore
import StrictJSON

/// What `lint --format sarif` prints: one SARIF 2.1.0 log with one run. Every rule is a
/// `reportingDescriptor` with its summary and help, whether it fired or not, so that a viewer
/// can explain any rule; every finding is a `result` with the catalog file and, where the key
/// or JSON path is found in it, the line.
struct LintSARIF: JSONRepresentable {
    /// The schema the log names: the OASIS standard's, as published with errata 01.
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    var report: LintReport
    /// Where a finding without a file points: the catalog's manifest.
    var fallbackFile: String

    var jsonValue: JSONValue {
        var locator = FindingLocator()
        let rules = LintRule.allCases
        let results: [JSONValue] = report.findings.map { finding in
            let file = finding.file ?? fallbackFile
            var region: [(String, JSONValue)] = []
            if let line = locator.line(file: file, key: finding.key, locale: finding.locale) {
                region.append(("startLine", .number(Double(line))))
            }
            var physical: [(String, JSONValue)] = [("artifactLocation", Self.artifact(file))]
            if !region.isEmpty { physical.append(("region", .object(region))) }
            var properties: [(String, JSONValue)] = []
            if let locale = finding.locale { properties.append(("locale", .string(locale))) }
            if let key = finding.key { properties.append(("key", .string(key))) }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
                ("level", .string(Self.level(finding.severity))),
                ("message", .object([("text", .string(Self.message(finding)))])),
                ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ]
            if !properties.isEmpty { members.append(("properties", .object(properties))) }
            return .object(members)
        }
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.rawValue)),
                ("name", .string(Self.pascalCase(rule.rawValue))),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.help))])),
                ("help", .object([("text", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(Self.level(rule.severity)))])),
            ])
        }
        let driver: JSONValue = .object([
            ("name", .string("shortcutpreview")),
            ("rules", .array(descriptors)),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([("description", .object([("text", .string("The folder lint ran in; relative catalog paths are relative to it."))]))]))])),
            ("results", .array(results)),
            ("columnKind", .string("unicodeCodePoints")),
        ])
        return .object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// A finding's text without its file: `key "…": [ja] message`.
    static func message(_ finding: LintFinding) -> String {
        var text = ""
        if let key = finding.key { text += "key " + JSONString.quoted(key) + ": " }
        if let locale = finding.locale { text += "[\(locale)] " }
        return text + finding.message
    }

    /// SARIF's level for a severity: `note` for info.
    static func level(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative path stays relative to the folder lint ran in (`%SRCROOT%`, which GitHub
    /// code scanning takes as the repository); an absolute one becomes a `file:` URI.
    static func artifact(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return .object([("uri", .string(percentEncoded(relative))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// RFC 3986: unreserved characters and `/` as they are, every other byte as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    /// `too-many-shortcuts` → `TooManyShortcuts`, SARIF's readable rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
