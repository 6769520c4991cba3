public import ShortcutPreviewCore
public import ShortcutCatalog
public import StrictJSON

/// What an import found: the manifest, the string files to go with it, and the findings.
public struct ImportedProject: Sendable {
    /// The imported folder, as the user named it.
    public var directory: String
    /// The `AppShortcutsProvider` type imported.
    public var provider: String
    /// Its file, relative to ``directory``.
    public var providerFile: String
    /// The Xcode target, when a project file names one.
    public var target: String?
    /// The manifest (CONTRACTS.md §1).
    public var manifest: JSONValue
    /// What could not be resolved, and how names were resolved.
    public var findings: [ImportFinding]
    /// The `AppShortcuts.xcstrings` to use, and how messages name it.
    public var stringCatalog: (url: URL, display: String)?
    /// Legacy `<locale>.lproj/AppShortcuts.strings`, when there is no String Catalog.
    public var legacyStrings: [(locale: String, url: URL, display: String)]
    /// The folder holding the legacy `.lproj` folders.
    public var legacyDirectory: (url: URL, display: String)?
    /// Where the app's name came from.
    public var applicationNameSource: String

    /// The manifest as written to `AppShortcuts.json` (two-space indent, trailing newline).
    public var manifestText: String {
        ManifestWriter.write(manifest)
    }

    /// The catalog, read in memory with the project's string files (`--project`).
    public func catalog() throws(ShortcutPreviewError) -> Catalog {
        try Catalog.load(
            manifest: manifest, manifestDisplay: ProjectImporter.join(directory, providerFile), directory: directory,
            stringCatalog: stringCatalog, legacyDirectory: legacyDirectory)
    }

    /// Writes `AppShortcuts.json` and copies the string files into `folder` (created when
    /// missing); every file is written whole or not at all. Returns the paths written.
    @discardableResult
    public func write(to folder: URL) throws(ShortcutPreviewError) -> [String] {
        let display = folder.relativePath
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: display, reason: "cannot create the folder", remedy: "check that its parent exists and is writable")
        }
        var written: [String] = []
        let manifestURL = folder.appendingPathComponent("AppShortcuts.json")
        try AtomicFile.write(manifestText, to: manifestURL, display: ProjectImporter.join(display, "AppShortcuts.json"), what: "the manifest")
        written.append(ProjectImporter.join(display, "AppShortcuts.json"))
        var copies: [(URL, String)] = []
        if let stringCatalog { copies.append((stringCatalog.url, "AppShortcuts.xcstrings")) }
        for file in legacyStrings { copies.append((file.url, "\(file.locale).lproj/AppShortcuts.strings")) }
        for (source, name) in copies {
            let target = folder.appendingPathComponent(name)
            let targetDisplay = ProjectImporter.join(display, name)
            guard source.standardizedFileURL != target.standardizedFileURL else { continue }
            guard let data = try? Data(InputFile.read(source, displayName: source.relativePath, allowsEmpty: true)), let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                throw ShortcutPreviewError(.unreadableFile, file: source.relativePath, reason: "cannot read the string file", remedy: "check that it is readable UTF-8 or UTF-16")
            }
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw ShortcutPreviewError(.unreadableFile, file: targetDisplay, reason: "cannot create the folder", remedy: "check that it is writable")
            }
            try AtomicFile.write(text, to: target, display: targetDisplay, what: "the string file")
            written.append(targetDisplay)
        }
        return written
    }

    /// Counts for the report: shortcuts, source phrases, parameter types.
    public var summary: (shortcuts: Int, phrases: Int, types: [String]) {
        guard case .array(let shortcuts)? = manifest["shortcuts"] else { return (0, 0, []) }
        let phrases = shortcuts.reduce(0) { total, shortcut in
            if case .array(let list)? = shortcut["phrases"] { return total + list.count }
            return total
        }
        var types: [String] = []
        if case .object(let members)? = manifest["types"] { types = members.map(\.0) }
        return (shortcuts.count, phrases, types)
    }

    /// The report as JSON: what was imported, from where, the findings and the manifest.
    public func json(written: [String]) -> JSONValue {
        let counts = summary
        // Typed up front: as one literal of optionals and closures this took the type checker
        // about 4 s a build.
        let target: JSONValue = target.map(JSONValue.string) ?? .null
        let catalog: JSONValue = stringCatalog.map { JSONValue.string($0.display) } ?? .null
        let legacy: JSONValue = legacyDirectory.map { JSONValue.string($0.display) } ?? .null
        let members: [(String, JSONValue)] = [
            ("directory", .string(directory)),
            ("provider", .string(provider)),
            ("file", .string(providerFile)),
            ("target", target),
            ("shortcuts", .number(Double(counts.shortcuts))),
            ("phrases", .number(Double(counts.phrases))),
            ("types", .array(counts.types.map(JSONValue.string))),
            ("applicationNameSource", .string(applicationNameSource)),
            ("stringCatalog", catalog),
            ("legacyStrings", .array(legacyStrings.map { JSONValue.string($0.display) })),
            ("legacyDirectory", legacy),
            ("written", .array(written.map(JSONValue.string))),
            ("findings", .array(findings.map(\.json))),
            ("manifest", manifest),
        ]
        return .object(members)
    }
}
