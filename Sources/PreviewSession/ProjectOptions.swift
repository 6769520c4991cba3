public import ArgumentParser
import CommandLineSupport
public import ShortcutCatalog
import StrictJSON
import ShortcutPreviewCore

/// `--project DIR` (with `--target` and `--values`) for every command that takes `--catalog`:
/// the catalog is imported from the app's sources in memory instead of read from a folder.
public struct ProjectOptions: ParsableArguments, Sendable {
    @Option(help: "Import the catalog from this app project folder in memory, instead of --catalog.")
    public var project: String?

    @Option(help: "With --project: the provider or app target to import when there are several.")
    public var target: String?

    @Option(help: "With --project: a JSON file with the values of entity types.")
    public var values: String?

    public init() {}

    public func validate() throws {
        if project == nil && (target != nil || values != nil) {
            throw ValidationError("--target and --values go with --project DIR")
        }
    }

    /// The catalog from `--project`, or from `catalog` (a folder, or the default); throws one
    /// line's worth of error when it cannot be read. With `matchable`, also refuses catalogs
    /// with undeclared placeholders or types (as `match`, `test` and `expand` do).
    public func load(catalog: String?, matchable: Bool) throws -> Catalog {
        guard let project else {
            return matchable ? try loadMatchableCatalog(catalog) : try loadCatalog(catalog)
        }
        if catalog != nil {
            throw CommandFailure("pass either --catalog or --project, not both", remedy: "see shortcutpreview --help")
        }
        var arguments = [project, "--json"]
        if let target { arguments += ["--target", target] }
        if let values { arguments += ["--values", values] }
        let run = try SiblingTool.importer.run(arguments, captureOutput: true)
        // The importer has already printed its one-line error.
        if run.status != 0 { throw ExitCode(run.status) }
        let report = try JSONParser.parse([UInt8](run.output))
        guard let manifest = report["manifest"], case .string(let directory)? = report["directory"],
              case .string(let providerFile)? = report["file"] else {
            throw CommandFailure("\(SiblingTool.importer.name) printed no manifest", remedy: "rebuild it with `swift build`")
        }
        let path = { (key: String) -> (url: URL, display: String)? in
            guard case .string(let display)? = report[key] else { return nil }
            return (URL(fileURLWithPath: display), display)
        }
        let loaded = try Catalog.load(
            manifest: manifest, manifestDisplay: directory + "/" + providerFile, directory: directory,
            stringCatalog: path("stringCatalog"), legacyDirectory: path("legacyDirectory"))
        return matchable ? try requireMatchable(loaded) : loaded
    }
}
