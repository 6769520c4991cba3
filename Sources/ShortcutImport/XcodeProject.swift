import ShortcutPreviewCore
import PropertyLists

/// What the importer needs from a project description (`project.pbxproj`, XcodeGen's
/// `project.yml`, a Swift package's app product): the development region, the known regions
/// in the project's order, and each target's build settings, platform and files.
struct XcodeProject: Sendable {
    /// One target.
    struct Target: Sendable {
        var name: String
        var productType: String
        /// Each configuration's settings, Release first, then Debug, then the others in the
        /// project's order: xcconfig files and the project's settings below the target's,
        /// with `$(TARGET_NAME)` and other references resolved.
        var configurations: [[String: String]] = [[:]]
        /// Which files the target builds (sources and resources), by path in the imported folder.
        var membership = Membership()

        /// The first configuration's settings (Release when there is one).
        var settings: [String: String] {
            get { configurations.first ?? [:] }
            set { if configurations.isEmpty { configurations = [newValue] } else { configurations[0] = newValue } }
        }

        /// An app users launch (iOS, watchOS, tvOS, visionOS or macOS), not an extension,
        /// an App Clip or a test bundle: only such a target names the app.
        var isApplication: Bool {
            ["com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
             "com.apple.product-type.application.watchapp2-container"].contains(productType)
        }

        /// The platform the target builds for, from `SDKROOT` or `SUPPORTED_PLATFORMS`
        /// ("iOS" for a multiplatform target that includes iOS).
        var platform: String {
            if productType.contains("watchapp") { return "watchOS" }
            let sdk = settings["SDKROOT"] ?? ""
            let supported = settings["SUPPORTED_PLATFORMS"] ?? ""
            let names = [("iphoneos", "iOS"), ("watchos", "watchOS"), ("appletvos", "tvOS"), ("xros", "visionOS"), ("macosx", "macOS")]
            // A multiplatform target that supports the iPhone builds the iOS app.
            if supported.contains("iphoneos") { return "iOS" }
            if let match = names.first(where: { sdk.hasPrefix($0.0) }) { return match.1 }
            if let match = names.first(where: { supported.contains($0.0) }) { return match.1 }
            return settings["IPHONEOS_DEPLOYMENT_TARGET"] != nil || settings["TARGETED_DEVICE_FAMILY"] != nil ? "iOS" : "unknown"
        }
    }

    /// A target's files: paths listed one by one, and folders whose every file belongs to it
    /// but for some exceptions.
    struct Membership: Sendable {
        var files: Set<String> = []
        var folders: [(path: String, exceptions: Set<String>)] = []
        /// File names (last path component) of the Sources build phase, for projects whose
        /// group paths cannot be followed.
        var fileNames: Set<String> = []

        /// True when nothing is known about the target's files.
        var isEmpty: Bool { files.isEmpty && folders.isEmpty && fileNames.isEmpty }

        /// Whether the target builds the file at `path` (relative to the imported folder).
        func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            for folder in folders where folder.path.isEmpty || path.hasPrefix(folder.path + "/") {
                let inner = folder.path.isEmpty ? path : String(path.dropFirst(folder.path.count + 1))
                if !folder.exceptions.contains(where: { Self.matches(inner, $0) }) { return true }
            }
            return false
        }

        /// Whether `path` is `pattern`, inside it, or matches it as a glob (`*` within a
        /// folder name, `**` across folders).
        static func matches(_ path: String, _ pattern: String) -> Bool {
            if path == pattern || path.hasPrefix(pattern + "/") { return true }
            guard pattern.contains("*") else { return false }
            return glob(Array(path.unicodeScalars)[...], Array(pattern.unicodeScalars)[...], budget: 10_000)
        }

        private static func glob(_ path: ArraySlice<Unicode.Scalar>, _ pattern: ArraySlice<Unicode.Scalar>, budget: Int) -> Bool {
            guard budget > 0 else { return false }
            guard let first = pattern.first else { return path.isEmpty }
            if first == "*" {
                let across = pattern.dropFirst().first == "*"
                var rest = pattern.dropFirst(across ? 2 : 1)
                if across, rest.first == "/" { rest = rest.dropFirst() }
                var candidate = path
                while true {
                    if glob(candidate, rest, budget: budget / 2) { return true }
                    guard let next = candidate.first, across || next != "/" else { return false }
                    candidate = candidate.dropFirst()
                }
            }
            guard let next = path.first, next == first else { return false }
            return glob(path.dropFirst(), pattern.dropFirst(), budget: budget - 1)
        }
    }

    var path: String
    var developmentRegion: String?
    var knownRegions: [String]
    var targets: [Target]
    /// What kind of description it was read from, for messages ("project.pbxproj", "project.yml", "Package.swift").
    var kind: String = "project.pbxproj"

    /// The folder that paths in the project's settings are relative to (the one holding the
    /// `.xcodeproj`, `project.yml` or `Package.swift`), relative to the imported folder.
    var baseFolder: String {
        let folder = ProjectImporter.folder(of: path)
        return kind == "project.pbxproj" ? ProjectImporter.folder(of: folder) : folder
    }

    static func read(_ file: ProjectFiles.File) throws(ShortcutPreviewError) -> XcodeProject {
        guard let data = try? Data(InputFile.read(file.url, displayName: file.path, allowsEmpty: true)) else {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: "cannot read the project file", remedy: "check its permissions")
        }
        let root: PropertyList
        do {
            root = try OpenStepPropertyListReader.parse([UInt8](data))
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, line: error.line, reason: "not a readable project.pbxproj: \(error.reason)", remedy: "open the project in Xcode to repair it, or remove the file")
        }
        guard let objects = root["objects"], let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: "project.pbxproj has no objects or rootObject", remedy: "open the project in Xcode to repair it")
        }
        let projectFolder = file.url.deletingLastPathComponent().deletingLastPathComponent()
        let base = ProjectImporter.folder(of: ProjectImporter.folder(of: file.path))
        let paths = GroupPaths(objects: objects, project: project)
        let configuration = ConfigurationReader(objects: objects, paths: paths, projectFolder: projectFolder)
        let projectLayers = configuration.layers(of: project)
        var targets: [Target] = []
        for id in project["targets"]?.array ?? [] {
            guard let id = id.string, let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let name = target["name"]?.string ?? id
            targets.append(Target(
                name: name, productType: target["productType"]?.string ?? "",
                configurations: configuration.configurations(project: projectLayers, target: configuration.layers(of: target), name: name),
                membership: paths.membership(of: target, id: id, base: base)))
        }
        let regions = (project["knownRegions"]?.array ?? []).compactMap(\.string).filter { $0 != "Base" }
        return XcodeProject(path: file.path, developmentRegion: project["developmentRegion"]?.string, knownRegions: regions, targets: targets)
    }

    /// Replaces `$(NAME)` and `${NAME}` (and `$(NAME:rfc1034identifier)`-style modifiers,
    /// which are dropped) with the setting's value, a few rounds deep.
    static func resolve(_ settings: [String: String]) -> [String: String] {
        var result = settings
        for _ in 0..<4 {
            var changed = false
            for (key, value) in result where value.contains("$") {
                let expanded = expand(value, in: result)
                if expanded != value { result[key] = expanded; changed = true }
            }
            if !changed { break }
        }
        return result
    }

    static func expand(_ value: String, in settings: [String: String]) -> String {
        var output = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            output += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                output += "$"
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { output += rest; return output }
            let reference = rest[rest.index(after: after)..<end]
            let name = String(reference.prefix(while: { $0 != ":" }))
            output += settings[name] ?? "$(\(reference))"
            rest = rest[rest.index(after: end)...]
        }
        return output + rest
    }
}
