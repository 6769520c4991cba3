import ShortcutPreviewCore
import ArgumentParser
import CommandLineSupport
import ShortcutCatalog
import ShortcutImport
import StrictJSON

/// `shortcutpreview-import DIR` (run by `shortcutpreview import DIR` and `--project DIR`): a
/// catalog from an app's Swift sources, Info.plist, project file and string files.
@main
struct ImportTool: ParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = ImportArguments.configuration
        configuration.commandName = "shortcutpreview import"
        return configuration
    }()

    @OptionGroup var arguments: ImportArguments

    /// Runs the tool; errors exit 2 with one `error:` line, as everywhere in shortcutpreview.
    static func main() {
        // `intent-phrases DIR` is the one other thing `shortcutpreview` asks of this tool.
        if CommandLine.arguments.dropFirst().first == "intent-phrases" {
            do {
                let command = try IntentPhrasesTool.parse(Array(CommandLine.arguments.dropFirst(2)))
                try command.run()
                return
            } catch {
                IntentPhrasesTool.exit(reporting: error, help: "shortcutpreview intents --help")
            }
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error, help: "shortcutpreview import --help")
        }
    }

    func run() throws {
        let (directory, out, target, values, json) = (arguments.directory, arguments.out, arguments.target, arguments.values, arguments.json)
        let valuesFile = try values.map { path throws(ShortcutPreviewError) in try ValuesFile.read(URL(fileURLWithPath: path), display: path) }
        let imported = try ProjectImporter(directory: URL(fileURLWithPath: directory), target: target, values: valuesFile).run()
        var written: [String] = []
        if let out {
            written = try imported.write(to: URL(fileURLWithPath: out))
        }
        if json {
            printJSON(imported.json(written: written), style: .pretty)
            return
        }
        let counts = imported.summary
        let typeList = counts.types.isEmpty ? "" : ", types \(counts.types.joined(separator: ", "))"
        print("\(imported.provider) (\(imported.providerFile)): \(counts.shortcuts) shortcut\(counts.shortcuts == 1 ? "" : "s"), \(counts.phrases) phrase\(counts.phrases == 1 ? "" : "s")\(typeList)")
        if let catalog = imported.stringCatalog {
            print("strings: \(catalog.display)")
        } else if !imported.legacyStrings.isEmpty {
            print("strings: \(imported.legacyStrings.map(\.display).joined(separator: ", "))")
        } else {
            print("strings: none (the catalog has the source language only)")
        }
        for finding in imported.findings { print(finding.description) }
        for path in written { print("wrote \(path)") }
        let warnings = imported.findings.filter { $0.severity == .warning }.count
        print("\(warnings) warning\(warnings == 1 ? "" : "s")")
    }
}
