/// Why an input could not be read, checked or used: a catalog, a model file, a phrase, a
/// workload or a project.
///
/// Every module throws this one type, so that a caller (the command line, an editor plugin, a
/// build step) handles errors in one place. It prints as one line,
/// `<file>: <where>: <what is wrong> (<what to do>)`, which a terminal shows as `error: …` and
/// an editor can jump to. New kinds of failure add a ``Code``, which does not break a caller's
/// `switch` (see ``Code``).
public struct ShortcutPreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// The file, as the user named it (relative paths stay relative); empty when no file is involved.
    public var file: String
    /// The 1-based line in `file`, printed as `file:line:` so that an editor can jump to it.
    public var line: Int?
    /// `line 3, column 7` for syntax errors.
    public var position: String?
    /// The JSON path of the offending value.
    public var jsonPath: JSONPath?
    /// The catalog or .strings key involved.
    public var key: String?
    /// The locale involved.
    public var locale: String?
    /// What is wrong.
    public var reason: String
    /// What the user should do about it.
    public var remedy: String

    /// Creates an error; see the properties for the meaning of each part.
    public init(
        _ code: Code, file: String = "", line: Int? = nil, position: String? = nil, jsonPath: JSONPath? = nil,
        key: String? = nil, locale: String? = nil, reason: String, remedy: String
    ) {
        self.code = code
        self.file = file
        self.line = line
        self.position = position
        self.jsonPath = jsonPath
        self.key = key
        self.locale = locale
        self.reason = reason
        self.remedy = remedy
    }

    /// The same error, said of `file`: readers below the file layer (the JSON parser, the
    /// template scanner) do not know which file they read.
    public func inFile(_ file: String) -> ShortcutPreviewError {
        var copy = self
        copy.file = file
        return copy
    }

    /// One line: `AppShortcuts.json: line 4, column 2, at $.shortcuts[0]: expected ',' (fix the JSON syntax)`.
    public var description: String {
        var context: [String] = []
        if let position { context.append(position) }
        if let jsonPath, !jsonPath.components.isEmpty { context.append("at \(jsonPath)") }
        if let key { context.append("key \(JSONString.quoted(key))") }
        if let locale { context.append("locale \(locale)") }
        var text = file.isEmpty ? "" : file + (line.map { ":\($0)" } ?? "") + ": "
        if !context.isEmpty { text += context.joined(separator: ", ") + ": " }
        text += reason
        if !remedy.isEmpty { text += " (" + remedy + ")" }
        return Self.singleLine(text)
    }

    // A reason may quote user text with line breaks; the message must stay one line.
    private static func singleLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
