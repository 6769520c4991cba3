import ShortcutCatalog
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The catalog readers, fuzzed through `Catalog.load` as the tool reads them: each input is
/// written as one file of a catalog folder, and a catalog that loads goes through
/// ``CatalogExercise``.
extension FuzzTarget {
    /// The String Catalog reader (both forms, and mixtures): the input is
    /// `AppShortcuts.xcstrings` beside the Demo manifest (which declares a parameter, a
    /// negative phrase and app synonyms).
    static let xcstrings = catalogFile("xcstrings", maximumLength: 65536, path: "AppShortcuts.xcstrings", besideDemoManifest: true)

    /// The legacy `.strings` reader (UTF-8, UTF-16 with either byte order mark, comments,
    /// escapes): the input is `ja.lproj/AppShortcuts.strings` beside the Demo manifest.
    static let strings = catalogFile("strings", maximumLength: 16384, path: "ja.lproj/AppShortcuts.strings", besideDemoManifest: true)

    /// The manifest reader: the input is `AppShortcuts.json`, alone in its folder.
    static let manifest = catalogFile("manifest", maximumLength: 65536, path: "AppShortcuts.json", besideDemoManifest: false)

    private static func catalogFile(_ name: String, maximumLength: Int, path: String, besideDemoManifest: Bool) -> FuzzTarget {
        FuzzTarget(
            name: name, maximumLength: maximumLength,
            setUp: {
                let folder = ScratchFolder(name: name)
                if besideDemoManifest {
                    folder.write(FuzzSupport.repositoryFile("Catalogs/Demo/AppShortcuts.json"), to: "AppShortcuts.json")
                }
                catalogFolder = folder
            },
            run: { data, size in
                guard let folder = catalogFolder else { return 0 }
                folder.write(Data(FuzzSupport.bytes(data, size)), to: path)
                if let catalog = try? Catalog.load(directory: folder.url) {
                    CatalogExercise.run(catalog)
                }
                return 0
            })
    }
}

/// The scratch folder of the one catalog target this process runs, made by its `setUp`.
nonisolated(unsafe) private var catalogFolder: ScratchFolder?
