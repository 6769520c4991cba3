#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    public static func load(path: String) throws(WorkloadError) -> Workload {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw WorkloadError(file: path, reason: "cannot be read (check the path)")
        }
        return try parse(Array(data), file: path)
    }

    /// Reads a workload from a file's bytes; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(WorkloadError) -> Workload {
        guard !bytes.isEmpty else { throw WorkloadError(file: file, reason: "is empty (expected a workload JSON object)") }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw WorkloadError(file: file, reason: "is not valid UTF-8")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw WorkloadError(file: file, reason: "is not valid JSON (truncated or malformed)")
        }
        let workload: Workload
        do {
            workload = try Workload(document)
        } catch let problem {
            throw WorkloadError(file: file, reason: problem.reason)
        }
        // Accuracy over nothing would print as 0.0 and read as a result.
        guard !workload.queries.isEmpty else { throw WorkloadError(file: file, reason: "has no queries (add some to \"queries\")") }
        guard !workload.phrases.isEmpty else { throw WorkloadError(file: file, reason: "has no phrases (add some to \"phrases\")") }
        return workload
    }
}

/// A workload file that cannot be used.
public struct WorkloadError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What is wrong, and what to do.
    public var reason: String

    /// `file: reason`, one line.
    public var description: String { "\(file): \(reason)" }
}
