import CFuzzerDriver
import FuzzSupport
import ShortcutCatalog
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The manifest reader: the input is `AppShortcuts.json`, alone in its folder. A manifest
/// that loads is expanded, linted and matched in its locales.
nonisolated(unsafe) private let folder = ScratchFolder(name: "manifest")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.write(Data(FuzzSupport.bytes(data, size)), to: "AppShortcuts.json")
    if let catalog = try? Catalog.load(directory: folder.url) {
        CatalogExercise.run(catalog)
    }
    return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzManifest_main")
public func fuzzManifestMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    _ = folder.url
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzManifest(data, size) }
}
