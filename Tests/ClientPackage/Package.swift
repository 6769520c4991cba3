// swift-tools-version: 6.1
import PackageDescription

// A client of the library, as an app developer would write one: it depends on the root
// package by path and uses only the `ShortcutPreviewKit` product. CI runs it with
// `swift run --package-path Tests/ClientPackage ShortcutPreviewClient`.
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
    ]
)
