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
        .executable(name: "shortcutpreview-import", targets: ["shortcutpreview-import"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
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
        // The peer-comparison harness behind `shortcutpreview eval` (workloads, run_peer.py's
        // metrics); not in the ShortcutPreviewKit product, which ships only what apps match with.
        .target(name: "ShortcutEvaluation", dependencies: ["StrictJSON", "ShortcutMatching"]),
        // Static token embeddings (model2vec format) and a dense phrase index.
        // Model/ is the shipped model folder, read at run time, not compiled.
        .target(name: "DenseEmbedding", dependencies: ["StrictJSON"], exclude: ["Model"]),
        // Reads an app's Swift sources, Info.plist and string files into a catalog; swift-syntax's
        // parser only (no compiler plugin), so only the importer and the tool pay for it.
        .target(
            name: "ShortcutImport",
            dependencies: [
                "StrictJSON",
                "ShortcutCatalog",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The importer as its own tool, which `shortcutpreview import` and `--project` run: it
        // keeps swift-syntax out of the build of `swift run shortcutpreview` (the README's first
        // command), which must stay fast on a 2-core machine.
        .executableTarget(
            name: "shortcutpreview-import",
            dependencies: [
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "shortcutpreview",
            dependencies: [
                "TextAnalysis",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutMatching",
                "ShortcutLint",
                "DenseEmbedding",
                "ShortcutEvaluation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TextAnalysisTests", dependencies: ["TextAnalysis"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "ShortcutCatalogTests", dependencies: ["ShortcutCatalog", "StrictJSON"]),
        .testTarget(name: "DenseEmbeddingTests", dependencies: ["DenseEmbedding"], exclude: ["Fixtures"]),
        .testTarget(name: "ShortcutLintTests", dependencies: ["ShortcutLint", "ShortcutCatalog", "StrictJSON", "shortcutpreview"]),
        .testTarget(name: "ShortcutMatchingTests", dependencies: ["ShortcutMatching", "ShortcutCatalog"]),
        .testTarget(name: "ShortcutEvaluationTests", dependencies: ["ShortcutEvaluation", "ShortcutMatching"]),
        .testTarget(name: "CLITests", dependencies: ["shortcutpreview"]),
        .testTarget(name: "ShortcutImportTests", dependencies: ["ShortcutImport", "ShortcutCatalog", "StrictJSON", "shortcutpreview", "shortcutpreview-import"], exclude: ["Fixtures"]),
    ]
)

// Swift 6 language mode everywhere, plus the upcoming features we rely on.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
