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

    func validate() throws {
        if let confusionScore, !(0...1).contains(confusionScore) {
            throw ValidationError("--confusion-score must be between 0 and 1 (for example --confusion-score 0.6)")
        }
    }

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

/// Loads a catalog that can be previewed: readable, and with every placeholder and parameter
/// type defined (otherwise `${name}` would be matched as literal text). Exits 2 naming the
/// first problem.
func loadMatchableCatalogOrExit(_ path: String?) throws -> Catalog {
    let catalog = try loadCatalogOrExit(path)
    let blocking = Linter().blockingFindings(catalog)
    if let first = blocking.first {
        let more = blocking.count > 1 ? " (and \(blocking.count - 1) more; `shortcutpreview lint` lists them)" : ""
        printError("\(first)\(more)")
        throw ExitCode(2)
    }
    return catalog
}
