import PropertyLists
/// Where each group and file reference of a `project.pbxproj` is, relative to the folder
/// holding the `.xcodeproj`: `<group>` paths joined up the group tree, `SOURCE_ROOT` paths
/// as they are; files in SDKs, build products or absolute places have none.
struct GroupPaths {
    let objects: PropertyList
    private var parents: [String: String] = [:]
    private let rootGroup: String?

    init(objects: PropertyList, project: PropertyList) {
        self.objects = objects
        rootGroup = project["mainGroup"]?.string
        guard case .dictionary(let members) = objects else { return }
        for (id, object) in members {
            for child in object["children"]?.array ?? [] {
                if let child = child.string { parents[child] = id }
            }
        }
    }

    /// The path of an object from the project's folder; nil when it is not in the project's tree.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT":
            return Self.normalized(own ?? "")
        case "<group>":
            // An object outside the group tree has no known place.
            guard let parent = parents[id] else { return id == rootGroup ? Self.normalized(own ?? "") : nil }
            guard let above = path(of: parent, depth: depth + 1) else { return nil }
            guard let own, !own.isEmpty else { return above }
            return Self.normalized(above.isEmpty ? own : above + "/" + own)
        default:
            return nil
        }
    }

    /// The files and folders `target` builds, by path relative to the imported folder
    /// (`base` is the folder holding the `.xcodeproj` there).
    func membership(of target: PropertyList, id targetID: String, base: String) -> XcodeProject.Membership {
        var membership = XcodeProject.Membership()
        func full(_ path: String) -> String { base.isEmpty ? path : Self.normalized(base + "/" + path) }
        for phaseID in target["buildPhases"]?.array ?? [] {
            guard let phase = phaseID.string.flatMap({ objects[$0] }),
                  ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string ?? "") else { continue }
            for buildID in phase["files"]?.array ?? [] {
                guard let referenceID = buildID.string.flatMap({ objects[$0] })?["fileRef"]?.string,
                      let reference = objects[referenceID] else { continue }
                if phase["isa"]?.string == "PBXSourcesBuildPhase", let path = reference["path"]?.string ?? reference["name"]?.string {
                    membership.fileNames.insert(String(path.split(separator: "/").last ?? Substring(path)))
                }
                // A variant group (InfoPlist.strings) stands for its per-locale files.
                let ids = reference["isa"]?.string == "PBXVariantGroup" ? (reference["children"]?.array ?? []).compactMap(\.string) : [referenceID]
                for id in ids { if let path = path(of: id) { membership.files.insert(full(path)) } }
            }
        }
        // A local Swift package the target links is built into it, its files with it.
        for dependencyID in target["packageProductDependencies"]?.array ?? [] {
            guard let package = dependencyID.string.flatMap({ objects[$0] })?["package"]?.string.flatMap({ objects[$0] }),
                  package["isa"]?.string == "XCLocalSwiftPackageReference", let relative = package["relativePath"]?.string else { continue }
            membership.folders.append((full(relative), []))
        }
        let own = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        guard case .dictionary(let members) = objects else { return membership }
        for (groupID, group) in members where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = path(of: groupID).map(full) else { continue }
            let listed = (group["exceptions"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
                .filter { $0["target"]?.string == targetID }
                .flatMap { ($0["membershipExceptions"]?.array ?? []).compactMap(\.string) }
            // Exceptions take a file out of a folder the target has, and add one from a folder it has not.
            if own.contains(groupID) {
                membership.folders.append((folder, Set(listed)))
            } else {
                for path in listed { membership.files.insert(folder.isEmpty ? path : folder + "/" + path) }
            }
        }
        return membership
    }

    /// `A/./B/../C` → `A/C`; leading `..` that leave the imported folder are kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
