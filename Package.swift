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
            targets: ["ShortcutPreviewCore", "TextAnalysis", "StrictJSON", "ShortcutCatalog", "ShortcutMatching", "ShortcutLint", "DenseEmbedding"]
        ),
        .executable(name: "shortcutpreview", targets: ["shortcutpreview"]),
        .executable(name: "shortcutpreview-import", targets: ["shortcutpreview-import"]),
        .executable(name: "shortcutpreview-serve", targets: ["shortcutpreview-serve"]),
        .executable(name: "shortcutpreview-widgets", targets: ["shortcutpreview-widgets"]),
        // `swift package shortcutpreview lint|test SUITE` in an app's own package (Docs/ci.md).
        .plugin(name: "ShortcutPreviewPlugin", targets: ["ShortcutPreviewPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Only `shortcutpreview-serve` uses it; no default traits (swift-configuration, full Foundation).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Only `swift package generate-documentation`; no module depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        // What every step shares: the one error type, JSON paths and string quoting, file
        // input and the `${name}` placeholder scanner; stdlib and FoundationEssentials only.
        .target(name: "ShortcutPreviewCore"),
        .target(name: "TextAnalysis", dependencies: ["ShortcutPreviewCore", "ICUBridge"]),
        // The action lexicon is data (Lexicon/*.json; the article "The lexicon" gives the format), compiled in as bytes so
        // that matching needs no file at run time and no Foundation bundle.
        .target(
            name: "ShortcutMatching",
            dependencies: ["ShortcutPreviewCore", "StrictJSON", "TextAnalysis", "ShortcutCatalog", "DenseEmbedding", "CKernels"],
            resources: [
                .embedInCode("Lexicon/classes.json"), .embedInCode("Lexicon/en.json"), .embedInCode("Lexicon/ja.json"),
                .embedInCode("Lexicon/zh.json"), .embedInCode("Lexicon/vi.json"),
            ]
        ),
        // Arithmetic kernels Swift's vector types cannot express (SSE2's 16-bit multiply-add); plain C.
        .target(name: "CKernels"),
        // RFC 8259 with member order kept, and Xcode's String Catalog layout; stdlib only.
        .target(name: "StrictJSON", dependencies: ["ShortcutPreviewCore"]),
        .target(name: "ShortcutCatalog", dependencies: ["ShortcutPreviewCore", "StrictJSON", "ICUBridge"]),
        .target(name: "ShortcutLint", dependencies: ["ShortcutPreviewCore", "StrictJSON", "ShortcutCatalog", "TextAnalysis", "ShortcutMatching"]),
        // Static token embeddings (model2vec format). The shipped model is Models/english at
        // the package root, read at run time, not compiled.
        .target(name: "DenseEmbedding", dependencies: ["ShortcutPreviewCore", "StrictJSON", "ICUBridge"]),
        // The peer-comparison harness behind `shortcutpreview eval` (workloads, run_peer.py's
        // metrics); not in the ShortcutPreviewKit product, which ships only what apps match with.
        .target(name: "ShortcutEvaluation", dependencies: ["ShortcutPreviewCore", "StrictJSON", "ShortcutMatching", "DenseEmbedding"]),
        // Reads an app's Swift sources, Info.plist and string files into a catalog; swift-syntax's
        // parser only (no compiler plugin), so only the importer and the tool pay for it.
        .target(
            name: "ShortcutImport",
            dependencies: [
                "ShortcutPreviewCore",
                "StrictJSON",
                "ShortcutCatalog",
                "PropertyLists",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // XML and OpenStep (project.pbxproj) property lists; stdlib only.
        .target(name: "PropertyLists"),
        // SiriKit custom intents: `.intentdefinition` files with their localizations, and what
        // they become as App Intents and App Shortcuts; no swift-syntax, so the fuzzer and
        // `shortcutpreview intents` use it.
        .target(name: "IntentDefinitions", dependencies: ["ShortcutPreviewCore", "StrictJSON", "ShortcutCatalog", "PropertyLists"]),
        // The Smart Rotate preview of `shortcutpreview widgets timeline` and the page's Widgets tab:
        // a stack's timeline entries, hour by hour, as text and SVG; stdlib only.
        .target(name: "WidgetTimeline", dependencies: ["ShortcutPreviewCore", "StrictJSON"]),
        // The widget reader as its own tool, which `shortcutpreview widgets DIR` runs, for the same
        // reason as the importer: swift-syntax stays out of the build of `shortcutpreview`.
        .executableTarget(
            name: "shortcutpreview-widgets",
            dependencies: [
                "ShortcutPreviewCore",
                "StrictJSON",
                "ShortcutImport",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What both command-line tools share: the one place that maps errors to exit statuses
        // and `error:` lines, standard error, and printing JSON output.
        .target(
            name: "CommandLineSupport",
            dependencies: ["StrictJSON", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The importer as its own tool, which `shortcutpreview import` and `--project` run: it
        // keeps swift-syntax out of the build of `swift run shortcutpreview` (the README's first
        // command), which must stay fast on a small machine.
        .executableTarget(
            name: "shortcutpreview-import",
            dependencies: [
                "ShortcutPreviewCore",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutImport",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What `shortcutpreview` and `shortcutpreview-serve` both do with a catalog: load it (from a
        // folder or, through the importer, a project), match in a `MatchSession`, print a result as JSON,
        // run a suite; and the options that choose how.
        .target(
            name: "PreviewSession",
            dependencies: [
                "ShortcutPreviewCore",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutMatching",
                "ShortcutLint",
                "DenseEmbedding",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "shortcutpreview",
            dependencies: [
                "ShortcutPreviewCore",
                "TextAnalysis",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutMatching",
                "ShortcutLint",
                "DenseEmbedding",
                "CommandLineSupport",
                "ShortcutEvaluation",
                "PreviewSession",
                "IntentDefinitions",
                "WidgetTimeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The preview pane in a browser (README, "The preview in a browser"): the HTTP server on
        // Hummingbird, its page and JSON API. A tool of its own, which `shortcutpreview serve`
        // runs, so that SwiftNIO is not built by `swift run shortcutpreview`.
        .target(
            name: "PreviewServer",
            dependencies: [
                "ShortcutPreviewCore",
                "StrictJSON",
                "ShortcutCatalog",
                "ShortcutMatching",
                "ShortcutLint",
                "CommandLineSupport",
                "PreviewSession",
                "WidgetTimeline",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "shortcutpreview-serve",
            dependencies: [
                "ShortcutPreviewCore",
                "CommandLineSupport",
                "PreviewSession",
                "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // What the test targets share: the repository root, the built executables and one way
        // to run them (like swift-argument-parser's ArgumentParserTestHelpers).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Runs the tool on the package (or Xcode project) it is a command of, with `--project`.
        .plugin(
            name: "ShortcutPreviewPlugin",
            capability: .command(
                intent: .custom(verb: "shortcutpreview", description: "Lint the App Shortcuts phrases, run a suite, or expand them")
            ),
            dependencies: ["shortcutpreview", "shortcutpreview-import"]
        ),
        .testTarget(name: "ShortcutPreviewCoreTests", dependencies: ["ShortcutPreviewCore", "TestSupport"]),
        .testTarget(name: "TextAnalysisTests", dependencies: ["TextAnalysis", "ShortcutPreviewCore"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["ShortcutPreviewCore", "StrictJSON"]),
        .testTarget(name: "ShortcutCatalogTests", dependencies: ["ShortcutPreviewCore", "ShortcutCatalog", "StrictJSON", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DenseEmbeddingTests", dependencies: ["ShortcutPreviewCore", "DenseEmbedding", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ShortcutLintTests", dependencies: ["ShortcutPreviewCore", "ShortcutLint", "ShortcutCatalog", "StrictJSON", "shortcutpreview", "TestSupport"]),
        .testTarget(name: "ShortcutMatchingTests", dependencies: ["ShortcutPreviewCore", "ShortcutMatching", "ShortcutCatalog", "DenseEmbedding", "TestSupport"]),
        .testTarget(name: "ShortcutEvaluationTests", dependencies: ["ShortcutPreviewCore", "ShortcutEvaluation", "ShortcutMatching", "ShortcutCatalog", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["ShortcutPreviewCore", "shortcutpreview", "TestSupport"]),
        // Runs the built `shortcutpreview-serve` on an ephemeral loopback port: the API over raw
        // sockets, live reload, and a headless Chromium driven over the DevTools pipe.
        .testTarget(name: "PreviewServerTests", dependencies: ["ShortcutPreviewCore", "StrictJSON", "shortcutpreview", "shortcutpreview-serve", "TestSupport"]),
        .testTarget(name: "ShortcutImportTests", dependencies: ["ShortcutPreviewCore", "ShortcutImport", "ShortcutCatalog", "StrictJSON", "shortcutpreview", "shortcutpreview-import", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetTests", dependencies: ["ShortcutPreviewCore", "StrictJSON", "WidgetTimeline", "shortcutpreview", "shortcutpreview-widgets", "TestSupport"], exclude: ["Fixtures"]),
    ]
)

// Fuzzing (Docs/hardening.md, "Fuzzing"): `Fuzz/run.sh` builds with SHORTCUTPREVIEW_FUZZING=1, which
// instruments our own modules for libFuzzer and AddressSanitizer and adds the one executable
// holding every fuzz target. Dependencies (swift-syntax, ArgumentParser) are built as usual, so
// CI's fuzz build reuses the swift-syntax that `swift test` compiled. Without the variable
// nothing here exists, and `swift build` and `swift test` never see it.
if Context.environment["SHORTCUTPREVIEW_FUZZING"] == "1" {
    let instrumented: Set = [
        "ShortcutPreviewCore", "TextAnalysis", "StrictJSON", "ShortcutCatalog", "ShortcutMatching",
        "ShortcutLint", "DenseEmbedding", "ShortcutImport", "ShortcutEvaluation", "PreviewSession",
        "PropertyLists", "IntentDefinitions",
        "WidgetTimeline",
    ]
    for target in package.targets where instrumented.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
    for target in package.targets where target.name == "ICUBridge" || target.name == "CKernels" {
        target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-fsanitize=fuzzer-no-link,address"])]
    }
    package.targets += [
        // Declares libFuzzer's driver, which the executable's entry point calls.
        .target(name: "CFuzzerDriver", path: "Fuzz/Sources/CFuzzerDriver"),
        .executableTarget(
            name: "FuzzTargets",
            dependencies: [
                "CFuzzerDriver", "ShortcutPreviewCore", "TextAnalysis", "StrictJSON", "ShortcutCatalog",
                "ShortcutMatching", "ShortcutLint", "DenseEmbedding", "ShortcutImport", "ShortcutEvaluation", "PreviewSession",
                "IntentDefinitions",
                "WidgetTimeline",
            ],
            path: "Fuzz/Sources/FuzzTargets",
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ]
}

// Swift 6 language mode everywhere, plus the upcoming features we rely on.
for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
