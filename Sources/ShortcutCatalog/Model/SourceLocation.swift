import ShortcutPreviewCore
import StrictJSON
/// Where a piece of the catalog came from, so that lint and match can point at it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, as shown to the user (e.g. `Catalogs/Demo/AppShortcuts.xcstrings`).
    public var file: String
    /// The String Catalog or .strings key, or the manifest's JSON path.
    public var key: String?
    /// The 1-based line, where known (.strings files).
    public var line: Int?

    /// Creates a location.
    public init(file: String, key: String? = nil, line: Int? = nil) {
        self.file = file
        self.key = key
        self.line = line
    }

    /// `file:line` or `file`, then the key in quotes.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += " " + JSONString.quoted(key) }
        return text
    }
}
