import ShortcutCatalog
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The manifest reader: the input is `AppShortcuts.json`, alone in its folder. A manifest
/// that loads is expanded, linted and matched in its locales.
nonisolated(unsafe) private let folder = ScratchFolder(name: "manifest")

func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.write(Data(FuzzSupport.bytes(data, size)), to: "AppShortcuts.json")
    if let catalog = try? Catalog.load(directory: folder.url) {
        CatalogExercise.run(catalog)
    }
    return 0
}

extension FuzzTarget {
    static let manifest = FuzzTarget(name: "manifest", maximumLength: 65536, setUp: { _ = folder.url }, run: fuzzManifest)
}
