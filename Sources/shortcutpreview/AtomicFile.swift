#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files or nothing: a temporary file beside the target, then a rename.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicFileError(path: path)
        }
    }
}

/// A file could not be put in place.
struct AtomicFileError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot move the finished file into place at \(path)" }
}
