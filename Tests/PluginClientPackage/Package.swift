// swift-tools-version: 6.1
import PackageDescription

// An app's own package that uses the shortcutpreview command plugin: `swift package
// shortcutpreview lint` and `swift package shortcutpreview test Tests.jsonl` read the App
// Shortcuts in App/ through `--project` on this folder. CI runs both (.ci/run).
let package = Package(
    name: "Listy",
    dependencies: [
        .package(name: "shortcutpreview", path: "../.."),
    ],
    targets: [
        // The app's code that builds on every platform; App/ holds what needs App Intents.
        .target(name: "ListyKit"),
    ]
)
