import ShortcutCatalog
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The legacy `.strings` reader (UTF-8, UTF-16 with either byte order mark, comments,
/// escapes): the input is `ja.lproj/AppShortcuts.strings` beside the Demo manifest.
nonisolated(unsafe) private let folder: ScratchFolder = {
    let folder = ScratchFolder(name: "strings")
    folder.write(FuzzSupport.repositoryFile("Catalogs/Demo/AppShortcuts.json"), to: "AppShortcuts.json")
    return folder
}()

func fuzzLegacyStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.write(Data(FuzzSupport.bytes(data, size)), to: "ja.lproj/AppShortcuts.strings")
    if let catalog = try? Catalog.load(directory: folder.url) {
        CatalogExercise.run(catalog)
    }
    return 0
}

extension FuzzTarget {
    static let strings = FuzzTarget(name: "strings", maximumLength: 16384, setUp: { _ = folder.url }, run: fuzzLegacyStrings)
}
