import Foundation
import ShortcutCatalog
import ShortcutMatching
import Testing

/// Paths in the repository, found from this file.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let demo = root.appendingPathComponent("Catalogs/Demo")

    /// The Demo catalog as the repository has it.
    static func demoCatalog() throws -> Catalog {
        try Catalog.load(directory: demo)
    }
}

/// A fresh folder under the system temp directory; call `remove()` when done.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutmatching-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

extension String {
    /// The text at UTF-16 offsets `range`, or nil when the range is outside the string.
    func utf16Slice(_ range: Range<Int>) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= utf16.count, !range.isEmpty else { return nil }
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(self[start..<end])
    }
}

extension Match {
    /// The resolved parameter called `name`.
    func parameter(_ name: String) -> ResolvedParameter? {
        parameters.first { $0.name == name }
    }
}

/// What two results must agree on when one matcher was updated and the other built fresh.
struct ComparableOutcome: Equatable, CustomStringConvertible {
    var intent: String?
    var kind: MatchKind?
    var score: Float?
    var reason: NoMatchReason?
    var parameters: [String]

    init(_ result: MatchResult) {
        intent = result.match?.intent
        kind = result.match?.kind
        score = result.match?.score
        reason = result.reason
        parameters = result.match?.parameters.map {
            "\($0.name)=\($0.valueID ?? "nil")/\($0.evidence?.rawValue ?? "-")/\($0.ambiguousWith.joined(separator: ","))"
        } ?? []
    }

    func agrees(with other: ComparableOutcome) -> Bool {
        guard intent == other.intent, kind == other.kind, reason == other.reason, parameters == other.parameters else { return false }
        switch (score, other.score) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) <= 1e-6
        default: return false
        }
    }

    var description: String {
        "\(intent ?? "nil") \(kind?.rawValue ?? "-") \(score.map { "\($0)" } ?? "-") \(reason?.rawValue ?? "-") \(parameters)"
    }
}
