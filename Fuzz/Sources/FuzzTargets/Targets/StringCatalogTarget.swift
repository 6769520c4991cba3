import ShortcutCatalog
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The String Catalog reader (both forms, and mixtures): the input is `AppShortcuts.xcstrings`
/// beside the Demo manifest (which declares a parameter, a negative phrase and app synonyms).
nonisolated(unsafe) private let folder: ScratchFolder = {
    let folder = ScratchFolder(name: "xcstrings")
    folder.write(FuzzSupport.repositoryFile("Catalogs/Demo/AppShortcuts.json"), to: "AppShortcuts.json")
    return folder
}()

func fuzzStringCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.write(Data(FuzzSupport.bytes(data, size)), to: "AppShortcuts.xcstrings")
    if let catalog = try? Catalog.load(directory: folder.url) {
        CatalogExercise.run(catalog)
    }
    return 0
}

extension FuzzTarget {
    static let xcstrings = FuzzTarget(name: "xcstrings", maximumLength: 65536, setUp: { _ = folder.url }, run: fuzzStringCatalog)
}
