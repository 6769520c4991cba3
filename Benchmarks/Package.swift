// swift-tools-version: 6.1
import PackageDescription

// Kept out of the main package so `swift test` never builds the benchmark harness.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "shortcutpreview-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "shortcutpreview", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TextAnalysisBenchmarks",
            dependencies: [
                .product(name: "ShortcutPreviewKit", package: "shortcutpreview"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TextAnalysis",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MatchingBenchmarks",
            dependencies: [
                .product(name: "ShortcutPreviewKit", package: "shortcutpreview"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Matching",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // 10 million matches, resident memory after warm-up and at the end (Docs/hardening.md, "Soak");
        // not a package-benchmark target, so it runs as a plain release executable. Not under
        // a folder named Benchmarks: the benchmark plugin runs every executable target whose
        // folder's parent has that name (this package's own folder, for a path of "Soak").
        .executableTarget(
            name: "shortcutpreview-soak",
            dependencies: [.product(name: "ShortcutPreviewKit", package: "shortcutpreview")],
            path: "Executables/Soak"
        ),
    ]
)
