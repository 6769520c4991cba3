// Process is not in FoundationEssentials; these tests run the built executables.
import Foundation
import StrictJSON
import Testing

/// The repository and this target's fixtures, found from this file.
enum WidgetRepo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        root.appendingPathComponent("Tests/WidgetTests/Fixtures/\(name)").path
    }

    static let cardsWidgets = root.appendingPathComponent("Catalogs/Cards/Widgets").path

    /// A fresh folder in the temporary directory, removed by the caller.
    static func scratch() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgets-test-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(atPath: url.path, withIntermediateDirectories: false)
        return url
    }
}

/// One run of the `shortcutpreview` binary built beside this test bundle.
struct WidgetRun: CustomStringConvertible {
    let status: Int32, stdout: String, stderr: String

    var description: String { ["exit \(status)", "stdout: " + stdout.prefix(3000), "stderr: " + stderr.prefix(1500)].joined(separator: "\n") }

    /// The standard output as JSON (for `--json` runs).
    func json() throws -> JSONValue { try JSONParser.parse(stdout) }

    static let binary: URL? = {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [folder, WidgetRepo.root.appendingPathComponent(".build/debug")].map { $0.appendingPathComponent("shortcutpreview") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `shortcutpreview arguments…`; both outputs go through files, so none can fill a pipe.
    static func run(_ arguments: [String]) throws -> WidgetRun {
        let binary = try #require(binary, "shortcutpreview is not built")
        let folder = try WidgetRepo.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return WidgetRun(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// The findings of a `widgets DIR --json` run as (rule, file:line) pairs.
    func findings() throws -> [(rule: String, severity: String, place: String, message: String)] {
        guard case .array(let items)? = try json()["findings"] else { return [] }
        return items.map { item in
            func text(_ key: String) -> String { if case .string(let value)? = item[key] { value } else { "" } }
            let line: String = if case .number(let value)? = item["line"] { ":\(Int(value))" } else { "" }
            return (text("rule"), text("severity"), text("file") + line, text("message"))
        }
    }
}

extension JSONValue {
    /// The strings at `key` of each element of this array.
    func strings(_ key: String) -> [String?] {
        guard case .array(let items) = self else { return [] }
        return items.map { if case .string(let value)? = $0[key] { value } else { nil } }
    }
}
