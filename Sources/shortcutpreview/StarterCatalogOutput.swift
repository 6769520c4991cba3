import ArgumentParser
import CommandLineSupport
import IntentDefinitions
import PreviewSession
import ShortcutCatalog
import ShortcutLint
import ShortcutPreviewCore
import StrictJSON

/// `intents --out DIR`: writes the starter catalog, then lints it and says what is left to do.
enum StarterCatalogOutput {
    static func write(_ definitions: [IntentDefinition], to directory: String, force: Bool, catalog: String?,
                      projectOptions: ProjectOptions, json: Bool) throws {
        let name: String
        if catalog != nil || projectOptions.project != nil {
            let existing = try projectOptions.load(catalog: catalog, matchable: false)
            name = existing.application.name(for: existing.sourceLanguage, sourceLanguage: existing.sourceLanguage)
        } else if let project = definitions.lazy.compactMap(\.projectName).first {
            name = project
        } else {
            name = "App"
            printError("warning: no Xcode project names the app; the catalog calls it \"App\" (edit application.name)")
        }
        let starter = StarterCatalog(definitions, applicationName: name)
        let folder = URL(fileURLWithPath: directory)
        var files = [("AppShortcuts.json", starter.manifest)]
        if let strings = starter.stringCatalog { files.append(("AppShortcuts.xcstrings", strings)) }
        for (file, _) in files where !force && InputFile.exists(folder.appendingPathComponent(file)) {
            throw ShortcutPreviewError(.alreadyExists, file: directory + "/" + file, reason: "the file exists", remedy: "pass --force to replace it, or choose another --out folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ShortcutPreviewError(.unreadableFolder, file: directory, reason: "cannot create the folder", remedy: "check the path and its permissions")
        }
        for (file, value) in files {
            try AtomicFile.write(JSONWriter.write(value, style: .xcode), to: folder.appendingPathComponent(file), display: directory + "/" + file, what: file)
        }
        let lint = Linter().lint(try loadCatalog(directory))
        if json {
            printJSON(JSONValue.object([
                ("directory", .string(directory)),
                ("files", .array(files.map { .string(directory + "/" + $0.0) })),
                ("notes", .array(starter.notes.map(JSONValue.string))),
                ("lint", lint.jsonValue),
            ]), style: .pretty)
            return
        }
        print("wrote " + files.map { "\(directory)/\($0.0)" }.joined(separator: " and "))
        if starter.stringCatalog == nil { print("note: the intents have one locale; no AppShortcuts.xcstrings") }
        for note in starter.notes { print("note: \(note)") }
        for finding in lint.findings { print(finding.description) }
        if lint.findings.isEmpty {
            print("lint: no findings")
        } else {
            print("lint: \(lint.errorCount) error(s), \(lint.warningCount) warning(s) left to fix (shortcutpreview lint --catalog \(directory))")
        }
    }
}
