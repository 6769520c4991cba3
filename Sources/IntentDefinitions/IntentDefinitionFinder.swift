public import ShortcutPreviewCore
import PropertyLists

/// Finds `.intentdefinition` files and the Xcode project each belongs to, and reads them all.
public enum IntentDefinitionFinder {
    /// Folders never searched: build products and other people's code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "build", "node_modules", "xcuserdata"]

    /// What an Xcode project says about the definitions it holds.
    struct Project {
        var developmentRegion: String?
        /// File names the project refers to.
        var fileNames: Set<String>
        /// Folders, relative to the project's folder, whose files all belong to it (Xcode 16's
        /// synchronized groups).
        var synchronizedFolders: [String] = []
        /// The folder holding the `.xcodeproj`.
        var folder: URL

        /// Whether the project holds `file`: by reference, or inside a synchronized folder.
        func holds(_ file: URL) -> Bool {
            if fileNames.contains(file.lastPathComponent) { return true }
            let path = file.standardizedFileURL.path, base = folder.standardizedFileURL.path
            return synchronizedFolders.contains { path.hasPrefix(base + "/" + $0 + "/") }
        }
    }

    /// Reads `path`: one `.intentdefinition` file, or every one under a folder (in path
    /// order). Throws for a path that does not exist, a folder with none, and a file that is
    /// unusable.
    public static func readAll(_ path: String) throws(ShortcutPreviewError) -> [IntentDefinition] {
        let url = URL(fileURLWithPath: path)
        guard InputFile.exists(url) else {
            throw ShortcutPreviewError(.missingFile, file: path, reason: "no such file or folder", remedy: "check the path")
        }
        let files: [(url: URL, path: String)]
        if InputFile.isDirectory(url) {
            files = search(url, display: path.hasSuffix("/") ? String(path.dropLast()) : path)
            guard !files.isEmpty else {
                throw ShortcutPreviewError(.notFound, file: path, reason: "no .intentdefinition file in this folder",
                                           remedy: "pass the folder of an app that has SiriKit custom intents")
            }
        } else {
            files = [(url, path)]
        }
        var projects: [String: Project?] = [:]
        var definitions: [IntentDefinition] = []
        for file in files {
            let project = nearestProject(of: file.url, cache: &projects)
            var definition = try IntentDefinitionReader.read(file.url, path: file.path, developmentRegion: project?.project.developmentRegion)
            definition.projectName = project.map { String($0.path.dropLast(".xcodeproj".count)) }
            if let project, !project.project.holds(file.url) {
                definition.warnings.append("\(project.path) does not refer to this file; it may be a stale copy")
            }
            definitions.append(definition)
        }
        return definitions
    }

    /// Every `.intentdefinition` under `folder`, sorted by path.
    static func search(_ folder: URL, display: String) -> [(url: URL, path: String)] {
        var found: [(url: URL, path: String)] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !skippedFolders.contains(name) {
            let url = folder.appendingPathComponent(name)
            let path = display.isEmpty ? name : display + "/" + name
            if name.hasSuffix(".intentdefinition"), !InputFile.isDirectory(url) {
                found.append((url, path))
            } else if InputFile.isDirectory(url), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets") {
                found += search(url, display: path)
            }
        }
        return found
    }

    /// The nearest `*.xcodeproj/project.pbxproj` in the file's folder or up to four folders
    /// above it; nil when none is found or it cannot be read.
    static func nearestProject(of file: URL, cache: inout [String: Project?]) -> (path: String, project: Project)? {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<5 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".xcodeproj") {
                let url = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
                guard InputFile.exists(url) else { continue }
                if cache[url.path] == nil { cache[url.path] = readProject(url) }
                if let project = cache[url.path] ?? nil { return (name, project) }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    private static func readProject(_ url: URL) -> Project? {
        guard let bytes = try? InputFile.read(url, displayName: url.path),
              let root = try? OpenStepPropertyListReader.parse(bytes),
              let objects = root["objects"], let rootID = root["rootObject"]?.string, let project = objects[rootID],
              case .dictionary(let members) = objects else { return nil }
        var names: Set<String> = []
        var synchronized: [String] = []
        for (_, object) in members {
            for key in ["path", "name"] {
                if let value = object[key]?.string { names.insert(String(value.split(separator: "/").last ?? "")) }
            }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup", let path = object["path"]?.string { synchronized.append(path) }
        }
        return Project(developmentRegion: project["developmentRegion"]?.string, fileNames: names, synchronizedFolders: synchronized,
                       folder: url.deletingLastPathComponent().deletingLastPathComponent())
    }
}
