public import CommandLineSupport
// Process and the executable's path are Foundation's; the sibling tools run as processes.
public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An executable built beside `shortcutpreview`, which one of its commands runs: the importer
/// (`import`, `--project`) and the server (`serve`). Each is its own tool so that what it is
/// built on (swift-syntax, SwiftNIO) is not built by `swift run shortcutpreview`.
public struct SiblingTool: Sendable {
    /// The executable's file name.
    public let name: String

    /// The importer, `shortcutpreview-import`.
    public static let importer = SiblingTool(name: "shortcutpreview-import")
    /// The browser preview's server, `shortcutpreview-serve`.
    public static let server = SiblingTool(name: "shortcutpreview-serve")

    /// The tool's file beside the running executable, or nil when it is not built.
    public var url: URL? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates: [URL] = []
        if own.path != "/proc/self/exe" { candidates.append(own.deletingLastPathComponent().appendingPathComponent(name)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the tool; its standard error goes straight through. With `captureOutput`,
    /// returns its standard output; otherwise that goes straight through too.
    public func run(_ arguments: [String], captureOutput: Bool) throws(CommandFailure) -> (status: Int32, output: Data) {
        guard let url else {
            throw CommandFailure("\(name) is not built beside shortcutpreview",
                                 remedy: "run `swift build --product \(name)`, or `swift build` for every product")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let pipe = Pipe()
        if captureOutput { process.standardOutput = pipe }
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run \(url.path): \(error.localizedDescription)", remedy: "check that it is executable")
        }
        let output = captureOutput ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Becomes the tool (`execv`): for a server, so that a signal to this process (an
    /// interrupt, `kill`, a test stopping it) reaches the server itself, and nothing is left
    /// behind. Returns only by throwing.
    public func replaceProcess(_ arguments: [String]) throws(CommandFailure) -> Never {
        guard let url else {
            throw CommandFailure("\(name) is not built beside shortcutpreview",
                                 remedy: "run `swift build --product \(name)`, or `swift build` for every product")
        }
        fflush(nil)
        let argv: [UnsafeMutablePointer<CChar>?] = ([url.path] + arguments).map { strdup($0) } + [nil]
        execv(url.path, argv)
        throw CommandFailure("cannot run \(url.path): error \(errno)", remedy: "check that it is executable")
    }
}
