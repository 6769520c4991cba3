import StrictJSON
import ArgumentParser
import ShortcutCatalog
import ShortcutLint
import ShortcutMatching

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

    @Flag(help: "Print one JSON object: {errors, warnings, findings}.")
    var json = false

    @Option(help: "Report phrases of two shortcuts as confusable from this score (0–1; default 0.7). Lower it to see more pairs.")
    var confusionScore: Float?

    func run() throws {
        let loaded = try loadCatalogOrExit(catalog)
        var linter = Linter()
        if let confusionScore { linter.confusionScore = confusionScore }
        let report = linter.lint(loaded)
        if json {
            print(JSONWriter.write(report.json, style: .pretty), terminator: "")
        } else {
            for finding in report.findings {
                print(finding.description)
            }
            print("\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

/// Loads the catalog at `path` (or the default), or prints one `error:` line and exits 2.
func loadCatalogOrExit(_ path: String?) throws -> Catalog {
    do {
        return try Catalog.load(directory: CatalogLocation.directory(path))
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
