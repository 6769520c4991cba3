// Process is not in FoundationEssentials; these tests also run the built executable.
import Foundation
import Testing

/// Paths in the repository, found from this file.
enum ImportRepo {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func catalog(_ name: String) -> URL {
        root.appendingPathComponent("Catalogs/\(name)")
    }

    static func fixture(_ name: String) -> URL {
        root.appendingPathComponent("Tests/ShortcutImportTests/Fixtures/\(name)")
    }

    /// A fresh empty folder in the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("import-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// One finished run of the `shortcutpreview` binary SwiftPM built beside the tests.
struct ToolRun: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\nstdout: \(stdout.prefix(3000))\nstderr: \(stderr.prefix(2000))" }

    static let binary: URL? = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [exe.deletingLastPathComponent().appendingPathComponent("shortcutpreview")]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("shortcutpreview"))
        }
        candidates.append(ImportRepo.root.appendingPathComponent(".build/debug/shortcutpreview"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the tool with `arguments` and an empty standard input.
    static func run(_ arguments: [String]) throws -> ToolRun {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        // stderr goes to a file, so a chatty run can never block on a full pipe.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("import-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errorData = try Data(contentsOf: errorFile)
        return ToolRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self))
    }
}
