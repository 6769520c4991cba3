// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, one small executable per reader, kept out of the main package so that
// `swift test` never builds them. Build and run them with `Fuzz/run.sh` (README, "Fuzzing"):
// every module, the library's included, is compiled with -sanitize=fuzzer,address.
let fuzzTargets = [
    "FuzzJSON", "FuzzStringCatalog", "FuzzLegacyStrings", "FuzzManifest",
    "FuzzSafeTensors", "FuzzTokenizer", "FuzzAnalyzer", "FuzzMatcher",
]

let package = Package(
    name: "shortcutpreview-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "shortcutpreview", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's driver, which each target's entry point calls.
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "ShortcutPreviewKit", package: "shortcutpreview")]
        ),
        // The Swift importer, with swift-syntax's parser (instrumented too).
        .executableTarget(
            name: "FuzzImporter",
            dependencies: [
                "FuzzSupport", "CFuzzerDriver",
                .product(name: "ShortcutImportKit", package: "shortcutpreview"),
                .product(name: "ShortcutPreviewKit", package: "shortcutpreview"),
            ]
        ),
    ] + fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport", "CFuzzerDriver", .product(name: "ShortcutPreviewKit", package: "shortcutpreview")]
        )
    }
)
