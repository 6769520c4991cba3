/// A JSON value that keeps object members in the order they appear in the file.
///
/// Order matters twice here: phrases keep their source order, and files we write
/// must match Xcode's byte for byte, so a `Dictionary` (unordered) will not do.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number, as a `Double`.
    case number(Double)
    /// A string, already unescaped.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object's members in file order; duplicate keys are kept as written.
    case object([(String, JSONValue)])

    /// The value of the last member named `key` (the one JSONSerialization would keep),
    /// or nil when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.0 == key })?.1
    }

    /// The JSON type name used in error messages ("object", "array", "string"…).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Structural equality; objects compare members pairwise in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
