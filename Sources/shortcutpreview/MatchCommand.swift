import PreviewSession
import ArgumentParser
import CommandLineSupport
import ShortcutCatalog
import ShortcutMatching
import StrictJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `shortcutpreview [match] "UTTERANCE"`: which shortcut an utterance triggers.
struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Show which App Shortcut an utterance triggers (the default command).",
        discussion: """
            With no utterance, reads one utterance per line from standard input and prints one \
            result per line (JSON Lines with --json). On a terminal with no utterance, starts an \
            interactive preview: type phrases, switch locale with :locale ja, quit with :quit.
            Exit status: 0 matched, 1 no match (in batch mode: some line matched nothing), \
            2 unusable input.
            """
    )

    @Argument(help: "What the user says, e.g. \"summarize my grocery list in Demo\".")
    var utterance: String?

    @Option(help: "The locale to match in (BCP 47: en, ja, zh-Hans, vi…). Default: the catalog's source language.")
    var locale: String?

    @Option(help: "The catalog folder. Default: the bundled Demo catalog.")
    var catalog: String?

    @OptionGroup var dense: DenseOptions

    @OptionGroup var acceptance: AcceptanceOptions

    @OptionGroup var projectOptions: ProjectOptions

    @Flag(help: "Print JSON (one object per utterance).")
    var json = false

    @Flag(help: "Only exact phrases match, as with flexible matching off or on Apple Watch.")
    var exact = false

    @Option(help: "How many candidates to list.")
    var top: Int = 3

    func validate() throws {
        guard top >= 1 else { throw ValidationError("--top must be at least 1 (for example --top 3)") }
    }

    func run() throws {
        try requireUTF8Arguments()
        if !exact { dense.startLoadingMultilingualTable() }
        var session = MatchSession(catalog: try projectOptions.load(catalog: catalog, matchable: true), dense: dense, acceptance: acceptance)
        let tag = locale ?? session.catalog.sourceLanguage
        LocaleNote.print(session.catalog, requested: locale)
        if let utterance {
            let outcome = try session.match(utterance, tag: tag, exactOnly: exact, top: top)
            emit(outcome)
            if outcome.result.match == nil { throw ExitCode(1) }
        } else if isatty(0) == 1 && !json {
            try interactive(&session, tag: tag)
        } else {
            var allMatched = true
            var lines = StandardInputLines()
            while let line = try lines.next() {
                guard !line.isEmpty else { continue }
                let outcome = try session.match(line, tag: tag, exactOnly: exact, top: top)
                emit(outcome)
                if outcome.result.match == nil { allMatched = false }
            }
            if !allMatched { throw ExitCode(1) }
        }
    }

    private func emit(_ outcome: MatchSession.Outcome) {
        if json {
            printJSON(outcome, style: .compact)
        } else {
            // https://no-color.org: any non-empty NO_COLOR turns styling off.
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            print(MatchOutput.text(outcome, color: isatty(1) == 1 && !noColor))
        }
    }

    /// Xcode's preview pane, in a terminal.
    private func interactive(_ session: inout MatchSession, tag: String) throws {
        var current = tag
        print("Type an utterance (\(current)); :locale TAG switches locale, :quit ends.")
        var lines = StandardInputLines()
        while true {
            print("\(current)> ", terminator: "")
            fflush(nil)  // the prompt has no newline; stdio would hold it back
            guard let line = try lines.next() else { break }
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { continue }
            if trimmed == ":quit" || trimmed == ":q" { break }
            if trimmed.hasPrefix(":") && !trimmed.hasPrefix(":locale") {
                print("Unknown command \(trimmed); :locale TAG switches locale, :quit ends.")
                continue
            }
            if trimmed.hasPrefix(":locale") {
                let requested = trimmed.dropFirst(":locale".count).trimmingSpaces()
                if (try? session.catalog.resolveLocale(requested)) != nil {
                    current = requested
                } else {
                    print("No such locale in this catalog; it has: \(session.catalog.locales.joined(separator: ", "))")
                }
                continue
            }
            emit(try session.match(trimmed, tag: current, exactOnly: exact, top: top))
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
