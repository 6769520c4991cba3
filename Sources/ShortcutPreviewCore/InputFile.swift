#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif


/// The one way every reader takes a file in: existence, folder, size and emptiness are checked
/// before the bytes are read, and every failure is a ``ShortcutPreviewError`` that names the
/// file as the user wrote it.
public enum InputFile {
    /// Files bigger than this are refused before reading: catalogs, suites and workloads are
    /// kilobytes, and a mistaken path to a video must not exhaust memory.
    public static let defaultMaximumSize = 50 * 1024 * 1024

    /// Whether something exists at `url`.
    public static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Whether `url` is a folder.
    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
    }

    /// The file's bytes. Complexity: O(n) in the file's size.
    ///
    /// - Parameters:
    ///   - url: the file to read.
    ///   - displayName: the path as the user wrote it, for messages.
    ///   - maximumSize: files over this many bytes are refused before reading.
    ///   - allowsEmpty: whether an empty file is content (a Swift source, a suite) or an error.
    /// - Throws: ``ShortcutPreviewError`` with code `missingFile`, `unreadableFile`,
    ///   `fileTooLarge` or `emptyFile`.
    public static func read(
        _ url: URL, displayName: String, maximumSize: Int = defaultMaximumSize, allowsEmpty: Bool = false
    ) throws(ShortcutPreviewError) -> [UInt8] {
        guard exists(url) else {
            throw ShortcutPreviewError(.missingFile, file: displayName, reason: "file not found", remedy: "check the path")
        }
        guard !isDirectory(url) else {
            throw ShortcutPreviewError(.unreadableFile, file: displayName, reason: "is a folder, not a file", remedy: "remove or rename the folder")
        }
        func tooLarge(_ size: Int) -> ShortcutPreviewError {
            ShortcutPreviewError(
                .fileTooLarge, file: displayName, reason: "file is \(size) bytes, over the \(describe(maximumSize)) limit",
                remedy: "check that this is the right file")
        }
        guard let size = try? size(of: url) else {
            throw ShortcutPreviewError(.unreadableFile, file: displayName, reason: "cannot read the file's attributes", remedy: "check its permissions")
        }
        guard size <= maximumSize else { throw tooLarge(size) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: displayName, reason: "cannot read the file", remedy: "check that it is a readable file")
        }
        // The file may have grown between the size check and the read.
        guard data.count <= maximumSize else { throw tooLarge(data.count) }
        guard !data.isEmpty || allowsEmpty else {
            throw ShortcutPreviewError(.emptyFile, file: displayName, reason: "file is empty", remedy: "write the content or remove the file")
        }
        return [UInt8](data)
    }

    private static func size(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        // The boxed type differs between Foundation builds (UInt, Int, UInt64).
        switch attributes[.size] {
        case let value as UInt: return Int(clamping: value)
        case let value as UInt64: return Int(clamping: value)
        case let value as Int: return value
        case let value as Int64: return Int(clamping: value)
        default: return 0
        }
    }

    private static func describe(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes)-byte"
    }
}
