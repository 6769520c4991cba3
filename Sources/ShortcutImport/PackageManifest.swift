import ShortcutPreviewCore
import SwiftParser
import SwiftSyntax

/// A Swift package's app products (`.iOSApplication(name:targets:…)`, Swift Playgrounds and
/// Xcode app packages) as an ``XcodeProject``: each app a target named as the product, whose
/// files are its targets' folders (`path:`, else `Sources/NAME`) and whose name is the
/// product's. A package without an app product describes no app and is left out.
enum PackageManifest {
    static func read(_ file: ProjectFiles.File) -> XcodeProject? {
        guard let bytes = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true),
              let text = String(validating: bytes, as: UTF8.self), text.contains("iOSApplication") else { return nil }
        let tree = Parser.parse(source: text)
        let base = ProjectImporter.folder(of: file.path)
        func full(_ relative: String) -> String { GroupPaths.normalized(base.isEmpty ? relative : base + "/" + relative) }
        var folders: [String: String] = [:]
        var apps: [(name: String, targets: [String])] = []
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for call in collector.calls {
            guard let callee = LiteralReader.calleeName(call.calledExpression),
                  let name = LiteralReader.argument("name", of: call).flatMap(LiteralReader.string) else { continue }
            if callee == "iOSApplication" {
                if !apps.contains(where: { $0.name == name }) {
                    apps.append((name, LiteralReader.argument("targets", of: call).flatMap(LiteralReader.strings) ?? []))
                }
            } else if ["executableTarget", "target"].contains(callee) {
                folders[name] = full(LiteralReader.argument("path", of: call).flatMap(LiteralReader.string) ?? "Sources/\(name)")
            }
        }
        guard !apps.isEmpty else { return nil }
        let targets = apps.map { app in
            var membership = XcodeProject.Membership()
            for target in app.targets { if let folder = folders[target] { membership.folders.append((folder, [])) } }
            let settings = ["TARGET_NAME": app.name, "PRODUCT_NAME": app.name, "INFOPLIST_KEY_CFBundleDisplayName": app.name, "SDKROOT": "iphoneos"]
            return XcodeProject.Target(name: app.name, productType: "com.apple.product-type.application", configurations: [settings], membership: membership)
        }
        return XcodeProject(path: file.path, developmentRegion: nil, knownRegions: [], targets: targets, kind: "Package.swift")
    }
}

/// Every function call in a file, outermost first.
private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
