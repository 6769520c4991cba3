import ArgumentParser
import ShortcutCatalog
import StrictJSON
import Foundation

/// `--project DIR` (with `--target` and `--values`) for every command that takes `--catalog`:
/// the catalog is imported from the app's sources in memory instead of read from a folder.
struct ProjectOptions: ParsableArguments {
    @Option(help: "Import the catalog from this app project folder in memory, instead of --catalog.")
    var project: String?

    @Option(help: "With --project: the provider or app target to import when there are several.")
    var target: String?

    @Option(help: "With --project: a JSON file with the values of entity types.")
    var values: String?

    func validate() throws {
        if project == nil && (target != nil || values != nil) {
            throw ValidationError("--target and --values go with --project DIR")
        }
    }

    /// The catalog from `--project`, or from `catalog` (a folder, or the default); exits 2 with
    /// one `error:` line when it cannot be read. With `matchable`, also refuses catalogs with
    /// undeclared placeholders or types (as `match`, `test` and `expand` do).
    func load(catalog: String?, matchable: Bool) throws -> Catalog {
        guard let project else {
            return matchable ? try loadMatchableCatalogOrExit(catalog) : try loadCatalogOrExit(catalog)
        }
        if catalog != nil {
            printError("error: pass either --catalog or --project, not both (see shortcutpreview --help)")
            throw ExitCode(2)
        }
        var arguments = [project, "--json"]
        if let target { arguments += ["--target", target] }
        if let values { arguments += ["--values", values] }
        let run = try ImporterTool.run(arguments, captureOutput: true)
        // The importer has already printed its one-line error.
        if run.status != 0 { throw ExitCode(run.status) }
        let loaded: Catalog
        do {
            let report = try JSONParser.parse([UInt8](run.output))
            guard let manifest = report["manifest"], case .string(let directory)? = report["directory"],
                  case .string(let providerFile)? = report["file"] else {
                printError("error: \(ImporterTool.name) printed no manifest (rebuild it with `swift build`)")
                throw ExitCode(2)
            }
            let path = { (key: String) -> (url: URL, display: String)? in
                guard case .string(let display)? = report[key] else { return nil }
                return (URL(fileURLWithPath: display), display)
            }
            loaded = try Catalog.load(
                manifest: manifest, manifestDisplay: directory + "/" + providerFile, directory: directory,
                stringCatalog: path("stringCatalog"), legacyDirectory: path("legacyDirectory"))
        } catch let error as ExitCode {
            throw error
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        return matchable ? try requireMatchable(loaded) : loaded
    }
}
