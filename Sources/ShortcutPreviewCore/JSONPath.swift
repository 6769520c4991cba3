/// Where a value sits inside a JSON document, printed as `$.shortcuts[0].phrases`.
///
/// Errors carry one so that a user with a 10,000-line file can find the bad value.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down into a document.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// The document root, `$`.
    public static let root = JSONPath(components: [])

    /// A path made of the given steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// This path extended by one member name.
    public func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path extended by one array index.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// `$`, then `.name` for identifier-like keys, `["…"]` for other keys, `[n]` for indexes.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    text += "." + key
                } else {
                    text += "[" + JSONString.quoted(key) + "]"
                }
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) }
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
