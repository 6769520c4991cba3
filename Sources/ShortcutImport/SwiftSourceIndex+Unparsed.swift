import ShortcutPreviewCore
import SwiftSyntax

extension SwiftSourceIndex {
    /// A Swift file that could not be read or parsed, with the error it would be.
    struct Unparsed {
        var path: String
        var error: ShortcutPreviewError
        /// Whether its text names `AppShortcutsProvider` (it may hold the provider).
        var mentionsProvider: Bool
        /// The types its partial syntax tree declares.
        var declaredTypes: Set<String>
    }

    /// Throws the error of a file the provider needs that did not parse: the provider's own
    /// file, or one declaring the provider or a type its declarations name. Every other such
    /// file is a warning (a test, a sample, another target's file: the provider's shortcuts
    /// never depend on it).
    func checkParsed(provider: String, providerFile: String) throws(ShortcutPreviewError) -> [ImportFinding] {
        guard !unparsed.isEmpty else { return [] }
        var used: Set<String> = [provider]
        for decl in types[provider] ?? [] {
            for token in decl.members.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { used.insert(name) }
            }
        }
        if let needed = unparsed.first(where: { $0.path == providerFile || !$0.declaredTypes.isDisjoint(with: used) }) {
            throw needed.error
        }
        return unparsed.map { file in
            let detail = file.error.line.map { "does not parse (line \($0))" } ?? "cannot be read as UTF-8 text"
            return ImportFinding(.warning, file: Self.printable(file.path),
                message: "skipped: this Swift file \(detail); the provider and the types it names are not in it")
        }
    }

    /// A path with control characters shown as escapes, so that a finding stays one line.
    static func printable(_ path: String) -> String {
        var result = ""
        for scalar in path.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
