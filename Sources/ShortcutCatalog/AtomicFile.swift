public import ShortcutPreviewCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files or nothing: a temporary file beside the target, then a rename, so no
/// reader ever sees a half-written catalog, dump or report.
public enum AtomicFile {
    /// Writes `text` to `url`, replacing any file there.
    ///
    /// - Parameters:
    ///   - text: the file's whole content, written as UTF-8.
    ///   - url: where to write it.
    ///   - display: the path as the user spelled it, for the error message.
    ///   - what: what the file is ("the String Catalog"), for the error message.
    public static func write(_ text: String, to url: URL, display: String, what: String) throws(ShortcutPreviewError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ShortcutPreviewError(.unreadableFile, file: display, reason: "cannot write \(what)", remedy: "check that the folder exists and is writable")
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw ShortcutPreviewError(.unreadableFile, file: display, reason: "cannot move \(what) into place", remedy: "check that the folder is writable")
        }
    }
}
