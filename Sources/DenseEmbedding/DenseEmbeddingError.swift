/// Why a model file could not be read or used.
///
/// Every error prints as one line, `<file>: <what is wrong> (<what to do>)`, so that a command
/// line can show it as `error: …`.
public struct DenseEmbeddingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind of problem, for callers that react differently (tests, fallbacks).
    public enum Kind: String, Sendable, Equatable {
        /// A required file or folder does not exist.
        case missingFile
        /// The file exists but could not be read.
        case unreadableFile
        /// The file is shorter than its own header says.
        case truncated
        /// A header or JSON document is malformed.
        case malformed
        /// A value is well-formed but unusable: a wrong shape, dtype or size.
        case invalidValue
        /// A tokenizer or model feature this reader does not implement.
        case unsupported
        /// No model folder was found in any of the places searched.
        case notFound
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The file or folder involved, as it was named.
    public var file: String
    /// What is wrong.
    public var reason: String
    /// What the user should do about it.
    public var remedy: String

    /// Creates an error; see the properties for the meaning of each part.
    public init(_ kind: Kind, file: String, reason: String, remedy: String) {
        self.kind = kind
        self.file = file
        self.reason = reason
        self.remedy = remedy
    }

    /// One line: `Model/model.safetensors: header length 9000000000 exceeds the file size 120 (the file is truncated or not safetensors)`.
    public var description: String {
        var line = file.isEmpty ? "" : file + ": "
        line += reason + " (" + remedy + ")"
        var result = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
