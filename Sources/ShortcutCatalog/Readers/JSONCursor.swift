import ShortcutPreviewCore
import StrictJSON
/// A JSON value together with its path and file, so that every type check a reader makes
/// can fail with an error that says exactly where and what was expected.
struct JSONCursor {
    let value: JSONValue
    let path: JSONPath
    let file: String

    /// The member `key`, or nil when absent (or `null`).
    func member(_ key: String) -> JSONCursor? {
        guard let child = value[key] else { return nil }
        if case .null = child { return nil }
        return JSONCursor(value: child, path: path.appending(key: key), file: file)
    }

    /// The member `key`; missing is an error describing what belongs there.
    func required(_ key: String, _ expected: String) throws(ShortcutPreviewError) -> JSONCursor {
        guard let child = member(key) else {
            throw ShortcutPreviewError(
                .missingValue, file: file, jsonPath: path.appending(key: key),
                reason: "missing \(JSONString.quoted(key)) (\(expected))", remedy: "add it")
        }
        return child
    }

    func string(_ expected: String = "a string") throws(ShortcutPreviewError) -> String {
        guard case .string(let text) = value else { throw wrongType(expected) }
        return text
    }

    func array(_ expected: String = "an array") throws(ShortcutPreviewError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw wrongType(expected) }
        return elements.enumerated().map { JSONCursor(value: $1, path: path.appending(index: $0), file: file) }
    }

    func object(_ expected: String = "an object") throws(ShortcutPreviewError) -> [(key: String, value: JSONCursor)] {
        guard case .object(let members) = value else { throw wrongType(expected) }
        return members.map { (key: $0.0, value: JSONCursor(value: $0.1, path: path.appending(key: $0.0), file: file)) }
    }

    func strings(_ expected: String) throws(ShortcutPreviewError) -> [String] {
        var result: [String] = []
        for element in try array(expected) {
            result.append(try element.string(expected))
        }
        return result
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    func wrongType(_ expected: String) -> ShortcutPreviewError {
        ShortcutPreviewError(
            .wrongType, file: file, jsonPath: path,
            reason: "expected \(expected), found \(value.typeName)", remedy: "fix the value's type")
    }
}
