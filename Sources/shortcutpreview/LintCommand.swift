import PreviewSession
import ArgumentParser
import CommandLineSupport
import ShortcutCatalog
import ShortcutLint
import StrictJSON

/// `shortcutpreview lint`: every rule Xcode enforces for App Shortcuts, and more.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a catalog against Xcode's App Shortcuts rules and more.",
        discussion: """
            Exit status: 0 when there are no errors (warnings allowed), 1 when there are errors, \
            2 when the catalog cannot be read.
            """
    )

    @Option(help: "The catalog folder (default: Catalogs/Demo).")
    var catalog: String?

    @OptionGroup var projectOptions: ProjectOptions

    @Flag(help: "Print one JSON object: {errors, warnings, findings} (the same as --format json).")
    var json = false

    @Option(help: "Output: text, json, sarif (SARIF 2.1.0 for code scanning) or github (Actions annotations).")
    var format: LintFormat?

    @Option(help: "Report phrases of two shortcuts as confusable from this score (0–1; default 0.7). Lower it to see more pairs.")
    var confusionScore: Float?

    @Option(help: "Report only this rule (repeatable), e.g. --rule needs-review.")
    var rule: [String] = []

    @Option(help: "Leave out this rule (repeatable), e.g. --ignore confusable-phrases.")
    var ignore: [String] = []

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two outputs; keep one")
        }
        for name in rule + ignore where LintRule(rawValue: name) == nil {
            throw ValidationError("unknown lint rule \(name); the rules are \(LintRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let confusionScore, !(0...1).contains(confusionScore) {
            throw ValidationError("--confusion-score must be between 0 and 1 (for example --confusion-score 0.6)")
        }
    }

    func run() throws {
        let loaded = try projectOptions.load(catalog: catalog, matchable: false)
        var linter = Linter()
        if let confusionScore { linter.confusionScore = confusionScore }
        linter.findsRedundantPhrases = rule.contains(LintRule.redundantPhrase.rawValue)
        let selected = Set(rule.compactMap(LintRule.init(rawValue:)))
        let ignored = Set(ignore.compactMap(LintRule.init(rawValue:)))
        let report = LintReport(findings: linter.lint(loaded).findings.filter {
            (selected.isEmpty || selected.contains($0.rule)) && !ignored.contains($0.rule)
        })
        switch format ?? (json ? .json : .text) {
        case .json:
            printJSON(report, style: .pretty)
        case .sarif:
            printJSON(LintSARIF(report: report, fallbackFile: loaded.files.manifest), style: .pretty)
        case .github:
            for line in LintGitHub.lines(report, fallbackFile: loaded.files.manifest) { print(line) }
            print(Self.counts(report))
        case .text:
            for finding in report.findings {
                print(finding.description)
            }
            if !report.ruleCounts.isEmpty {
                print(report.ruleCounts.map { "\($0.rule.rawValue) \($0.count)" }.joined(separator: ", "))
            }
            print(Self.counts(report))
        }
        if report.hasErrors { throw ExitCode(1) }
    }

    /// `N errors, N warnings`.
    static func counts(_ report: LintReport) -> String {
        let infos = report.infoCount == 0 ? "" : ", \(report.infoCount) info\(report.infoCount == 1 ? "" : "s")"
        return "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")" + infos
    }
}
