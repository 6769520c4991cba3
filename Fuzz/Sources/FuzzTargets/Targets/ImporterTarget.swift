import ShortcutImport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift importer: the input is a small project tree in one text, files separated by
/// lines `//// path/in/project` (text before the first such line is `App/Shortcuts.swift`),
/// so that mutations reach the Swift sources, Info.plist, `project.pbxproj`, `.xcconfig` files
/// (with includes), XcodeGen's `project.yml`, `Package.swift` and the string files, and the
/// paths too. The `Shape-*` seeds hold several app targets, xcconfig variables and every
/// literal form of `DisplayRepresentation`. A project that imports becomes a catalog, which is exercised
/// like the catalog targets' inputs.
private let folder = ScratchFolder(name: "importer")

func fuzzImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
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

extension FuzzTarget {
    static let importer = FuzzTarget(name: "importer", maximumLength: 65536, setUp: { _ = folder.url }, run: fuzzImporter)
}
