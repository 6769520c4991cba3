// JSONSerialization is not in FoundationEssentials.
import Foundation
import TestSupport
import Testing

/// A usage or input error: exit 2, nothing on stdout, one `error:` line on stderr that names `naming`.
func expectUsageError(_ run: Run, naming: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 2, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderrLines.count == 1, "stderr must be one line: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
    if let naming {
        #expect(run.stderr.contains(naming), "the message should name \(naming): \(run.stderr)", sourceLocation: sourceLocation)
    }
}

/// Parses one JSON object.
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
}
