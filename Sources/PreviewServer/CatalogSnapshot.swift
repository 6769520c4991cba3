import CommandLineSupport
import PreviewSession
import ShortcutCatalog
import ShortcutLint
import ShortcutPreviewCore
import StrictJSON

/// Everything the server answers from, built once per catalog version and then only read:
/// requests share it, and a reload replaces it whole.
struct CatalogSnapshot: Sendable {
    /// Counts reloads (and failed reloads), so the page can tell that something changed.
    var version: Int
    /// The catalog's matchers, one per locale, all built before the snapshot is published.
    var session: MatchSession
    /// `lint --json` of the catalog.
    var lintJSON: String
    /// The catalog view: shortcuts × locales (``CatalogView``).
    var catalogJSON: String
    /// The suite files (`*.jsonl`) in the catalog folder, by name.
    var suites: [String]
    /// Why the catalog on disk is not the one served, or nil when it is.
    var reloadError: String?
    /// What the catalog files looked like when this was built (``CatalogFiles``).
    var fingerprint: CatalogFingerprint

    /// Builds a snapshot of `catalog`: refuses one that cannot be previewed, as `match` does.
    /// With `previous`, its matchers are updated incrementally rather than built anew.
    static func build(
        _ catalog: Catalog, previous: CatalogSnapshot?, fingerprint: CatalogFingerprint, make: (Catalog) -> MatchSession
    ) throws -> CatalogSnapshot {
        let report = Linter().lint(catalog)
        _ = try requireMatchable(catalog)
        var session = try previous.map { try $0.session.updating(catalog: catalog) } ?? make(catalog)
        for locale in [catalog.sourceLanguage] + catalog.locales {
            _ = try session.matcher(for: locale)
            _ = try session.resolveLocale(locale)
        }
        return CatalogSnapshot(
            version: (previous?.version ?? 0) + 1,
            session: session,
            lintJSON: JSONWriter.write(report.json, style: .pretty),
            catalogJSON: JSONWriter.write(CatalogView.json(catalog, report: report), style: .compact),
            suites: Self.suites(in: catalog.directory),
            reloadError: nil,
            fingerprint: fingerprint)
    }

    /// The names of the suite files in `directory`, sorted; only these can be run.
    static func suites(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted()
    }
}

/// Sizes and modification times of a catalog's files and the entries of its folder: a change
/// to any of them means the catalog may have changed.
struct CatalogFingerprint: Sendable, Equatable {
    private var stamps: [String: String] = [:]

    /// The fingerprint of `files` and of the folder `directory` (its entries, one level).
    init(files: [String], directory: String) {
        let manager = FileManager.default
        var paths = files
        for name in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] {
            paths.append(directory + "/" + name)
        }
        for path in paths {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else {
                stamps[path] = "absent"
                continue
            }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = attributes[.size].map { "\($0)" } ?? "?"
            stamps[path] = "\(date) \(size)"
        }
    }

    /// The fingerprint of `catalog`'s files.
    init(_ catalog: Catalog) {
        let files = [catalog.files.manifest] + (catalog.files.stringCatalog.map { [$0] } ?? []) + catalog.files.legacyStrings
        self.init(files: files, directory: catalog.directory)
    }
}
