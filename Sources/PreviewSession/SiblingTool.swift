public import CommandLineSupport
// posix_spawn rather than Foundation's Process: full Foundation (and the ICU copy it loads) would
// cost every one-shot match about a megabyte of memory for a feature few runs use.
public import ShortcutPreviewCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
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
    /// The widget reader, `shortcutpreview-widgets`.
    public static let widgets = SiblingTool(name: "shortcutpreview-widgets")

    /// The tool's file beside the running executable, or nil when it is not built.
    public var url: URL? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates: [URL] = []
        if own.path != "/proc/self/exe" { candidates.append(own.deletingLastPathComponent().appendingPathComponent(name)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name))
        // Built for a package's command plugin from a dependency, SwiftPM names each tool `NAME-tool`.
        if own.lastPathComponent.hasSuffix("-tool") {
            candidates.append(own.deletingLastPathComponent().appendingPathComponent(name + "-tool"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the tool; its standard error goes straight through. With `captureOutput`,
    /// returns its standard output; otherwise that goes straight through too.
    public func run(_ arguments: [String], captureOutput: Bool) throws(CommandFailure) -> (status: Int32, output: Data) {
        guard let url else {
            throw CommandFailure("\(name) is not built beside shortcutpreview",
                                 remedy: "run `swift build --product \(name)`, or `swift build` for every product")
        }
        return try Self.spawn(url.path, arguments, captureOutput: captureOutput)
    }

    /// Runs `path` with `arguments` and waits for it; standard output goes to a pipe that is
    /// read to its end when `captureOutput` is set.
    private static func spawn(_ path: String, _ arguments: [String], captureOutput: Bool) throws(CommandFailure) -> (status: Int32, output: Data) {
        var ends: [Int32] = [-1, -1]
        if captureOutput, pipe(&ends) != 0 {
            throw CommandFailure("cannot run \(path): no pipe (error \(errno))", remedy: "close other programs and try again")
        }
        defer { for end in ends where end >= 0 { close(end) } }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        fflush(nil)
        var child: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let spawned = posix_spawn(&child, path, &actions, nil, argv, environment)
        guard spawned == 0 else {
            throw CommandFailure("cannot run \(path): error \(spawned)", remedy: "check that it is executable")
        }
        var output: [UInt8] = []
        if captureOutput {
            close(ends[1])
            ends[1] = -1
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // As Process reports it: the exit code, or the signal that ended the child.
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : signal, Data(output))
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
