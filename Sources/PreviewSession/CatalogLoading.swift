public import ShortcutPreviewCore
public import CommandLineSupport
public import ShortcutCatalog
public import ShortcutLint

/// Loads the catalog at `path` (or the default); a catalog that cannot be read throws its
/// own one-line error, naming the file.
public func loadCatalog(_ path: String?) throws(ShortcutPreviewError) -> Catalog {
    try Catalog.load(directory: CatalogLocation.directory(path))
}

/// Loads a catalog that can be previewed: readable, and with every placeholder and parameter
/// type defined (otherwise `${name}` would be matched as literal text).
public func loadMatchableCatalog(_ path: String?) throws -> Catalog {
    try requireMatchable(try loadCatalog(path))
}

/// `catalog` when it can be previewed; otherwise throws its first blocking problem.
public func requireMatchable(_ catalog: Catalog) throws(CommandFailure) -> Catalog {
    let blocking = Linter().blockingFindings(catalog)
    if let first = blocking.first {
        throw CommandFailure(blocking: first, more: blocking.count - 1)
    }
    return catalog
}

extension CommandFailure {
    /// A finding that stops a preview, worded as `lint` prints it (`error: file: … [rule]`),
    /// so the user can find it in lint's output.
    public init(blocking finding: LintFinding, more: Int) {
        // The failure's own `error: ` takes the place of the finding's severity (an error).
        let line = finding.description
        let severity = "\(finding.severity.rawValue): "
        let message = line.hasPrefix(severity) ? String(line.dropFirst(severity.count)) : line
        self.init(message + (more > 0 ? " (and \(more) more; `shortcutpreview lint` lists them)" : ""))
    }
}
