import ShortcutPreviewCore

extension ProjectImporter {
    /// The one provider to import: the only one, or the one `target` names (by type name, Xcode
    /// target or a folder on its path). Several without `target` is an error that lists them.
    func chooseProvider(_ index: SwiftSourceIndex, projects: [XcodeProject]) throws(ShortcutPreviewError) -> (String, String) {
        let providers = try providerList(index)
        let display = directory.relativePath
        let list = providers.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
        if let target {
            let chosen = providers.filter { $0.0 == target || $0.1.split(separator: "/").dropLast().contains(Substring(target)) }
            if chosen.count == 1 { return chosen[0] }
            // An Xcode target's name picks the app, and the provider that app builds.
            let named = projects.flatMap(\.targets).filter { $0.name == target }
            if chosen.isEmpty, !named.isEmpty {
                if providers.count == 1 { return providers[0] }
                let built = providers.filter { provider in named.contains { $0.membership.contains(provider.1) } }
                if built.count == 1 { return built[0] }
            }
            if chosen.isEmpty {
                throw ShortcutPreviewError(.unknownTarget, file: display, reason: "--target \(target) names no provider or folder of one; the providers are \(list)", remedy: "pass one of their names")
            }
            throw ShortcutPreviewError(.ambiguousTarget, file: display, reason: "--target \(target) matches several providers: \(chosen.map { "\($0.0) (\($0.1))" }.joined(separator: ", "))", remedy: "pass a provider's type name")
        }
        guard providers.count == 1 else {
            throw ShortcutPreviewError(.ambiguousTarget, file: display, reason: "\(providers.count) AppShortcutsProvider types: \(list)", remedy: "pick one with --target NAME")
        }
        return providers[0]
    }

    /// Every provider type with its file; none is an error.
    func providerList(_ index: SwiftSourceIndex) throws(ShortcutPreviewError) -> [(String, String)] {
        let providers = index.conformers(to: "AppShortcutsProvider").map { name in
            (name, index.files[index.firstDecl(name)!.file].path)
        }
        guard providers.isEmpty else { return providers }
        // A provider in a file that does not parse is invisible: that file is the error.
        if let broken = index.unparsed.first(where: { $0.mentionsProvider }) { throw broken.error }
        throw ShortcutPreviewError(
            .noProvider, file: directory.relativePath, reason: "no type conforms to AppShortcutsProvider in the \(index.files.count) Swift file(s) here",
            remedy: "pass the folder that holds the app's AppShortcutsProvider")
    }

    /// The app target when nothing lists the provider's file among a target's files: the one
    /// `target` names, else one whose name is a folder on the provider's path, else the only
    /// application target, else the only one whose Sources build phase has a file of that name.
    func fallbackXcodeTarget(_ projects: [XcodeProject], providerFile: String) -> [XcodeProject.Target] {
        let all = projects.flatMap(\.targets)
        if let target, let named = all.first(where: { $0.name == target }) { return [named] }
        let folders = providerFile.split(separator: "/").dropLast().map(String.init)
        if let byFolder = all.first(where: { folders.contains($0.name) }) { return [byFolder] }
        let apps = all.filter(\.isApplication)
        if apps.count <= 1 { return apps }
        let fileName = String(providerFile.split(separator: "/").last ?? "")
        let compiling = apps.filter { $0.membership.fileNames.contains(fileName) }
        return compiling.isEmpty ? apps : compiling
    }

    /// The target's `INFOPLIST_FILE`; none when the target generates its Info.plist; else the
    /// Info.plist nearest the provider (same folder or above) that no other target names and
    /// that is not an extension's, else the only one.
    func choosePlist(_ files: ProjectFiles, target: XcodeProject.Target?, project: XcodeProject?, providerFile: String) throws(ShortcutPreviewError) -> ProjectFiles.File? {
        let base = project?.baseFolder ?? ""
        func full(_ path: String) -> String { base.isEmpty ? path : GroupPaths.normalized(base + "/" + path) }
        if let configured = target?.settings["INFOPLIST_FILE"], !configured.isEmpty {
            // Paths in build settings are relative to the folder holding the .xcodeproj.
            if let file = files.infoPlists.first(where: { $0.path == full(configured) }) { return file }
        }
        if let target, target.settings["GENERATE_INFOPLIST_FILE"] == "YES", (target.settings["INFOPLIST_FILE"] ?? "").isEmpty {
            // Xcode writes this target's Info.plist from its INFOPLIST_KEY_ settings; any
            // Info.plist in the tree belongs to another target (a widget, an extension).
            return nil
        }
        // An Info.plist another target names (a widget's, an extension's) is never this app's.
        let others = Set((project?.targets ?? []).filter { $0.name != target?.name }.compactMap { other -> String? in
            guard let path = other.settings["INFOPLIST_FILE"], !path.isEmpty else { return nil }
            return full(path)
        })
        let candidates = files.infoPlists.filter { !others.contains($0.path) && !Self.isExtensionPlist($0) }
        var folder = Self.folder(of: providerFile)
        while true {
            if let file = candidates.first(where: { Self.folder(of: $0.path) == folder }) { return file }
            if folder.isEmpty { break }
            folder = Self.folder(of: folder)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// An extension's, an App Clip's or a watch app's Info.plist names another bundle, never the app.
    static func isExtensionPlist(_ file: ProjectFiles.File) -> Bool {
        guard let bytes = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true),
              let text = String(validating: bytes, as: UTF8.self) else { return false }
        return ["<key>NSExtension</key>", "<key>NSAppClip</key>", "<key>WKWatchKitApp</key>", "<key>WKApplication</key>"].contains { text.contains($0) }
    }

    /// The `InfoPlist` string files that are the app target's own: those it builds, else
    /// those whose nearest Info.plist above is the app's (or none), so that a widget's or a
    /// share extension's names never become the app's.
    func appOwned(_ list: [ProjectFiles.File], target: XcodeProject.Target?, plist: ProjectFiles.File?, providerFile: String, files: ProjectFiles) -> [ProjectFiles.File] {
        if let membership = target?.membership, !membership.files.isEmpty || !membership.folders.isEmpty {
            return list.filter { membership.contains($0.path) }
        }
        let plistFolders = Set(files.infoPlists.map { Self.folder(of: $0.path) })
        return list.filter { file in
            var folder = Self.folder(of: file.path)
            if file.lprojLocale != nil || file.path.hasSuffix(".lproj/" + file.name) { folder = Self.folder(of: folder) }
            while true {
                if plistFolders.contains(folder) {
                    return plist.map { Self.folder(of: $0.path) == folder } ?? false
                }
                if folder.isEmpty { return true }
                folder = Self.folder(of: folder)
            }
        }
    }
}
