#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TestSupport

extension Repo {
    /// A project under this target's Fixtures folder.
    static func fixture(_ name: String) -> URL {
        url("Tests/ShortcutImportTests/Fixtures/\(name)")
    }
}
