import StrictJSON
/// Why a catalog could not be read or written.
///
/// Every error prints as one line, `<file>: <where>: <what is wrong> (<what to do>)`, so that
/// the command line can show it as `error: …` and an editor can jump to it.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind of problem, for callers that react differently (tests, exit codes).
    public enum Kind: String, Sendable, Equatable {
        /// A required file or folder does not exist.
        case missingFile
        /// The file exists but could not be read or written.
        case unreadableFile
        /// The file is larger than ``CatalogError/maximumFileSize``.
        case fileTooLarge
        /// The file has no content.
        case emptyFile
        /// The bytes are not valid UTF-8 (or UTF-16 with a byte order mark, for .strings).
        case invalidEncoding
        /// Not valid JSON or not a valid .strings file.
        case syntax
        /// A JSON value has the wrong type, e.g. a number where a list of phrases belongs.
        case wrongType
        /// A required value is absent.
        case missingValue
        /// A value has the right type but an unusable content.
        case invalidValue
        /// `${` without its closing `}` in a phrase.
        case unterminatedPlaceholder
        /// A locale tag that is not well-formed BCP 47 or names no known language.
        case invalidLocale
        /// A String Catalog version this tool does not know.
        case unsupportedVersion
        /// Refused to replace an existing file.
        case alreadyExists
        /// More of something than ``CatalogLimits`` allows (values in a type, phrases in a locale).
        case overLimit
    }

    /// Files bigger than this are refused before reading: catalogs are kilobytes, and a
    /// mistaken path to a video must not exhaust memory.
    public static let maximumFileSize = 50 * 1024 * 1024

    /// What kind of problem this is.
    public var kind: Kind
    /// The file, as the user named it (relative paths stay relative).
    public var file: String
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
        _ kind: Kind, file: String, position: String? = nil, jsonPath: JSONPath? = nil,
        key: String? = nil, locale: String? = nil, reason: String, remedy: String
    ) {
        self.kind = kind
        self.file = file
        self.position = position
        self.jsonPath = jsonPath
        self.key = key
        self.locale = locale
        self.reason = reason
        self.remedy = remedy
    }

    /// One line: `AppShortcuts.json: line 4, column 2 at $.shortcuts[0]: expected ',' (fix the JSON syntax)`.
    public var description: String {
        var context: [String] = []
        if let position { context.append(position) }
        if let jsonPath, !jsonPath.components.isEmpty { context.append("at \(jsonPath)") }
        if let key { context.append("key \(JSONWriter.quoted(key))") }
        if let locale { context.append("locale \(locale)") }
        var line = file.isEmpty ? "" : file + ": "
        if !context.isEmpty { line += context.joined(separator: ", ") + ": " }
        line += reason + " (" + remedy + ")"
        return Self.singleLine(line)
    }

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
