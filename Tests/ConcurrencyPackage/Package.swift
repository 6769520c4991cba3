// swift-tools-version: 6.1
import PackageDescription

// One test, run under ThreadSanitizer in CI:
// `swift test --package-path Tests/ConcurrencyPackage --sanitize=thread`.
// It lives in its own package so that the sanitized build compiles the library's modules and
// this test only, not the main package's test targets and command-line tool.
let package = Package(
    name: "ShortcutPreviewConcurrency",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "shortcutpreview", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "SharedMatcherTests",
            dependencies: [.product(name: "ShortcutPreviewKit", package: "shortcutpreview")]
        ),
    ]
)
