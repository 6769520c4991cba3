#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A labelled workload (CONTRACTS.md §4): example phrases per intent and test queries.
public struct Workload: Sendable, Decodable {
    /// One example phrase.
    public struct Phrase: Sendable, Decodable {
        /// Its intent.
        public var intent: String
        /// Its text.
        public var text: String
    }

    /// One query and the intent it should match, or nil for out of scope.
    public struct Query: Sendable, Decodable {
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
        guard !data.isEmpty else { throw WorkloadError(file: path, reason: "is empty (expected a workload JSON object)") }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw WorkloadError(file: path, reason: "is not valid UTF-8")
        }
        let workload: Workload
        do {
            workload = try JSONDecoder().decode(Workload.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw WorkloadError(file: path, reason: "misses \"\(key.stringValue)\" at \(Self.path(context)) (see CONTRACTS.md §4)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw WorkloadError(file: path, reason: "has a wrong type at \(Self.path(context)) (see CONTRACTS.md §4)")
        } catch {
            throw WorkloadError(file: path, reason: "is not valid JSON (truncated or malformed)")
        }
        // Accuracy over nothing would print as 0.0 and read as a result.
        guard !workload.queries.isEmpty else { throw WorkloadError(file: path, reason: "has no queries (add some to \"queries\")") }
        guard !workload.phrases.isEmpty else { throw WorkloadError(file: path, reason: "has no phrases (add some to \"phrases\")") }
        return workload
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        return components.isEmpty ? "the top level" : "$" + components.joined()
    }
}

/// A workload file that cannot be used.
public struct WorkloadError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What is wrong, and what to do.
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}
