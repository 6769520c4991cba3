import ShortcutPreviewCore

extension ProjectImporter {
    /// The one provider to import: the only one, or the one `target` names (by type name, Xcode
    /// target or a folder on its path). Several without `target` is an error that lists them.
    func chooseProvider(_ index: SwiftSourceIndex, projects: [XcodeProject]) throws(ShortcutPreviewError) -> (String, String) {
        let providers = index.conformers(to: "AppShortcutsProvider").map { name in
            (name, index.files[index.firstDecl(name)!.file].path)
        }
        let display = directory.relativePath
        guard !providers.isEmpty else {
            throw ShortcutPreviewError(
                .noProvider, file: display, reason: "no type conforms to AppShortcutsProvider in the \(index.files.count) Swift file(s) here",
                remedy: "pass the folder that holds the app's AppShortcutsProvider")
        }
        let list = providers.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
        if let target {
            let chosen = providers.filter { $0.0 == target || $0.1.split(separator: "/").dropLast().contains(Substring(target)) }
            if chosen.count == 1 { return chosen[0] }
            // An Xcode target's name picks the app; with one provider there is nothing else to pick.
            if chosen.isEmpty, providers.count == 1, projects.contains(where: { $0.targets.contains { $0.name == target } }) {
                return providers[0]
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

    /// The Xcode app target that builds the provider: the one `target` names, else the one whose
    /// name is a folder on the provider's path, else the only application target, else the only
    /// application target whose Sources build phase compiles the provider's file.
    func chooseXcodeTarget(_ projects: [XcodeProject], providerFile: String) throws(ShortcutPreviewError) -> XcodeProject.Target? {
        let all = projects.flatMap(\.targets)
        if let target, let named = all.first(where: { $0.name == target }) { return named }
        let folders = providerFile.split(separator: "/").dropLast().map(String.init)
        if let byFolder = all.first(where: { folders.contains($0.name) }) { return byFolder }
        let apps = all.filter(\.isApplication)
        if apps.count == 1 { return apps[0] }
        // Xcode compiles the provider into the app whose Sources build phase lists its file.
        let fileName = String(providerFile.split(separator: "/").last ?? "")
        let compiling = apps.filter { $0.sourceFileNames.contains(fileName) }
        if compiling.count == 1 { return compiling[0] }
        if apps.count > 1 {
            throw ShortcutPreviewError(
                .ambiguousTarget, file: projects[0].path,
                reason: "\(apps.count) app targets (\(apps.map(\.name).joined(separator: ", "))), and neither a folder on \(providerFile)'s path nor the Sources build phases tell which one compiles it",
                remedy: "pick one with --target NAME")
        }
        return nil
    }

    /// The target's `INFOPLIST_FILE`; none when the target generates its Info.plist; else the
    /// Info.plist nearest the provider (same folder or above), else the only one.
    func choosePlist(_ files: ProjectFiles, target: XcodeProject.Target?, project: XcodeProject?, providerFile: String) throws(ShortcutPreviewError) -> ProjectFiles.File? {
        if let configured = target?.settings["INFOPLIST_FILE"], let project {
            // Paths in build settings are relative to the folder holding the .xcodeproj.
            let base = Self.folder(of: Self.folder(of: project.path))
            let path = base.isEmpty ? configured : base + "/" + configured
            if let file = files.infoPlists.first(where: { $0.path == path }) { return file }
        }
        if let target, target.settings["GENERATE_INFOPLIST_FILE"] == "YES", (target.settings["INFOPLIST_FILE"] ?? "").isEmpty {
            // Xcode writes this target's Info.plist from its INFOPLIST_KEY_ settings; any
            // Info.plist in the tree belongs to another target (a widget, an extension).
            return nil
        }
        // An Info.plist another target names (a widget's, an extension's) is never this app's.
        let base = project.map { Self.folder(of: Self.folder(of: $0.path)) } ?? ""
        let others = Set((project?.targets ?? []).filter { $0.name != target?.name }.compactMap { other -> String? in
            guard let path = other.settings["INFOPLIST_FILE"], !path.isEmpty else { return nil }
            return base.isEmpty ? path : base + "/" + path
        })
        let candidates = files.infoPlists.filter { !others.contains($0.path) }
        var folder = Self.folder(of: providerFile)
        while true {
            if let file = candidates.first(where: { Self.folder(of: $0.path) == folder }) { return file }
            if folder.isEmpty { break }
            folder = Self.folder(of: folder)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
