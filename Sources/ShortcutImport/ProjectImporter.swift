public import ShortcutPreviewCore
import ShortcutCatalog
import StrictJSON

/// Imports an app's App Shortcuts from its folder (an Xcode project or a Swift package):
/// the `AppShortcutsProvider` in its Swift sources, its parameter types, the app's name from
/// Info.plist and `project.pbxproj`, and the string files beside them.
public struct ProjectImporter: Sendable {
    /// The project folder.
    public var directory: URL
    /// Picks one provider or app target when the folder has several: a provider type name,
    /// an Xcode target name, or a folder on the provider's path.
    public var target: String?
    /// Entity values that exist only at run time in the app.
    public var values: ValuesFile?

    /// Creates an importer for `directory`.
    public init(directory: URL, target: String? = nil, values: ValuesFile? = nil) {
        self.directory = directory
        self.target = target
        self.values = values
    }

    /// Reads the project. Throws ``ShortcutPreviewError`` when it cannot be imported at all (a Swift file
    /// of the provider that does not parse, no provider, several without ``target`` that give
    /// different catalogs, a phrase without the app name, an unreadable plist); anything else
    /// it cannot resolve is a finding.
    public func run() throws(ShortcutPreviewError) -> ImportedProject {
        let files = try ProjectFiles.scan(directory)
        let index = try SwiftSourceIndex.build(files.swiftFiles)
        var projects = try files.projectFiles.map { file throws(ShortcutPreviewError) in try XcodeProject.read(file) }
        for spec in files.projectSpecs {
            if let project = try XcodeGenSpec.read(spec) { projects.append(project) }
        }
        projects += files.packageManifests.compactMap { PackageManifest.read($0) }
        return try choose(Context(files: files, index: index, projects: projects))
    }

    /// What every candidate target's import shares: the files, the parsed sources, the projects.
    struct Context {
        var files: ProjectFiles
        var index: SwiftSourceIndex
        var projects: [XcodeProject]
    }

    /// Imports `provider` as the app target `xcodeTarget` (of `project`) builds it.
    func importing(_ context: Context, provider: String, providerFile: String, xcodeTarget: XcodeProject.Target?, project chosenProject: XcodeProject?) throws(ShortcutPreviewError) -> ImportedProject {
        let (files, projects) = (context.files, context.projects)
        var index = context.index
        var findings: [ImportFinding] = index.skipped
        findings += try index.checkParsed(provider: provider, providerFile: providerFile)

        let scope = Self.folder(of: providerFile)
        func scoped(_ list: [ProjectFiles.File]) -> [ProjectFiles.File] {
            if let membership = xcodeTarget?.membership, !membership.isEmpty {
                let built = list.filter { membership.contains($0.path) }
                if !built.isEmpty { return built }
            }
            let inside = list.filter { scope.isEmpty || $0.path.hasPrefix(scope + "/") }
            return inside.isEmpty ? list : inside
        }
        var scopedFiles = files
        scopedFiles.stringCatalogs = files.stringCatalogs.mapValues(scoped)
        scopedFiles.stringsFiles = files.stringsFiles.mapValues(scoped)

        let project = chosenProject ?? projects.first { $0.kind == "project.pbxproj" }
        index.compilationConditions = Self.releaseConditions(of: xcodeTarget, in: chosenProject)
        let plist = try choosePlist(scopedFiles, target: xcodeTarget, project: project, providerFile: providerFile)
        var nameFiles = files
        nameFiles.stringCatalogs["InfoPlist"] = appOwned(files.stringCatalogs["InfoPlist"] ?? [], target: xcodeTarget, plist: plist, providerFile: providerFile, files: files)
        nameFiles.stringsFiles["InfoPlist"] = appOwned(files.stringsFiles["InfoPlist"] ?? [], target: xcodeTarget, plist: plist, providerFile: providerFile, files: files)
        let localizable = try StringTable.load("Localizable", from: scopedFiles)
        let infoPlistTable = try StringTable.load("InfoPlist", from: nameFiles)
        let shortcutsTable = try StringTable.load("AppShortcuts", from: scopedFiles)

        let sourceLanguage = Self.canonical(project?.developmentRegion ?? shortcutsTable.sourceLanguage ?? localizable.sourceLanguage ?? "en")
        var locales = [sourceLanguage]
        for region in project?.knownRegions ?? [] where !locales.contains(Self.canonical(region)) { locales.append(Self.canonical(region)) }
        var otherTables: [String: StringTable] = [:]
        for name in Set(scopedFiles.stringCatalogs.keys).union(scopedFiles.stringsFiles.keys) where !["Localizable", "InfoPlist", "AppShortcuts"].contains(name) {
            // Tables a text names with `table:`; one that cannot be read only loses its translations.
            otherTables[name] = try? StringTable.load(name, from: scopedFiles)
        }
        let seen = otherTables.values.reduce(into: Set<String>()) { $0.formUnion($1.locales) }.union(shortcutsTable.locales).union(localizable.locales).union(infoPlistTable.locales).union((scopedFiles.stringsFiles["AppShortcuts"] ?? []).compactMap(\.lprojLocale))
        locales += seen.map(Self.canonical).filter { !locales.contains($0) }.sorted()

        var reader = AppShortcutsReader(index: index, provider: provider)
        reader.read()
        findings += reader.findings
        let shortcuts = Self.withoutNamelessPhrases(reader.shortcuts, findings: &findings)

        let entryPoint = Self.entryPointName(index, near: providerFile)
        let application = try ApplicationNameReader.read(
            plist: plist, target: xcodeTarget, fallbackName: entryPoint?.name ?? scope.split(separator: "/").last.map(String.init) ?? provider, project: project?.path)
        if application.isGuess {
            findings.append(Self.guessedNameFinding(application.name, from: entryPoint.map { "the name of the app's entry point `\($0.type)`" } ?? "the provider's folder name",
                                                    templates: scoped(files.infoPlistTemplates), providerFile: providerFile))
        } else {
            findings.append(ImportFinding(.note, file: plist?.path ?? project?.path ?? providerFile, message: "the app's name \(JSONString.quoted(application.name)) comes from \(application.nameSource)"))
        }
        if !application.repeatedSynonyms.isEmpty, let path = application.plist {
            findings.append(ImportFinding(.note, file: path, message: "INAlternativeAppNames repeats \(application.repeatedSynonyms.map(JSONString.quoted).joined(separator: ", ")) (the app's name or an earlier entry, told apart only by pronunciation hints); each spelling is kept once"))
        }

        var typeReader = ParameterTypeReader(index: index, localizable: localizable, sourceLanguage: sourceLanguage, locales: locales, values: values)
        typeReader.tables = otherTables
        var shortcutValues: [JSONValue] = []
        var types: [ImportedType] = []
        var seenIntents: [String: Int] = [:]
        for shortcut in shortcuts {
            if let first = seenIntents[shortcut.intent] {
                // A manifest names each intent once (CONTRACTS.md §1); which AppShortcut the
                // system keeps for a repeated intent is not something the sources say.
                findings.append(ImportFinding(.warning, file: shortcut.file, line: shortcut.line, message: "a second AppShortcut for \(shortcut.intent) (the first is at line \(first)) is left out of the manifest, which names each intent once; merge their phrases into one AppShortcut"))
                continue
            }
            seenIntents[shortcut.intent] = shortcut.line
            var members: [(String, JSONValue)] = [("intent", .string(shortcut.intent))]
            if var title = shortcut.shortTitle {
                if let resolved = localizable.value(title, locale: sourceLanguage), resolved != title {
                    findings.append(ImportFinding(.note, file: shortcut.file, line: shortcut.line, message: "shortTitle key \(JSONString.quoted(title)) of \(shortcut.intent) reads \(JSONString.quoted(resolved)) in Localizable"))
                    title = resolved
                } else if let fallback = shortcut.shortTitleDefault, localizable.value(title, locale: sourceLanguage) == nil {
                    // Xcode shows the default when no Localizable table has the key (a real app's
                    // tables can be generated at build time, out of the importer's sight).
                    findings.append(ImportFinding(.note, file: shortcut.file, line: shortcut.line, message: "shortTitle key \(JSONString.quoted(title)) of \(shortcut.intent) is in no Localizable table; its defaultValue \(JSONString.quoted(fallback)) is used"))
                    title = fallback
                } else if shortcut.isShortTitleKey, localizable.value(title, locale: sourceLanguage) == nil,
                          !title.contains(" "), title.contains(".") || title.contains("_") {
                    // A key spelled as text ("Add Ingredient") reads fine as itself; an identifier does not.
                    findings.append(ImportFinding(.warning, file: shortcut.file, line: shortcut.line, message: "shortTitle key \(JSONString.quoted(title)) of \(shortcut.intent) is in no Localizable table and has no defaultValue, so the key itself is shown; add it to Localizable.xcstrings or give a defaultValue"))
                }
                members.append(("shortTitle", .string(title)))
            }
            if let image = shortcut.systemImageName { members.append(("systemImageName", .string(image))) }
            members.append(("phrases", .array(shortcut.phrases.map(JSONValue.string))))
            let names = Self.placeholders(shortcut.phrases)
            if !names.isEmpty {
                let declared = typeReader.parameters(of: shortcut.intent)
                if declared == nil {
                    findings.append(ImportFinding(.warning, file: shortcut.file, line: shortcut.line, message: "intent \(shortcut.intent) is not declared in the project's sources, so the types of \(names.map { "${\($0)}" }.joined(separator: ", ")) are unknown; import the folder that declares it"))
                }
                var parameters: [(String, JSONValue)] = []
                for name in names {
                    guard let parameter = declared?[name] else {
                        if declared != nil {
                            findings.append(ImportFinding(.warning, file: shortcut.file, line: shortcut.line, message: "phrases of \(shortcut.intent) say ${\(name)}, but the intent has no @Parameter named \(name)"))
                        }
                        continue
                    }
                    parameters.append((name, .string(parameter.type)))
                    if let earlier = types.first(where: { $0.name == parameter.type }) {
                        // Nested types of different intents can share a name; the manifest has one.
                        if index.primaryDeclarations(of: parameter.type).count > 1 {
                            let other = typeReader.type(named: parameter.type, usedAt: (parameter.file, parameter.line), by: shortcut.intent)
                            if other.values != earlier.values {
                                findings.append(ImportFinding(.warning, file: parameter.file, line: parameter.line, message: "\(shortcut.intent).\(name) is a different \(parameter.type) (another type of that name is nested elsewhere) with other values; the manifest has one \(parameter.type), the first one's, so rename one of them"))
                            }
                        }
                    } else {
                        types.append(typeReader.type(named: parameter.type, usedAt: (parameter.file, parameter.line), by: shortcut.intent))
                        let primaries = index.primaryDeclarations(of: parameter.type)
                        if primaries.count > 1 {
                            let places = primaries.map { "\($0.parent.map { "\($0)." } ?? "")\(parameter.type) (\(index.files[$0.file].path):\($0.line))" }
                            findings.append(ImportFinding(.note, file: parameter.file, line: parameter.line, message: "\(parameter.type) is declared \(primaries.count) times: \(places.joined(separator: ", ")); \(shortcut.intent) uses the one nested in it, or else the first"))
                        }
                    }
                }
                if !parameters.isEmpty { members.append(("parameters", .object(parameters))) }
            }
            shortcutValues.append(.object(members))
        }
        findings += typeReader.findings
        if let values {
            for name in values.typeNames where !types.contains(where: { $0.name == name }) {
                findings.append(ImportFinding(.warning, file: "--values", message: "the values file gives values for \(name), which no imported phrase uses"))
            }
        }

        var manifest: [(String, JSONValue)] = [
            ("sourceLanguage", .string(sourceLanguage)),
            ("application", application.json(infoPlist: infoPlistTable, sourceLanguage: sourceLanguage, locales: locales)),
            ("shortcuts", .array(shortcutValues)),
        ]
        if !types.isEmpty {
            manifest.append(("types", .object(types.map { ($0.name, .object([("kind", .string($0.kind)), ("values", .array($0.values))])) })))
        }
        if !reader.negativePhrases.isEmpty {
            manifest.append(("negativePhrases", .array(reader.negativePhrases.map(JSONValue.string))))
        }

        let catalogs = scopedFiles.stringCatalogs["AppShortcuts"] ?? []
        if catalogs.count > 1 {
            findings.append(ImportFinding(.warning, file: catalogs[1].path, message: "several AppShortcuts.xcstrings files; using \(catalogs[0].path)"))
        }
        let legacy = scopedFiles.stringsFiles["AppShortcuts"] ?? []
        let legacyFolder = legacy.first.map { $0.url.deletingLastPathComponent().deletingLastPathComponent() }
        if !catalogs.isEmpty, let first = legacy.first {
            findings.append(ImportFinding(.note, file: first.path, message: "legacy AppShortcuts.strings files are ignored because \(catalogs[0].path) exists"))
        }
        let display = directory.relativePath
        return ImportedProject(
            directory: display, provider: provider, providerFile: providerFile, target: xcodeTarget?.name,
            manifest: .object(manifest), findings: findings,
            stringCatalog: catalogs.first.map { ($0.url, Self.join(display, $0.path)) },
            legacyStrings: catalogs.isEmpty ? legacy.compactMap { file in file.lprojLocale.map { ($0, file.url, Self.join(display, file.path)) } } : [],
            legacyDirectory: catalogs.isEmpty ? legacyFolder.map { ($0, Self.join(display, Self.folder(of: Self.folder(of: legacy[0].path)))) } : nil,
            applicationNameSource: application.nameSource)
    }

    static func join(_ directory: String, _ path: String) -> String {
        directory.isEmpty || directory == "." ? path : directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `A/B/C.swift` → `A/B`; a file at the top → "".
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `English` (old projects) → `en`; `zh_CN` → `zh-CN`.
    static func canonical(_ region: String) -> String {
        let names = ["English": "en", "Japanese": "ja", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it", "Dutch": "nl"]
        if let code = names[region] { return code }
        let tag = String(region.map { $0 == "_" ? "-" : $0 })
        return (try? LocaleTag(parsing: tag).identifier) ?? tag
    }

    /// Parameter names in order of first use across a shortcut's phrases.
    static func placeholders(_ phrases: [String]) -> [String] {
        var names: [String] = []
        for phrase in phrases {
            var rest = Substring(phrase)
            while let dollar = rest.firstIndex(of: "$") {
                let after = rest.index(after: dollar)
                guard after < rest.endIndex, rest[after] == "{", let end = rest[after...].firstIndex(of: "}") else {
                    rest = rest[after...]
                    continue
                }
                let name = String(rest[rest.index(after: after)..<end])
                if name != "applicationName", !names.contains(name) { names.append(name) }
                rest = rest[rest.index(after: end)...]
            }
        }
        return names
    }
}
