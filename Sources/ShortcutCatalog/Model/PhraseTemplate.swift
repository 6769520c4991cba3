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
    ) throws(CatalogError) {
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            literal += rest[rest.startIndex..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}") else {
                throw CatalogError(
                    .unterminatedPlaceholder, file: file, jsonPath: jsonPath, key: key, locale: locale,
                    reason: "'${' has no closing '}' in phrase \(JSONWriter.quoted(text))",
                    remedy: "close the placeholder, e.g. ${applicationName}")
            }
            let name = String(afterOpen[afterOpen.startIndex..<close])
            guard !name.isEmpty, !name.contains("${"), name.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace }) else {
                throw CatalogError(
                    .unterminatedPlaceholder, file: file, jsonPath: jsonPath, key: key, locale: locale,
                    reason: "placeholder '${\(name)}' in phrase \(JSONWriter.quoted(text)) is not a name",
                    remedy: "write ${applicationName} or ${parameterName}")
            }
            if !literal.isEmpty {
                segments.append(.text(literal))
                literal = ""
            }
            segments.append(.placeholder(name))
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.text = text
        self.segments = segments
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
