// swift-tools-version: 6.1
import PackageDescription

// A client of the library, as an app developer would write one: it depends on the root
// package by path and uses only the `ShortcutPreviewKit` product. Its test matches from many
// tasks on one shared matcher while parameter values change. CI builds the package once under
// ThreadSanitizer and runs both (.ci/run):
// `swift test --package-path Tests/ClientPackage --sanitize=thread` and
// `swift run --package-path Tests/ClientPackage --sanitize=thread ShortcutPreviewClient`.
// Being its own package, the sanitized build compiles only the library's modules and this
// package, not the main package's tests, command-line tools or swift-syntax.
let package = Package(
    name: "ShortcutPreviewClient",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that the product reference below does not depend on the clone's folder name.
        .package(name: "shortcutpreview", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ShortcutPreviewClient",
            dependencies: [.product(name: "ShortcutPreviewKit", package: "shortcutpreview")]
        ),
        .testTarget(
            name: "SharedMatcherTests",
            dependencies: [.product(name: "ShortcutPreviewKit", package: "shortcutpreview")]
        ),
    ]
)
