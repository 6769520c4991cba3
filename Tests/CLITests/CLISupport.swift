// Process is not in FoundationEssentials; these tests run the built executable.
import Foundation
import Testing

/// The repository, found from this file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func catalog(_ name: String) -> String {
        root.appendingPathComponent("Catalogs/\(name)").path
    }

    /// Every bundled catalog that has a suite.
    static let suiteCatalogs: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Catalogs").path)) ?? []
        return folders.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("Catalogs/\($0)/Tests.jsonl").path) }.sorted()
    }()
}

/// The `shortcutpreview` binary SwiftPM built for this test run.
enum Binary {
    static let url: URL? = {
        var candidates: [URL] = []
        // On Linux the test bundle is an executable in the same folder as the tool.
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if exe.path != "/proc/self/exe" {
            let folder = exe.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("shortcutpreview"))
            // macOS: …/debug/X.xctest/Contents/MacOS/X
            candidates.append(folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("shortcutpreview"))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("shortcutpreview"))
        }
        // Fallback: a scratch folder beside Package.swift.
        for scratch in [".build-tests", ".build"] {
            candidates.append(Repo.root.appendingPathComponent("\(scratch)/debug/shortcutpreview"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}

/// One finished run of the tool.
struct Run: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data

    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

    var description: String { "exit \(status)\nstdout: \(stdout.prefix(2000))\nstderr: \(stderr.prefix(2000))" }
}

/// Runs the tool with `arguments`, feeding `stdin` (or an empty, non-terminal stdin).
func shortcutpreview(
    _ arguments: [String], stdin: String = "", stdinBytes: Data? = nil, executable: URL? = nil, directory: URL? = nil,
    environment: [String: String]? = nil
) throws -> Run {
    let process = Process()
    process.executableURL = executable ?? Binary.url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Drain stderr on another thread so a chatty tool cannot block on a full pipe.
    let errorData = ErrorCollector(error.fileHandleForReading)
    // The tool may stop reading early (an over-long line is refused after 16 KB): a broken
    // pipe is then expected, not a failure of the test process.
    ignoreBrokenPipes
    try? input.fileHandleForWriting.write(contentsOf: stdinBytes ?? Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let err = errorData.wait()
    return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
               stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
}

/// SIGPIPE ignored once per test process, so that writing to a tool that exited returns EPIPE.
let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Reads a pipe to its end on a background thread.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A fresh folder in the temp directory; `remove()` deletes it.
struct TempFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
        return file.path
    }

    /// Copies a bundled catalog here, under `name`.
    func copyCatalog(_ catalog: String, as name: String? = nil) throws -> String {
        let target = url.appendingPathComponent(name ?? catalog)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Repo.catalog(catalog)), to: target)
        return target.path
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A usage or input error: exit 2, nothing on stdout, one `error:` line on stderr that names `naming`.
func expectUsageError(_ run: Run, naming: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 2, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderrLines.count == 1, "stderr must be one line: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
    if let naming {
        #expect(run.stderr.contains(naming), "the message should name \(naming): \(run.stderr)", sourceLocation: sourceLocation)
    }
}

/// Parses one JSON object.
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
}
