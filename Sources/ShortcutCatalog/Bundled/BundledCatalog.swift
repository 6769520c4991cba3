public import ShortcutPreviewCore

/// A catalog compiled into the library, so the tool works with no files beside it.
public struct BundledCatalog: Sendable {
    /// The catalog's name (its folder name under `Catalogs/`).
    public let name: String
    /// File names and their exact contents.
    public let files: [(name: String, text: String)]

    init(name: String, files: [(String, String)]) {
        self.name = name
        self.files = files.map { (name: $0.0, text: $0.1) }
    }

    /// A folder holding the catalog's files, written once per content version into the
    /// temporary directory. The folder is filled under a temporary name and renamed into
    /// place, so a reader never sees it half-written.
    public func materialize() throws(ShortcutPreviewError) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            for byte in file.name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            for byte in file.text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        let base = FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("shortcutpreview-\(name)-\(String(hash, radix: 16))")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(files.last?.name ?? "").path) {
            return folder
        }
        let staging = base.appendingPathComponent(".shortcutpreview-\(name)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                try Data(file.text.utf8).write(to: staging.appendingPathComponent(file.name))
            }
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            // Another process may have won the race; its folder is just as good.
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(files.last?.name ?? "").path) {
                return folder
            }
            throw ShortcutPreviewError(.unreadableFile, file: folder.path, reason: "cannot write the bundled \(name) catalog", remedy: "check that the temporary directory is writable, or pass --catalog DIR")
        }
        return folder
    }
}
