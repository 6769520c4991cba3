import PropertyLists
import ShortcutPreviewCore

/// A project's or target's build configurations, each its xcconfig file (with includes) and
/// the settings written in `project.pbxproj` over it.
struct ConfigurationReader {
    let objects: PropertyList
    let paths: GroupPaths
    /// The folder holding the `.xcodeproj`, on disk.
    let projectFolder: URL

    /// One configuration: its name, the xcconfig file's settings, and the settings written in
    /// the project file.
    struct Layer {
        var name: String
        var xcconfig: URL?
        var settings: [String: String]
    }

    /// The configurations of a project or target object, in its order.
    func layers(of object: PropertyList) -> [Layer] {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID] else { return [] }
        return (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }.map { configuration in
            var settings: [String: String] = [:]
            if case .dictionary(let members)? = configuration["buildSettings"] {
                for (key, value) in members {
                    // List-valued settings are joined, as Xcode passes them to the build.
                    if let string = value.string { settings[key] = string } else if let items = value.array { settings[key] = items.compactMap(\.string).joined(separator: " ") }
                }
            }
            return Layer(name: configuration["name"]?.string ?? "", xcconfig: xcconfig(of: configuration), settings: settings)
        }
    }

    /// The configuration's base xcconfig: a file reference, or (Xcode 16) a path inside a
    /// synchronized folder.
    private func xcconfig(of configuration: PropertyList) -> URL? {
        if let id = configuration["baseConfigurationReference"]?.string, let path = paths.path(of: id) {
            return projectFolder.appendingPathComponent(path)
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = paths.path(of: anchor),
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string {
            return projectFolder.appendingPathComponent(folder.isEmpty ? relative : folder + "/" + relative)
        }
        return nil
    }

    /// A target's resolved settings per configuration, Release first, then Debug, then the
    /// rest: project xcconfig, project settings, target xcconfig, target settings.
    func configurations(project: [Layer], target: [Layer], name: String) -> [[String: String]] {
        var names = target.map(\.name)
        if names.isEmpty { names = project.map(\.name) }
        let order = names.filter { $0 == "Release" } + names.filter { $0 == "Debug" } + names.filter { $0 != "Release" && $0 != "Debug" }
        var result: [[String: String]] = []
        for configuration in order {
            var settings: [String: String] = [:]
            for layer in [project.first { $0.name == configuration }, target.first { $0.name == configuration }].compactMap({ $0 }) {
                if let xcconfig = layer.xcconfig { settings = XcconfigReader.settings(of: xcconfig, over: settings) }
                for (key, value) in layer.settings { settings[key] = XcconfigReader.inheriting(value, key: key, from: settings) }
            }
            settings["TARGET_NAME"] = name
            settings["CONFIGURATION"] = configuration
            result.append(XcodeProject.resolve(settings))
        }
        return result.isEmpty ? [XcodeProject.resolve(["TARGET_NAME": name])] : result
    }
}
