import Foundation
import PackagePlugin

/// `swift package shortcutpreview lint` and `swift package shortcutpreview test SUITE` in an
/// app's own package (and the same command on an Xcode project, from Xcode's project menu):
/// runs the `shortcutpreview` tool built from this package, with the catalog imported from the
/// package's or project's folder (`--project`) unless the arguments name a catalog or a
/// project themselves. Every other argument goes to the tool unchanged; when the tool fails the
/// plugin exits with its status, and `swift package` with 1.
@main
struct ShortcutPreviewPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "shortcutpreview")
        Self.run(tool.url, arguments, in: context.package.directoryURL)
    }

    /// The subcommands that read a catalog, to which `--project` is added.
    static let catalogCommands: Set = ["lint", "test", "expand", "match"]

    /// The arguments with `--project DIRECTORY` added where the command reads a catalog.
    static func arguments(_ arguments: [String], directory: URL) -> [String] {
        let namesCatalog = arguments.contains { argument in
            ["--catalog", "--project"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }
        guard let command = arguments.first, catalogCommands.contains(command), !namesCatalog else { return arguments }
        return arguments + ["--project", directory.path]
    }

    /// Runs the tool in `directory`, so that relative paths (a suite) are the package's, and
    /// exits with its status when it fails.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) {
        let arguments = Self.arguments(arguments, directory: directory)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        do {
            try process.run()
        } catch {
            Diagnostics.error("cannot run shortcutpreview: \(error)")
            exit(2)
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("shortcutpreview \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ShortcutPreviewPlugin: XcodeCommandPlugin {
    /// The same command on an Xcode project: the catalog is imported from the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "shortcutpreview")
        Self.run(tool.url, arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
