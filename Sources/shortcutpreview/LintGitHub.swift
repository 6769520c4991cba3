import ShortcutLint

/// What `lint --format github` prints: one workflow command per finding, which GitHub Actions
/// shows as an annotation on the file (and the line, where the key is found), then the counts.
enum LintGitHub {
    static func lines(_ report: LintReport, fallbackFile: String) -> [String] {
        var locator = FindingLocator()
        return report.findings.map { finding in
            let file = finding.file ?? fallbackFile
            var properties = [("file", file)]
            if let line = locator.line(file: file, key: finding.key, locale: finding.locale) {
                properties.append(("line", String(line)))
            }
            properties.append(("title", "shortcutpreview \(finding.rule.rawValue)"))
            return WorkflowCommand.line(command(finding.severity), properties: properties, message: LintSARIF.message(finding))
        }
    }

    /// `error`, `warning`, or `notice` for info.
    static func command(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }
}
