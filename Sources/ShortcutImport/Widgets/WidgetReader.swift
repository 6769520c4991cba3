public import ShortcutPreviewCore
import SwiftParser
import SwiftSyntax

/// Reads an app's Swift sources for its widgets and the signals that rank them in a Smart
/// Stack (`shortcutpreview widgets DIR`), without compiling: swift-syntax's parser only, as the
/// importer does, and every value resolved statically or reported as unresolved.
public struct WidgetReader: Sendable {
    /// The folder read.
    public let directory: URL

    /// A reader of `directory`, an Xcode project or Swift package folder.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Names that make a file part of the widget wiring: a file that mentions one and does not
    /// parse fails the run, as its widgets would be missed; any other unparsable file is a warning.
    static let wiringNames = [
        "WidgetConfiguration", "StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration",
        "INRelevantShortcut", "widgetKind", "INInteraction", "TimelineEntryRelevance", "reloadTimelines",
    ]

    /// Reads the folder and applies every rule.
    ///
    /// - Throws: ``ShortcutPreviewError`` with `.unreadableFolder` when the folder cannot be
    ///   listed, `.unparsableSwift` when a file of the widget wiring does not parse.
    public func read() throws(ShortcutPreviewError) -> WidgetReport {
        let files = try ProjectFiles.scan(directory)
        var report = WidgetReport()
        var parsed: [(path: String, tree: SourceFileSyntax)] = []
        for file in files.swiftFiles where !Self.isTest(file.path) {
            guard let data = try? InputFile.read(file.url, displayName: file.path, allowsEmpty: true), let text = String(bytes: data, encoding: .utf8) else {
                throw ShortcutPreviewError(.unreadableFile, file: file.path, reason: "cannot read the file as UTF-8 text", remedy: "check that it is a readable Swift file")
            }
            let tree = Parser.parse(source: text)
            guard tree.hasError else {
                parsed.append((file.path, tree))
                continue
            }
            // An Xcode template with editor placeholders: never compiled, so not the app's.
            if text.contains("<#"), text.contains("#>") { continue }
            let line = SourceLocationConverter(fileName: file.path, tree: tree).location(for: Self.firstError(in: tree)).line
            if Self.wiringNames.contains(where: { text.contains($0) }) {
                throw ShortcutPreviewError(.unparsableSwift, file: file.path, line: line, reason: "this Swift file declares widget wiring and does not parse",
                                           remedy: "fix the syntax (it must build in Xcode) or pass a folder without it")
            }
            report.findings.append(.init(severity: .warning, rule: "unparsable-swift", file: file.path, line: line,
                                         message: "this file does not parse and was skipped; constants declared in it are not resolved"))
        }
        let index = SwiftSourceIndex.build(parsed: parsed)
        var parameters = WidgetIntentParameters(index: index)
        for definition in files.intentDefinitions {
            if let finding = parameters.readDefinition(definition) { report.findings.append(finding) }
        }
        var sites: [WidgetSite] = []
        for (offset, source) in index.files.enumerated() {
            let collector = WidgetSiteCollector(file: offset, source: source)
            collector.walk(source.tree)
            sites += collector.sites
        }
        let checker = WidgetRuleChecker(index: index, parameters: parameters, sites: sites)
        checker.run(into: &report)
        return report
    }

    /// Test targets never ship: a folder named `Tests` or `…Tests`, or a file named `…Tests.swift`.
    static func isTest(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }) { return true }
        let name = components.last.map(String.init) ?? path
        return name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
    }

    private static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition {
        final class Locator: SyntaxVisitor {
            var found: AbsolutePosition?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = node.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing { found = token.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
        }
        let locator = Locator(viewMode: .all)
        locator.walk(tree)
        return locator.found ?? tree.position
    }
}

extension SwiftSourceIndex {
    /// The index of files already parsed (the widget reader parses each file once, to tell
    /// the files that fail the run from those that only warn).
    static func build(parsed files: [(path: String, tree: SourceFileSyntax)]) -> SwiftSourceIndex {
        var index = SwiftSourceIndex()
        for (path, tree) in files {
            index.add(SourceFile(path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree)))
        }
        return index
    }
}
