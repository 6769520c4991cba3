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

/// What every fuzz target shares: the repository's files, a scratch folder of its own, and a
/// way to fail loudly when a property (not an input check) is broken.
enum FuzzSupport {
    /// The repository root (this file is `Fuzz/Sources/FuzzTargets/Support/FuzzSupport.swift`).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the repository, read whole; traps when missing, since a target cannot run without it.
    static func repositoryFile(_ path: String) -> Data {
        let url = repositoryRoot.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url) else {
            fatalError("fuzz setup: cannot read \(url.path) (run from a checkout of the repository)")
        }
        return data
    }

    /// The input libFuzzer hands over, as bytes.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Writes `line` and a newline to standard error.
    static func printError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Stops the run with a message libFuzzer records next to the input: a broken property.
    static func fail(_ message: String) -> Never {
        fatalError("fuzz property failed: \(message)")
    }
}

/// A folder of this process's own, emptied and refilled for every input, so that the catalog
/// readers are fuzzed through the same file-reading path the command line uses.
struct ScratchFolder {
    /// The folder.
    let url: URL

    /// Creates `<tmp>/shortcutpreview-fuzz-<name>-<pid>`.
    init(name: String) {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        url = URL(fileURLWithPath: base)
            .appendingPathComponent("shortcutpreview-fuzz-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fatalError("fuzz setup: cannot create \(url.path)")
        }
    }

    /// Empties the folder: the next input starts from nothing.
    func clear() {
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fatalError("fuzz setup: cannot create \(url.path)")
        }
    }

    /// Writes `data` at `path` inside the folder, creating subfolders.
    func write(_ data: Data, to path: String) {
        let file = url.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            fatalError("fuzz setup: cannot write \(file.path)")
        }
    }
}
