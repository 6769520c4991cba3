import StrictJSON

/// A StrictJSON value together with its path in a model file, so that every type check the
/// model readers make (`tokenizer.json`, the safetensors header) fails with one
/// ``DenseEmbeddingError`` saying where and what was expected.
///
/// It mirrors ShortcutCatalog's cursor over the same `JSONValue` and `JSONPath`, and differs
/// only in the error it throws; once the two error types are one, so can the cursors be.
struct JSONCursor {
    /// What every error from one document shares: the file, what the document should have
    /// been (`not a WordPiece tokenizer.json`) and what to do.
    struct Document {
        var file: String
        var subject: String
        var remedy: String
    }

    let value: JSONValue
    let path: JSONPath
    let document: Document

    /// The root of a parsed document.
    init(root: JSONValue, document: Document) {
        self.init(value: root, path: .root, document: document)
    }

    init(value: JSONValue, path: JSONPath, document: Document) {
        self.value = value
        self.path = path
        self.document = document
    }

    /// The member `key`, or nil when it is absent or `null`.
    func member(_ key: String) -> JSONCursor? {
        guard let child = value[key] else { return nil }
        if case .null = child { return nil }
        return self.child(key, child)
    }

    /// The member `key`; absent or `null` is an error saying what belongs there.
    func required(_ key: String, _ expected: String) throws(DenseEmbeddingError) -> JSONCursor {
        guard let child = member(key) else {
            throw document.error(at: path.appending(key: key), "expected \(expected)")
        }
        return child
    }

    /// A cursor on one of this object's members, for members read with ``members(_:)``.
    func child(_ key: String, _ value: JSONValue) -> JSONCursor {
        JSONCursor(value: value, path: path.appending(key: key), document: document)
    }

    /// This object's members in file order, as plain values: a 30,522-entry vocabulary
    /// should not build a path per entry unless one of them is wrong.
    func members(_ expected: String = "an object") throws(DenseEmbeddingError) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { throw wrongType(expected) }
        return members
    }

    /// This value, checked to be an object.
    func object(_ expected: String = "an object") throws(DenseEmbeddingError) -> JSONCursor {
        guard case .object = value else { throw wrongType(expected) }
        return self
    }

    func array(_ expected: String = "an array") throws(DenseEmbeddingError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw wrongType(expected) }
        return elements.enumerated().map { JSONCursor(value: $1, path: path.appending(index: $0), document: document) }
    }

    func string(_ expected: String = "a string") throws(DenseEmbeddingError) -> String {
        guard case .string(let text) = value else { throw wrongType(expected) }
        return text
    }

    func bool(_ expected: String = "true or false") throws(DenseEmbeddingError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType(expected) }
        return flag
    }

    func integer(_ expected: String = "an integer") throws(DenseEmbeddingError) -> Int {
        guard let number = Self.integer(value) else { throw wrongType(expected) }
        return number
    }

    /// An array of integers, each element's error naming its index.
    func integers(_ expected: String = "an array of integers") throws(DenseEmbeddingError) -> [Int] {
        var result: [Int] = []
        for element in try array(expected) {
            result.append(try element.integer())
        }
        return result
    }

    /// A whole number that fits an `Int`. Above 2^53 the parser's `Double` may have rounded
    /// it; ids, offsets and sizes that large are refused by the callers' range checks.
    static func integer(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value else { return nil }
        return Int(exactly: number)
    }

    func wrongType(_ expected: String) -> DenseEmbeddingError {
        document.error(at: path, "expected \(expected), found \(value.typeName)")
    }
}

extension JSONCursor.Document {
    /// `<file>: <subject>: at <path>: <reason> (<remedy>)`.
    func error(at path: JSONPath, _ reason: String) -> DenseEmbeddingError {
        DenseEmbeddingError(.malformed, file: file, reason: "\(subject): at \(path): \(reason)", remedy: remedy)
    }
}
