public import ShortcutPreviewCore
import StrictJSON

/// A labelled workload (CONTRACTS.md §4): example phrases per intent and test queries.
public struct Workload: Sendable {
    /// One example phrase.
    public struct Phrase: Sendable {
        /// Its intent.
        public var intent: String
        /// Its text.
        public var text: String
    }

    /// One query and the intent it should match, or nil for out of scope.
    public struct Query: Sendable {
        /// Its text.
        public var text: String
        /// The right intent, or nil when nothing should match.
        public var intent: String?
    }

    /// The workload's name.
    public var name: String
    /// Its locale (BCP 47).
    public var locale: String
    /// The example phrases.
    public var phrases: [Phrase]
    /// The queries.
    public var queries: [Query]

    /// Reads a workload file. Errors name the file and what is wrong in one line.
    public static func load(path: String) throws(ShortcutPreviewError) -> Workload {
        try parse(InputFile.read(URL(fileURLWithPath: path), displayName: path), file: path)
    }

    /// Reads a workload from a file's bytes; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(ShortcutPreviewError) -> Workload {
        guard !bytes.isEmpty else { throw ShortcutPreviewError(.emptyFile, file: file, reason: "is empty (expected a workload JSON object)", remedy: "") }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ShortcutPreviewError(.invalidEncoding, file: file, reason: "is not valid UTF-8", remedy: "")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw ShortcutPreviewError(.syntax, file: file, reason: "is not valid JSON (truncated or malformed)", remedy: "")
        }
        let workload: Workload
        do {
            workload = try Workload(document)
        } catch let problem {
            throw ShortcutPreviewError(.invalidValue, file: file, reason: problem.reason, remedy: "")
        }
        // Accuracy over nothing would print as 0.0 and read as a result.
        guard !workload.queries.isEmpty else { throw ShortcutPreviewError(.missingValue, file: file, reason: "has no queries (add some to \"queries\")", remedy: "") }
        guard !workload.phrases.isEmpty else { throw ShortcutPreviewError(.missingValue, file: file, reason: "has no phrases (add some to \"phrases\")", remedy: "") }
        return workload
    }
}

