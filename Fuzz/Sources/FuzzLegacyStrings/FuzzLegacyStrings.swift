import CFuzzerDriver
import FuzzSupport
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLegacyStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.write(Data(FuzzSupport.bytes(data, size)), to: "ja.lproj/AppShortcuts.strings")
    if let catalog = try? Catalog.load(directory: folder.url) {
        CatalogExercise.run(catalog)
    }
    return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzLegacyStrings_main")
public func fuzzLegacyStringsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    _ = folder.url
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLegacyStrings(data, size) }
}
