import StrictJSON

/// Something the importer found but could not turn into the manifest on its own: a phrase
/// built at run time, an `#if` branch, entity values that exist only at run time. Each names
/// the file and line to look at; nothing is guessed silently.
public struct ImportFinding: Sendable, Equatable, CustomStringConvertible {
    /// How much the finding matters.
    public enum Severity: String, Sendable, Equatable {
        /// Part of the app's shortcuts is missing from the manifest or may differ from it.
        case warning
        /// How a value was resolved, for the user to confirm.
        case note
    }

    /// Warning or note.
    public var severity: Severity
    /// The file, relative to the imported folder.
    public var file: String
    /// The 1-based line, when the finding is about a place in a file.
    public var line: Int?
    /// What was found and what to do.
    public var message: String

    /// Creates a finding.
    public init(_ severity: Severity, file: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    /// `warning: App/Shortcuts.swift:12: message`.
    public var description: String {
        "\(severity.rawValue): \(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }

    /// The finding as a JSON object with stable keys.
    public var json: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)),
            ("file", .string(file)),
            ("line", line.map { .number(Double($0)) } ?? .null),
            ("message", .string(message)),
        ])
    }
}

/// Why a project could not be imported at all. Prints as one line naming the file (and line)
/// and what to do instead.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind of problem.
    public enum Kind: String, Sendable, Equatable {
        /// The folder does not exist or cannot be listed.
        case unreadableFolder
        /// A Swift file that does not parse.
        case unparsableSwift
        /// No type conforms to `AppShortcutsProvider`.
        case noProvider
        /// Several providers or app targets, and no `--target` to pick one.
        case ambiguousTarget
        /// `--target` names nothing that exists.
        case unknownTarget
        /// A phrase without `\(.applicationName)`.
        case phraseWithoutApplicationName
        /// An Info.plist, .strings, String Catalog or project.pbxproj that cannot be read.
        case unreadableFile
        /// A values file (`--values`) that is not what CONTRACTS.md describes.
        case invalidValuesFile
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The file concerned, relative to the imported folder when inside it.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// What is wrong.
    public var reason: String
    /// What the user should do.
    public var remedy: String

    /// Creates an error.
    public init(_ kind: Kind, file: String, line: Int? = nil, reason: String, remedy: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
        self.remedy = remedy
    }

    /// `App/Shortcuts.swift:7: reason (remedy)`, on one line.
    public var description: String {
        let text = "\(file)\(line.map { ":\($0)" } ?? ""): \(reason) (\(remedy))"
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
