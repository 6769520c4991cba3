public import Foundation

/// The package's executables as SwiftPM built them for this test run.
public enum Binary {
    /// The built `shortcutpreview`, or nil when it is not there.
    public static let url: URL? = locate("shortcutpreview")

    /// The built executable `name` (`shortcutpreview`, `shortcutpreview-import`,
    /// `shortcutpreview-serve`, ...), or nil when it is not there.
    ///
    /// SwiftPM puts executables in the folder of the test bundle: on Linux the bundle is itself
    /// an executable there; on macOS it is `X.xctest/Contents/MacOS/X`, three folders deeper.
    /// The scratch folders beside Package.swift are the last resort.
    public static func locate(_ name: String) -> URL? {
        var candidates: [URL] = []
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if exe.path != "/proc/self/exe" {
            let folder = exe.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent(name))
            candidates.append(folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(name))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        }
        for scratch in [".build-tests", ".build"] {
            candidates.append(Repo.url("\(scratch)/debug/\(name)"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
