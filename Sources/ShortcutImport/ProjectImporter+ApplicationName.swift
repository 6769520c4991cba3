import ShortcutPreviewCore
import StrictJSON

extension ProjectImporter {
    /// The warning for an app name taken from a folder: it names the template that sets the real
    /// name at build time when there is one, since a guessed name changes what every phrase says.
    static func guessedNameFinding(_ name: String, from source: String, templates: [ProjectFiles.File], providerFile: String) -> ImportFinding {
        for template in templates {
            guard let bytes = try? InputFile.read(template.url, displayName: template.path, allowsEmpty: true),
                  let text = String(validating: bytes, as: UTF8.self) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                guard let row = lines.firstIndex(where: { $0.contains("<key>\(key)</key>") }) else { continue }
                let next = row + 1 < lines.count ? String(lines[row + 1]) : ""
                let value = next.replacing("<string>", with: "").replacing("</string>", with: "").trimmingPrefix(while: \.isWhitespace)
                return ImportFinding(.warning, file: template.path, line: row + 1,
                    message: "the app's name is filled in at build time (\(key) is \(JSONString.quoted(String(value)))), so \(JSONString.quoted(name)), \(source), stands in for it; set application.name in the manifest to the name users say")
            }
        }
        return ImportFinding(.warning, file: providerFile,
            message: "no Info.plist or project setting names the app, so \(JSONString.quoted(name)), \(source), stands in for it; set application.name in the manifest to the name users say")
    }
}

extension ProjectImporter {
    /// The custom compilation conditions the app target's Release configuration (or its first)
    /// sets, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, which `#if DEBUG` reads; nil without an
    /// Xcode or XcodeGen target, whose settings are unknown.
    static func releaseConditions(of target: XcodeProject.Target?, in project: XcodeProject?) -> Set<String>? {
        guard let target, let project, ["project.pbxproj", "project.yml"].contains(project.kind) else { return nil }
        let value = target.configurations.first?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? ""
        return Set(value.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "$(inherited)" })
    }

    /// The SwiftUI `App` type nearest the provider's file, and its name without the "App" suffix
    /// (`PiPTextDisplayApp` → "PiPTextDisplay"): closer to what users say than a folder name
    /// such as "Intents" when nothing else names the app.
    static func entryPointName(_ index: SwiftSourceIndex, near providerFile: String) -> (type: String, name: String)? {
        let providerFolders = providerFile.split(separator: "/").dropLast()
        func shared(_ type: String) -> Int {
            guard let decl = index.firstDecl(type) else { return -1 }
            return zip(providerFolders, index.files[decl.file].path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        guard let type = index.conformers(to: "App").max(by: { shared($0) < shared($1) }) else { return nil }
        let name = type.hasSuffix("App") && type.count > 3 ? String(type.dropLast(3)) : type
        return (type, name)
    }
}

extension ProjectImporter {
    /// The shortcuts with each phrase that does not say the app's name left out, as Xcode
    /// leaves it out of the built app (with a warning at build time); a shortcut left with no
    /// phrase is left out too. Each is a warning at the phrase's line.
    static func withoutNamelessPhrases(_ shortcuts: [ImportedShortcut], findings: inout [ImportFinding]) -> [ImportedShortcut] {
        var kept: [ImportedShortcut] = []
        for var shortcut in shortcuts {
            let named = zip(shortcut.phrases, shortcut.phraseLines).filter { $0.0.contains("${applicationName}") }
            for (phrase, line) in zip(shortcut.phrases, shortcut.phraseLines) where !phrase.contains("${applicationName}") {
                findings.append(ImportFinding(.warning, file: shortcut.file, line: line,
                    message: "phrase \(JSONString.quoted(phrase)) of \(shortcut.intent) does not say the app's name, so Xcode drops it and so does the import; add \\(.applicationName) to it"))
            }
            guard !named.isEmpty else {
                findings.append(ImportFinding(.warning, file: shortcut.file, line: shortcut.line,
                    message: "no phrase of \(shortcut.intent) says the app's name, so its AppShortcut is left out"))
                continue
            }
            shortcut.phrases = named.map(\.0)
            shortcut.phraseLines = named.map(\.1)
            kept.append(shortcut)
        }
        return kept
    }
}
