// swift-tools-version: 6.1
import PackageDescription

// The pipeline, one module per step: text analysis (over ICU), catalog files, dense
// vectors, the similarity index and matcher, lint, and the command-line tool on top;
// under catalog files and dense vectors, one strict JSON reader and writer.
let package = Package(
    name: "shortcutpreview",
    platforms: [.macOS(.v15)],
    products: [
        .library(
            name: "ShortcutPreviewKit",
            targets: ["TextAnalysis", "StrictJSON", "ShortcutCatalog", "ShortcutMatching", "ShortcutLint", "DenseEmbedding"]
        ),
        .executable(name: "shortcutpreview", targets: ["shortcutpreview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system ICU, seen only by ICUBridge's C file; Swift never imports it,
        // because its headers clash with the ICU that Foundation bundles.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
        ),
        .target(name: "ICUBridge", dependencies: ["CICU"]),
        .target(name: "TextAnalysis", dependencies: ["ICUBridge"]),
        .target(name: "ShortcutMatching", dependencies: ["TextAnalysis", "ShortcutCatalog", "DenseEmbedding"]),
        // RFC 8259 with member order kept, and Xcode's String Catalog layout; stdlib only.
        .target(name: "StrictJSON"),
        .target(name: "ShortcutCatalog", dependencies: ["StrictJSON"]),
        .target(name: "ShortcutLint", dependencies: ["StrictJSON", "ShortcutCatalog", "TextAnalysis", "ShortcutMatching"]),
        // Static token embeddings (model2vec format) and a dense phrase index.
        // Model/ is the shipped model folder, read at run time, not compiled.
        .target(name: "DenseEmbedding", dependencies: ["StrictJSON"], exclude: ["Model"]),
        .executableTarget(
            name: "shortcutpreview",
            dependencies: [
                "TextAnalysis",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutMatching",
                "ShortcutLint",
                "DenseEmbedding",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TextAnalysisTests", dependencies: ["TextAnalysis"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "ShortcutCatalogTests", dependencies: ["ShortcutCatalog", "StrictJSON"]),
        .testTarget(name: "DenseEmbeddingTests", dependencies: ["DenseEmbedding"], exclude: ["Fixtures"]),
        .testTarget(name: "ShortcutLintTests", dependencies: ["ShortcutLint", "ShortcutCatalog", "StrictJSON", "shortcutpreview"]),
        .testTarget(name: "ShortcutMatchingTests", dependencies: ["ShortcutMatching", "ShortcutCatalog"]),
        .testTarget(name: "CLITests", dependencies: ["shortcutpreview"]),
    ]
)

// Swift 6 language mode everywhere, plus the upcoming features we rely on.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
