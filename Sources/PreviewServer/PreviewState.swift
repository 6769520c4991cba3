import CommandLineSupport
public import PreviewSession
public import ShortcutCatalog
import ShortcutPreviewCore
import Synchronization

/// The snapshot being served, replaced whole when the catalog changes on disk; requests read
/// it under a lock held only to copy it out (copies share their storage).
public final class PreviewState: Sendable {
    private let current: Mutex<CatalogSnapshot>
    private let load: @Sendable () throws -> Catalog
    private let makeSession: @Sendable (Catalog) -> MatchSession

    /// Loads the catalog with `load` (a folder or a project, unchecked) and builds the first
    /// snapshot; throws when the catalog cannot be previewed, so the server does not start.
    public init(load: @escaping @Sendable () throws -> Catalog, makeSession: @escaping @Sendable (Catalog) -> MatchSession) throws {
        self.load = load
        self.makeSession = makeSession
        let catalog = try load()
        current = Mutex(try CatalogSnapshot.build(catalog, previous: nil, fingerprint: CatalogFingerprint(catalog), make: makeSession))
    }

    /// The snapshot to answer from.
    var snapshot: CatalogSnapshot { current.withLock { $0 } }

    /// Reloads when a catalog file changed since the last look. A catalog that no longer
    /// loads keeps the last good one in service and reports why (``CatalogSnapshot/reloadError``).
    /// Called from one task only, so reloads never overlap.
    public func reloadIfChanged() {
        let served = snapshot
        let matcher = served.session
        let files = [matcher.catalog.files.manifest] + (matcher.catalog.files.stringCatalog.map { [$0] } ?? []) + matcher.catalog.files.legacyStrings
        let now = CatalogFingerprint(files: files, directory: matcher.catalog.directory)
        guard now != served.fingerprint else { return }
        var next: CatalogSnapshot
        do {
            let catalog = try load()
            next = try CatalogSnapshot.build(catalog, previous: served, fingerprint: CatalogFingerprint(catalog), make: makeSession)
        } catch {
            next = served
            next.version += 1
            next.fingerprint = now
            next.reloadError = "\(error)"
            printError("warning: the catalog on disk cannot be previewed, still serving the last good one: \(error)")
        }
        current.withLock { $0 = next }
    }
}
