import PreviewSession
import ArgumentParser
import CommandLineSupport
import TextAnalysis

/// `shortcutpreview analyze`: shows how the analyser sees a text, token by token.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Show the normalised tokens of a phrase or an utterance, with their offsets."
    )

    @Argument(help: "The text to analyse.")
    var text: String

    @Option(help: "The locale whose rules apply (BCP 47, e.g. en, ja, zh-Hans, vi).")
    var locale: String = "en"

    @Flag(help: "Treat the text as a phrase template: ${name} placeholders stay whole.")
    var template = false

    func run() throws {
        let resolved = AnalysisLocale(locale)
        if resolved.isFallback {
            printError("warning: locale \"\(locale)\" is unknown; using root rules")
        }
        let analyzed = try TextAnalyzer().analyze(text, locale: resolved, template: template)
        for token in analyzed.tokens {
            let original = analyzed.original(of: token).map(String.init) ?? ""
            let loose = token.loose == token.text ? "" : "  loose \(token.loose)"
            print("\(token.utf16Range.lowerBound)..<\(token.utf16Range.upperBound)  \(token.kind)  \(token.text)  (\(original))\(loose)")
        }
    }
}
