public import StrictJSON

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
