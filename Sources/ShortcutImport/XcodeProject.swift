import ShortcutPreviewCore
import PropertyLists

/// What the importer needs from a `project.pbxproj`: the development region, the known
/// regions in the project's order, and each target's resolved build settings.
struct XcodeProject: Sendable {
    /// One native target.
    struct Target: Sendable {
        var name: String
        var productType: String
        /// The Release configuration's settings (Debug when there is no Release), over the
        /// project's own, with `$(TARGET_NAME)` and other references resolved.
        var settings: [String: String]
        /// File names its Sources build phase compiles: which target a Swift file belongs to
        /// when folder names do not say.
        var sourceFileNames: Set<String> = []

        var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    var path: String
    var developmentRegion: String?
    var knownRegions: [String]
    var targets: [Target]

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
        let projectSettings = settings(of: project, objects: objects)
        var targets: [Target] = []
        for id in project["targets"]?.array ?? [] {
            guard let id = id.string, let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let name = target["name"]?.string ?? id
            var merged = projectSettings
            merged.merge(settings(of: target, objects: objects)) { $1 }
            merged["TARGET_NAME"] = name
            targets.append(Target(name: name, productType: target["productType"]?.string ?? "", settings: resolve(merged),
                                  sourceFileNames: sourceFileNames(of: target, objects: objects)))
        }
        let regions = (project["knownRegions"]?.array ?? []).compactMap(\.string).filter { $0 != "Base" }
        return XcodeProject(path: file.path, developmentRegion: project["developmentRegion"]?.string, knownRegions: regions, targets: targets)
    }

    /// PBXSourcesBuildPhase → PBXBuildFile → PBXFileReference: the last path component of each.
    private static func sourceFileNames(of target: PropertyList, objects: PropertyList) -> Set<String> {
        var names: Set<String> = []
        for phaseID in target["buildPhases"]?.array ?? [] {
            guard let phase = phaseID.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildID in phase["files"]?.array ?? [] {
                guard let reference = buildID.string.flatMap({ objects[$0] })?["fileRef"]?.string.flatMap({ objects[$0] }),
                      let path = reference["path"]?.string ?? reference["name"]?.string else { continue }
                names.insert(String(path.split(separator: "/").last ?? Substring(path)))
            }
        }
        return names
    }

    private static func settings(of object: PropertyList, objects: PropertyList) -> [String: String] {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID] else { return [:] }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        guard let chosen = configurations.first(where: { $0["name"]?.string == "Release" }) ?? configurations.first,
              case .dictionary(let members)? = chosen["buildSettings"] else { return [:] }
        var result: [String: String] = [:]
        for (key, value) in members {
            if let string = value.string { result[key] = string }
        }
        return result
    }

    /// Replaces `$(NAME)` and `${NAME}` (and `$(NAME:rfc1034identifier)`-style modifiers,
    /// which are dropped) with the setting's value, a few rounds deep.
    private static func resolve(_ settings: [String: String]) -> [String: String] {
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
