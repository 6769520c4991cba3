public import Foundation

/// A fresh folder in the temp directory; `remove()` deletes it.
public struct TempFolder: Sendable {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// Creates an empty folder with a name of its own.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutpreview-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 to `name` (which may hold folders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Data(text.utf8))
    }

    /// Writes `bytes` to `name` (which may hold folders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, bytes: some Sequence<UInt8>) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Copies a bundled catalog here, under `name`.
    public func copyCatalog(_ catalog: String, as name: String? = nil) throws -> String {
        let target = url.appendingPathComponent(name ?? catalog)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Repo.catalog(catalog)), to: target)
        return target.path
    }

    /// The UTF-8 text of the file `name`.
    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Whether `name` exists in the folder.
    public func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    /// The names in the folder, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
