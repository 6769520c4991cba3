/// Why a document is not valid JSON, and where: line and column (1-based, counted in
/// characters) and the JSON path of the value being read when parsing stopped.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the offending character.
    public var line: Int
    /// 1-based column, in Unicode scalars, of the offending character.
    public var column: Int
    /// The value being read, e.g. `$.strings["Open ${applicationName}"].localizations`.
    public var path: JSONPath
    /// What is wrong, in a few words.
    public var reason: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, path: JSONPath, reason: String) {
        self.line = line
        self.column = column
        self.path = path
        self.reason = reason
    }

    /// `line 3, column 17 (at $.shortcuts[0]): expected ',' or '}'`.
    public var description: String {
        "line \(line), column \(column) (at \(path)): \(reason)"
    }
}
