import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads catalog files whole, after checking their size, turning every failure into a
/// ``CatalogError`` that names the file as the user wrote it.
enum FileReader {
    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
    }

    /// The file's bytes; refuses files over ``CatalogError/maximumFileSize`` and empty files.
    static func read(_ url: URL, displayName: String) throws(CatalogError) -> [UInt8] {
        guard exists(url) else {
            throw CatalogError(.missingFile, file: displayName, reason: "file not found", remedy: "check the path")
        }
        guard !isDirectory(url) else {
            throw CatalogError(.unreadableFile, file: displayName, reason: "is a folder, not a file", remedy: "remove or rename the folder")
        }
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            // The boxed type differs between Foundation builds (UInt, Int, UInt64).
            switch attributes[.size] {
            case let value as UInt: size = Int(clamping: value)
            case let value as UInt64: size = Int(clamping: value)
            case let value as Int: size = value
            case let value as Int64: size = Int(clamping: value)
            default: size = 0
            }
        } catch {
            throw CatalogError(.unreadableFile, file: displayName, reason: "cannot read the file's attributes", remedy: "check its permissions")
        }
        guard size <= CatalogError.maximumFileSize else {
            throw CatalogError(
                .fileTooLarge, file: displayName,
                reason: "file is \(size) bytes, over the \(CatalogError.maximumFileSize / (1024 * 1024)) MB limit (\(CatalogError.maximumFileSize) bytes)",
                remedy: "a catalog file should be kilobytes; check that this is the right file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogError(.unreadableFile, file: displayName, reason: "cannot read the file", remedy: "check that it is a readable file")
        }
        guard data.count <= CatalogError.maximumFileSize else {
            throw CatalogError(.fileTooLarge, file: displayName, reason: "file is over the 50 MB limit", remedy: "check that this is the right file")
        }
        guard !data.isEmpty else {
            throw CatalogError(.emptyFile, file: displayName, reason: "file is empty", remedy: "write the catalog content or remove the file")
        }
        return [UInt8](data)
    }

    /// The parser's reason without its own "; save the file as UTF-8", which the remedy says.
    private static func withoutHint(_ reason: String) -> String {
        let hint = "; save the file as UTF-8"
        return reason.hasSuffix(hint) ? String(reason.dropLast(hint.count)) : reason
    }

    /// Reads and parses a JSON file, mapping syntax errors to ``CatalogError``.
    static func readJSON(_ url: URL, displayName: String) throws(CatalogError) -> JSONValue {
        let bytes = try read(url, displayName: displayName)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            let isEncoding = error.reason.contains("UTF-8") || error.reason.contains("UTF-16")
            throw CatalogError(
                isEncoding ? .invalidEncoding : .syntax, file: displayName,
                position: "line \(error.line), column \(error.column)", jsonPath: error.path,
                reason: Self.withoutHint(error.reason), remedy: isEncoding ? "save the file as UTF-8" : "fix the JSON syntax")
        }
    }
}
