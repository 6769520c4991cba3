public import ShortcutPreviewCore
import StrictJSON
/// A phrase as written in a catalog, with `${applicationName}` and `${parameter}`
/// placeholders split out so that expansion and lint need not re-scan the text.
public struct PhraseTemplate: Sendable, Hashable, CustomStringConvertible {
    /// A run of literal text or one placeholder.
    public enum Segment: Sendable, Hashable {
        /// Literal text.
        case text(String)
        /// `${name}`; the name without `${` and `}`.
        case placeholder(String)
    }

    /// The placeholder name Xcode uses for the app's name.
    public static let applicationName = "applicationName"

    /// The phrase exactly as written.
    public let text: String
    /// The phrase split into text and placeholders, in order.
    public let segments: [Segment]

    /// Parses `text`. A `${` without a closing `}`, or an empty `${}`, is an error that names
    /// `file`, `key` (or the JSON path) and `locale`, because such a phrase would reach Siri
    /// with the raw `${` in it.
    public init(
        _ text: String, file: String, key: String? = nil, jsonPath: JSONPath? = nil, locale: String? = nil
    ) throws(ShortcutPreviewError) {
        let pieces: [PlaceholderScanner.Piece]
        do {
            pieces = try PlaceholderScanner.pieces(of: text)
        } catch {
            var error = error
            error.file = file
            error.position = nil
            error.jsonPath = jsonPath
            error.key = key
            error.locale = locale
            throw error
        }
        let units = Array(text.utf16)
        self.text = text
        self.segments = pieces.map { piece in
            switch piece {
            case .literal(let range): .text(String(decoding: units[range], as: UTF16.self))
            case .placeholder(let name, _): .placeholder(name)
            }
        }
    }

    /// Placeholder names in order of appearance, repeats included.
    public var placeholders: [String] {
        segments.compactMap {
            if case .placeholder(let name) = $0 { return name }
            return nil
        }
    }

    /// Placeholder names other than `applicationName`, in order, without repeats.
    public var parameterNames: [String] {
        var seen: [String] = []
        for name in placeholders where name != Self.applicationName && !seen.contains(name) {
            seen.append(name)
        }
        return seen
    }

    /// How many times `${applicationName}` appears (Xcode requires exactly one).
    public var applicationNameCount: Int {
        placeholders.filter { $0 == Self.applicationName }.count
    }

    /// The text with each placeholder replaced by `substitution(name)`; a nil substitution
    /// keeps the placeholder as written.
    public func rendered(_ substitution: (String) -> String?) -> String {
        var output = ""
        for segment in segments {
            switch segment {
            case .text(let text): output += text
            case .placeholder(let name): output += substitution(name) ?? "${\(name)}"
            }
        }
        return output
    }

    /// The phrase as written.
    public var description: String { text }
}
