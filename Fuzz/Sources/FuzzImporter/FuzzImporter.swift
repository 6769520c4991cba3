import CFuzzerDriver
import FuzzSupport
import ShortcutImport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift importer: the input is a small project tree in one text, files separated by
/// lines `//// path/in/project` (text before the first such line is `App/Shortcuts.swift`),
/// so that mutations reach the Swift sources, Info.plist, `project.pbxproj` and the string
/// files, and the paths too. A project that imports becomes a catalog, which is exercised
/// like the catalog targets' inputs.
nonisolated(unsafe) private let folder = ScratchFolder(name: "importer")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    folder.clear()
    for (path, content) in ProjectArchive.files(in: FuzzSupport.bytes(data, size)) {
        folder.write(Data(content), to: path)
    }
    if let project = try? ProjectImporter(directory: folder.url).run() {
        _ = project.json(written: [])
        if let catalog = try? project.catalog() {
            CatalogExercise.run(catalog)
        }
    }
    return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzImporter_main")
public func fuzzImporterMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    _ = folder.url
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzImporter(data, size) }
}
