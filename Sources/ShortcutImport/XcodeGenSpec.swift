import ShortcutPreviewCore

/// XcodeGen's `project.yml`: the targets, their platforms, source folders (with excludes),
/// local packages, settings, xcconfig files and Info.plist properties, as an ``XcodeProject``.
/// `include:` files and target templates are not followed.
enum XcodeGenSpec {
    static let productTypes = [
        "application": "com.apple.product-type.application",
        "application.watchapp2": "com.apple.product-type.application.watchapp2",
        "application.watchapp2-container": "com.apple.product-type.application.watchapp2-container",
        "application.on-demand-install-capable": "com.apple.product-type.application.on-demand-install-capable",
    ]
    static let sdks = ["iOS": "iphoneos", "watchOS": "watchos", "tvOS": "appletvos", "visionOS": "xros", "macOS": "macosx"]

    /// The project, or nil when the file is not an XcodeGen spec (no `targets`).
    static func read(_ file: ProjectFiles.File) throws(ShortcutPreviewError) -> XcodeProject? {
        guard let bytes = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true) else {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: "cannot read the XcodeGen spec", remedy: "check its permissions")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: "the XcodeGen spec is not UTF-8 text", remedy: "save it as UTF-8")
        }
        return project(YAMLReader.parse(text), path: file.path, folder: file.url.deletingLastPathComponent())
    }

    /// The project a parsed spec describes; `folder` is where its relative paths start, on disk.
    static func project(_ root: YAMLValue, path: String, folder: URL) -> XcodeProject? {
        guard case .map(let targets)? = root["targets"] else { return nil }
        let base = ProjectImporter.folder(of: path)
        func full(_ relative: String) -> String { base.isEmpty ? GroupPaths.normalized(relative) : GroupPaths.normalized(base + "/" + relative) }
        var packages: [String: String] = [:]
        for (name, package) in root["packages"]?.members ?? [] {
            if let local = package["path"]?.string { packages[name] = full(local) }
        }
        var result: [XcodeProject.Target] = []
        for (name, spec) in targets {
            let type = spec["type"]?.string ?? ""
            let platforms = (spec["platform"]?.items ?? []).compactMap(\.string) + (spec["supportedDestinations"]?.items ?? []).compactMap(\.string)
            var layers = ordered(configurationNames(root) + configurationNames(spec)).map { configuration in
                layer(spec, configuration: configuration, folder: folder, over: layer(root, configuration: configuration, folder: folder, over: [:]))
            }
            for index in layers.indices {
                var settings = layers[index]
                settings["TARGET_NAME"] = name
                settings["PRODUCT_NAME"] = settings["PRODUCT_NAME"] ?? name
                if let platform = platforms.first(where: { $0 == "iOS" }) ?? platforms.first, let sdk = sdks[platform] { settings["SDKROOT"] = settings["SDKROOT"] ?? sdk }
                if let info = spec["info"] {
                    if let plist = info["path"]?.string { settings["INFOPLIST_FILE"] = settings["INFOPLIST_FILE"] ?? plist }
                    for key in ["CFBundleDisplayName", "CFBundleName"] {
                        if let value = info["properties"]?[key]?.string { settings["INFOPLIST_KEY_\(key)"] = value }
                    }
                }
                layers[index] = XcodeProject.resolve(settings)
            }
            var membership = XcodeProject.Membership()
            for source in spec["sources"]?.items ?? [] {
                guard let path = source.string ?? source["path"]?.string else { continue }
                let excludes = (source["excludes"]?.items ?? []).compactMap(\.string)
                membership.folders.append((full(globFree(path)), Set(excludes)))
            }
            for dependency in spec["dependencies"]?.items ?? [] {
                if let package = dependency["package"]?.string, let folder = packages[package] { membership.folders.append((folder, [])) }
            }
            result.append(XcodeProject.Target(name: name, productType: productTypes[type] ?? "xcodegen.\(type)", configurations: layers, membership: membership))
        }
        let language = root["options"]?["developmentLanguage"]?.string
        return XcodeProject(path: path, developmentRegion: language, knownRegions: [], targets: result, kind: "project.yml")
    }

    /// `Sources/**` → `Sources`: the folder a glob starts in.
    static func globFree(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.prefix { !$0.contains("*") }.joined(separator: "/")
    }

    /// Configuration names a spec mentions (`configFiles`, `settings.configs`).
    static func configurationNames(_ spec: YAMLValue) -> [String] {
        let settings = spec["settings"]
        return (spec["configFiles"]?.members ?? []).map(\.0) + (settings?["configs"]?.members ?? []).map(\.0)
    }

    /// Release first, then Debug, then the others, each once; one unnamed when there are none.
    static func ordered(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        let unique = names.filter { seen.insert($0.lowercased()).inserted }
        let result = unique.filter { $0.lowercased() == "release" } + unique.filter { $0.lowercased() == "debug" } + unique.filter { !["release", "debug"].contains($0.lowercased()) }
        return result.isEmpty ? [""] : result
    }

    /// One configuration's settings of a project or target spec, over `inherited`: the
    /// xcconfig file of `configFiles`, then `settings.base` (or a flat `settings` map), then
    /// `settings.configs.NAME`.
    static func layer(_ spec: YAMLValue, configuration name: String, folder: URL, over inherited: [String: String]) -> [String: String] {
        var result = inherited
        let settings = spec["settings"]
        let structured = settings?["base"] != nil || settings?["configs"] != nil || settings?["groups"] != nil
        if let xcconfig = (spec["configFiles"]?.members ?? []).first(where: { $0.0.lowercased() == name.lowercased() })?.1.string {
            result = XcconfigReader.settings(of: folder.appendingPathComponent(xcconfig), over: result)
        }
        for (key, value) in (structured ? settings?["base"]?.members : settings?.members) ?? [] {
            if let text = value.string { result[key] = text }
        }
        for (key, value) in (structured ? settings?["configs"]?.members ?? [] : []).first(where: { $0.0.lowercased() == name.lowercased() })?.1.members ?? [] {
            if let text = value.string { result[key] = text }
        }
        return result
    }
}
