import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

extension Repo {
    /// The Demo catalog as the repository has it.
    static func demoCatalog() throws -> Catalog {
        try Catalog.load(directory: catalogFolder("Demo"))
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
