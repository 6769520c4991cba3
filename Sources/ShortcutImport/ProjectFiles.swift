import ShortcutPreviewCore

/// The files of a project folder the importer reads, found by walking the tree once.
/// Build products, dependencies and version-control folders are skipped: they hold other
/// people's sources, not the app's.
struct ProjectFiles: Sendable {
    /// A file by its URL and its path relative to the imported folder.
    struct File: Sendable, Equatable {
        var url: URL
        var path: String
        var name: String { url.lastPathComponent }
        /// The `.lproj` folder's locale, when the file is inside one.
        var lprojLocale: String? {
            let parent = url.deletingLastPathComponent().lastPathComponent
            guard parent.hasSuffix(".lproj"), parent != "Base.lproj" else { return nil }
            return String(parent.dropLast(".lproj".count))
        }
    }

    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "build", "node_modules", "xcuserdata"]

    var swiftFiles: [File] = []
    var infoPlists: [File] = []
    /// `Info.plist.in` and similar templates a build system (CMake, Qt) fills in at build time.
    var infoPlistTemplates: [File] = []
    var projectFiles: [File] = []
    /// XcodeGen's `project.yml` files.
    var projectSpecs: [File] = []
    /// `Package.swift` files, for an app product (`.iOSApplication`) and its targets' folders.
    var packageManifests: [File] = []
    var stringCatalogs: [String: [File]] = [:]
    var stringsFiles: [String: [File]] = [:]
    /// SiriKit intent definitions, which declare the intents of `IntentConfiguration` widgets.
    var intentDefinitions: [File] = []

    /// Walks `root`, sorted by path so results never depend on the file system's order.
    static func scan(_ root: URL) throws(ShortcutPreviewError) -> ProjectFiles {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory else {
            throw ShortcutPreviewError(.unreadableFolder, file: root.relativePath, reason: "project folder not found", remedy: "pass the folder that holds the app's Xcode project or Package.swift")
        }
        var files = ProjectFiles()
        var pending = [(url: root, path: "")]
        while let (folder, prefix) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw ShortcutPreviewError(.unreadableFolder, file: prefix.isEmpty ? root.relativePath : prefix, reason: "cannot list the folder", remedy: "check its permissions")
            }
            for name in names.sorted().reversed() {
                let url = folder.appendingPathComponent(name)
                let path = prefix.isEmpty ? name : prefix + "/" + name
                var isFolder = false
                _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                if isFolder {
                    if !name.hasPrefix("."), !Self.skippedFolders.contains(name) {
                        if name.hasSuffix(".xcodeproj") {
                            let pbx = url.appendingPathComponent("project.pbxproj")
                            if FileManager.default.fileExists(atPath: pbx.path) {
                                files.projectFiles.append(File(url: pbx, path: path + "/project.pbxproj"))
                            }
                            continue
                        }
                        pending.append((url, path))
                    }
                    continue
                }
                files.add(File(url: url, path: path))
            }
        }
        for key in files.stringCatalogs.keys { files.stringCatalogs[key]?.sort { $0.path < $1.path } }
        for key in files.stringsFiles.keys { files.stringsFiles[key]?.sort { $0.path < $1.path } }
        files.swiftFiles.sort { $0.path < $1.path }
        files.infoPlists.sort { $0.path < $1.path }
        files.infoPlistTemplates.sort { $0.path < $1.path }
        files.projectFiles.sort { $0.path < $1.path }
        files.intentDefinitions.sort { $0.path < $1.path }
        files.projectSpecs.sort { $0.path < $1.path }
        files.packageManifests.sort { $0.path < $1.path }
        return files
    }

    private mutating func add(_ file: File) {
        let name = file.name
        if name.hasSuffix(".swift") {
            // Package manifests and tests declare no App Shortcuts of the app.
            if name != "Package.swift" { swiftFiles.append(file) } else { packageManifests.append(file) }
        } else if ["project.yml", "project.yaml"].contains(name.lowercased()) {
            // "Project.yml" too: XcodeGen finds it on a Mac's case-insensitive disk.
            projectSpecs.append(file)
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            infoPlists.append(file)
        } else if name.hasSuffix("Info.plist.in") {
            infoPlistTemplates.append(file)
        } else if name.hasSuffix(".xcstrings") {
            stringCatalogs[String(name.dropLast(".xcstrings".count)), default: []].append(file)
        } else if name.hasSuffix(".strings"), file.lprojLocale != nil {
            stringsFiles[String(name.dropLast(".strings".count)), default: []].append(file)
        } else if name.hasSuffix(".intentdefinition") {
            intentDefinitions.append(file)
        }
    }
}
