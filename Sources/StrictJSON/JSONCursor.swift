public import ShortcutPreviewCore

/// A parsed JSON value together with its path and file, so that every type check a reader
/// makes (catalogs, manifests, tokenizer.json, safetensors headers) fails with one
/// `ShortcutPreviewError` saying where and what was expected.
public struct JSONCursor: Sendable {
    /// How a document's errors read. Catalog files say `missing "x" (add it)` and name the JSON
    /// path apart; a model file says what the document should have been (`not a WordPiece
    /// tokenizer.json: at $.model: …`) and one remedy for the whole file.
    public struct Context: Sendable {
        /// The file as the user named it.
        public var file: String
        /// What the document is not, when a value is wrong (nil for catalog files).
        public var subject: String?
        /// One remedy for every error in the document (nil: a remedy per kind of error).
        public var remedy: String?

        /// Creates a context; see the properties.
        public init(file: String, subject: String? = nil, remedy: String? = nil) {
            self.file = file
            self.subject = subject
            self.remedy = remedy
        }
    }

    /// The value under the cursor.
    public let value: JSONValue
    /// Where the value sits in its document.
    public let path: JSONPath
    /// The document's file and how its errors read.
    public let context: Context

    /// A cursor on `value` at `path` of the document described by `context`.
    public init(_ value: JSONValue, path: JSONPath = .root, context: Context) {
        self.value = value
        self.path = path
        self.context = context
    }

    /// A cursor on `value` at `path` of `file`, read as a catalog file.
    public init(value: JSONValue, path: JSONPath = .root, file: String) {
        self.init(value, path: path, context: Context(file: file))
    }

    /// The file the cursor reads.
    public var file: String { context.file }

    /// The member `key`, or nil when it is absent or `null`.
    public func member(_ key: String) -> JSONCursor? {
        guard let child = value[key] else { return nil }
        if case .null = child { return nil }
        return self.child(key, child)
    }

    /// The member `key`; absent or `null` is an error saying what belongs there.
    public func required(_ key: String, _ expected: String) throws(ShortcutPreviewError) -> JSONCursor {
        guard let child = member(key) else {
            throw error(
                .missingValue, at: path.appending(key: key),
                context.subject == nil ? "missing \(JSONString.quoted(key)) (\(expected))" : "expected \(expected)",
                remedy: "add it")
        }
        return child
    }

    /// A cursor on one of this object's members, for members read with ``members(_:)``.
    public func child(_ key: String, _ value: JSONValue) -> JSONCursor {
        JSONCursor(value, path: path.appending(key: key), context: context)
    }

    /// This object's members in file order, as plain values: a 30,522-entry vocabulary
    /// should not build a path per entry unless one of them is wrong.
    public func members(_ expected: String = "an object") throws(ShortcutPreviewError) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { throw wrongType(expected) }
        return members
    }

    /// This object's members in file order, each with its own cursor.
    public func object(_ expected: String = "an object") throws(ShortcutPreviewError) -> [(key: String, value: JSONCursor)] {
        try members(expected).map { (key: $0.0, value: child($0.0, $0.1)) }
    }

    /// This cursor, checked to be on an object.
    public func checkedObject(_ expected: String = "an object") throws(ShortcutPreviewError) -> JSONCursor {
        guard isObject else { throw wrongType(expected) }
        return self
    }

    /// Whether the value is an object.
    public var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// The elements, each with its own cursor.
    public func array(_ expected: String = "an array") throws(ShortcutPreviewError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw wrongType(expected) }
        return elements.enumerated().map { JSONCursor($1, path: path.appending(index: $0), context: context) }
    }

    /// The value as a string.
    public func string(_ expected: String = "a string") throws(ShortcutPreviewError) -> String {
        guard case .string(let text) = value else { throw wrongType(expected) }
        return text
    }

    /// An array of strings, each element's error naming its index.
    public func strings(_ expected: String) throws(ShortcutPreviewError) -> [String] {
        var result: [String] = []
        for element in try array(expected) {
            result.append(try element.string(expected))
        }
        return result
    }

    /// The value as a Boolean.
    public func bool(_ expected: String = "true or false") throws(ShortcutPreviewError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType(expected) }
        return flag
    }

    /// The value as a whole number that fits an `Int`.
    public func integer(_ expected: String = "an integer") throws(ShortcutPreviewError) -> Int {
        guard let integer = Self.integer(value) else { throw wrongType(expected) }
        return integer
    }

    /// An array of integers, each element's error naming its index.
    public func integers(_ expected: String = "an array of integers") throws(ShortcutPreviewError) -> [Int] {
        var result: [Int] = []
        for element in try array(expected) {
            result.append(try element.integer())
        }
        return result
    }

    /// `value` as a whole number that fits an `Int`, or nil. Above 2^53 the parser's `Double`
    /// may have rounded it; ids, offsets and sizes that large are refused by the callers' checks.
    public static func integer(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value else { return nil }
        return Int(exactly: number)
    }

    /// The error for a value of the wrong type here.
    public func wrongType(_ expected: String) -> ShortcutPreviewError {
        error(.wrongType, at: path, "expected \(expected), found \(value.typeName)", remedy: "fix the value's type")
    }

    /// An error at `path` of this document, worded as the context says.
    public func error(_ code: ShortcutPreviewError.Code, at path: JSONPath, _ reason: String, remedy: String) -> ShortcutPreviewError {
        guard let subject = context.subject else {
            return ShortcutPreviewError(code, file: context.file, jsonPath: path, reason: reason, remedy: context.remedy ?? remedy)
        }
        // Model files keep one code for a malformed document, and say what it should have been.
        return ShortcutPreviewError(
            .syntax, file: context.file, reason: "\(subject): at \(path): \(reason)", remedy: context.remedy ?? remedy)
    }
}
