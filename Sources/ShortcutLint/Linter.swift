public import ShortcutCatalog
import TextAnalysis
import ShortcutMatching

/// Checks a catalog against every rule Xcode enforces for App Shortcuts, and more: limits,
/// placeholders, the app name, parameter types, translations, unused keys, duplicate and
/// conflicting phrases. Each rule lives in its own extension file.
public struct Linter: Sendable {
    /// Turns a phrase into the key duplicates are compared by: (text, locale, isTemplate).
    let normalize: @Sendable (String, String, Bool) -> String
    /// The score from which two shortcuts' phrases are reported as confusable.
    public var confusionScore: Float = Matcher.confusionScore
    /// Whether to look for redundant phrases (one matcher update per phrase tried; `lint`
    /// turns it on when `--rule redundant-phrase` is given).
    public var findsRedundantPhrases = false

    /// A linter that compares phrases after TextAnalysis normalisation (case, width,
    /// punctuation and word segmentation), so "Open my list!" duplicates "open my list".
    public init() {
        let analyzer = TextAnalyzer()
        self.normalize = { text, locale, template in
            (try? analyzer.analyze(text, locale: locale, template: template).exactKey) ?? Self.simpleKey(text)
        }
    }

    /// A linter with a custom normaliser (for tests).
    init(normalize: @escaping @Sendable (String, String, Bool) -> String) {
        self.normalize = normalize
    }

    /// All findings for `catalog`.
    public func lint(_ catalog: Catalog) -> LintReport {
        var findings: [LintFinding] = []
        findings += limitFindings(catalog)
        findings += metadataFindings(catalog)
        findings += parameterFindings(catalog)
        findings += phraseFindings(catalog)
        findings += localizationFindings(catalog)
        findings += localeFallbackFindings(catalog)
        findings += catalogFileFindings(catalog)
        findings += duplicateFindings(catalog)
        if !findings.contains(where: { $0.rule == .tooManyPhrases }) {
            findings += confusionFindings(catalog)
            if findsRedundantPhrases { findings += redundancyFindings(catalog) }
        }
        return LintReport(findings: findings)
    }

    /// The findings that make a preview meaningless rather than merely non-compliant: a
    /// placeholder no parameter declares, or a parameter whose type is not defined. Either
    /// leaves `${name}` to be matched as literal text, so match and test refuse such a catalog.
    public func blockingFindings(_ catalog: Catalog) -> [LintFinding] {
        (parameterFindings(catalog) + phraseFindings(catalog)).filter {
            $0.rule == .unknownPlaceholder || $0.rule == .unknownParameterType
        }
    }

    /// Lowercased words separated by single spaces: the fallback when analysis fails.
    static func simpleKey(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).joined(separator: " ")
    }

    /// The file a locale's phrases of `intent` came from, or the manifest.
    static func file(of catalog: Catalog, intent: String, locale: String) -> String {
        catalog.content(for: locale).phrases(for: intent).first?.source.file ?? catalog.files.stringCatalog ?? catalog.files.manifest
    }
}

extension Int {
    /// `1,000`-style grouping, for messages.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(character)
        }
        return (self < 0 ? "-" : "") + result
    }
}
