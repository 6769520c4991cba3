import CommandLineSupport
// Process and the executable's path are Foundation's; the importer runs as its own tool.
import Foundation

/// The `shortcutpreview-import` executable beside this one, which `import` and `--project`
/// run so that swift-syntax is not built by `swift run shortcutpreview`.
enum ImporterTool {
    static let name = "shortcutpreview-import"

    static var url: URL? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates: [URL] = []
        if own.path != "/proc/self/exe" { candidates.append(own.deletingLastPathComponent().appendingPathComponent(name)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the importer; its standard error goes straight through. With `captureOutput`,
    /// returns its standard output; otherwise that goes straight through too.
    static func run(_ arguments: [String], captureOutput: Bool) throws(CommandFailure) -> (status: Int32, output: Data) {
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
}
