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

    @Flag(help: "Print one JSON object: {errors, warnings, findings}.")
    var json = false

    @Option(help: "Report phrases of two shortcuts as confusable from this score (0–1; default 0.7). Lower it to see more pairs.")
    var confusionScore: Float?

    @Option(help: "Report only this rule (repeatable), e.g. --rule needs-review.")
    var rule: [String] = []

    @Option(help: "Leave out this rule (repeatable), e.g. --ignore confusable-phrases.")
    var ignore: [String] = []

    func validate() throws {
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
        let selected = Set(rule.compactMap(LintRule.init(rawValue:)))
        let ignored = Set(ignore.compactMap(LintRule.init(rawValue:)))
        let report = LintReport(findings: linter.lint(loaded).findings.filter {
            (selected.isEmpty || selected.contains($0.rule)) && !ignored.contains($0.rule)
        })
        if json {
            printJSON(report, style: .pretty)
        } else {
            for finding in report.findings {
                print(finding.description)
            }
            if !report.ruleCounts.isEmpty {
                print(report.ruleCounts.map { "\($0.rule.rawValue) \($0.count)" }.joined(separator: ", "))
            }
            print("\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
