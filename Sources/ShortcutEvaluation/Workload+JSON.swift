import StrictJSON

// A workload read from a parsed JSON document, member by member in the order a synthesized
// `Decodable` would read them, so the first problem reported is the one JSONDecoder named.

extension Workload {
    /// Why a document is not a workload, as the rest of a one-line message.
    struct Problem: Error {
        var reason: String

        /// A member the contract requires is absent from the object at `path`.
        static func missing(_ key: String, at path: String) -> Problem {
            Problem(reason: "misses \"\(key)\" at \(described(path)) (see CONTRACTS.md §4)")
        }

        /// The value at `path` is not of the type the contract gives it.
        static func wrongType(at path: String) -> Problem {
            Problem(reason: "has a wrong type at \(described(path)) (see CONTRACTS.md §4)")
        }

        private static func described(_ path: String) -> String { path == "$" ? "the top level" : path }
    }

    init(_ document: JSONValue) throws(Problem) {
        let members = try Self.object(document, at: "$")
        name = try Self.string(members, "name", at: "$")
        locale = try Self.string(members, "locale", at: "$")
        phrases = try Self.array(members, "phrases", at: "$") { (value, path) throws(Problem) in
            let members = try Self.object(value, at: path)
            return Phrase(intent: try Self.string(members, "intent", at: path), text: try Self.string(members, "text", at: path))
        }
        queries = try Self.array(members, "queries", at: "$") { (value, path) throws(Problem) in
            let members = try Self.object(value, at: path)
            return Query(text: try Self.string(members, "text", at: path), intent: try Self.optionalString(members, "intent", at: path))
        }
    }

    private static func object(_ value: JSONValue, at path: String) throws(Problem) -> JSONValue {
        guard case .object = value else { throw .wrongType(at: path) }
        return value
    }

    private static func member(_ object: JSONValue, _ key: String, at path: String) throws(Problem) -> JSONValue {
        guard let value = object[key] else { throw .missing(key, at: path) }
        return value
    }

    private static func string(_ object: JSONValue, _ key: String, at path: String) throws(Problem) -> String {
        guard case .string(let text) = try member(object, key, at: path) else { throw .wrongType(at: path + "." + key) }
        return text
    }

    /// Absent and `null` both mean nil.
    private static func optionalString(_ object: JSONValue, _ key: String, at path: String) throws(Problem) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw .wrongType(at: path + "." + key)
        }
    }

    private static func array<Element>(
        _ object: JSONValue, _ key: String, at path: String, element: (JSONValue, String) throws(Problem) -> Element
    ) throws(Problem) -> [Element] {
        guard case .array(let values) = try member(object, key, at: path) else { throw .wrongType(at: path + "." + key) }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for (number, value) in values.enumerated() {
            elements.append(try element(value, path + "." + key + "[\(number)]"))
        }
        return elements
    }
}
