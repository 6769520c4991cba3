// Foundation rather than FoundationEssentials: the lookup and the runner beside this file need
// Bundle and Process, which only Foundation has.
public import Foundation

/// The repository these tests run in, found from this file's place in it, so that tests read
/// the same files whatever the working directory.
public enum Repo {
    /// The folder holding Package.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relativePath` under the root, such as `Models/english`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The path of the bundled catalog folder `Catalogs/<name>`.
    public static func catalog(_ name: String) -> String {
        catalogFolder(name).path
    }

    /// The bundled catalog folder `Catalogs/<name>`.
    public static func catalogFolder(_ name: String) -> URL {
        url("Catalogs/\(name)")
    }

    /// The shipped English model, `Models/english`.
    public static var englishModel: URL { url("Models/english") }

    /// Every bundled catalog that has a suite (`Tests.jsonl`), sorted by name.
    public static let suiteCatalogs: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: url("Catalogs").path)) ?? []
        return folders.filter { FileManager.default.fileExists(atPath: url("Catalogs/\($0)/Tests.jsonl").path) }.sorted()
    }()
}
