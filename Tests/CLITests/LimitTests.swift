import Foundation
import TestSupport
import Testing

/// The command-line limits (Docs/hardening.md, "Limits"), each at the limit and one over it, on the
/// built binary: exit 2 and one `error:` line over it, never a crash or an unbounded read.
@Suite("Limits on the command line")
struct CLILimitTests {
    @Test func utteranceOfExactlyTheLimitIsMatched() throws {
        // 4,096 UTF-16 units: the phrase, then spaces.
        let phrase = "summarize my grocery list in Demo"
        let utterance = phrase + String(repeating: " ", count: 4_096 - phrase.utf16.count)
        #expect(utterance.utf16.count == 4_096)
        let run = try shortcutpreview([utterance, "--json"])
        #expect(run.status == 0, "\(run)")
        // Astral characters count twice: 2,048 of them are 4,096 units.
        let emoji = try shortcutpreview([String(repeating: "😀", count: 2_048)])
        #expect(emoji.status == 1, "\(emoji)")
    }

    @Test func utteranceOneUnitOverTheLimitIsRefused() throws {
        let phrase = "summarize my grocery list in Demo"
        let utterance = phrase + String(repeating: " ", count: 4_097 - phrase.utf16.count)
        expectUsageError(try shortcutpreview([utterance]), naming: "4097 UTF-16 units")
        expectUsageError(try shortcutpreview(["--json"], stdin: utterance + "\n"), naming: "4097 UTF-16 units")
        expectUsageError(try shortcutpreview([String(repeating: "😀", count: 2_048) + "a"]), naming: "4097 UTF-16 units")
    }

    @Test func lineOfExactlyTheLimitReachesTheUtteranceCheck() throws {
        // 16,384 bytes (and a \r\n, which does not count): read whole, then refused as an utterance.
        let line = String(repeating: "a", count: 16_384)
        let run = try shortcutpreview(["--json"], stdin: "summarize my grocery list in Demo\n" + line + "\r\n")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdoutLines.count == 1, "the first line is answered: \(run)")
        #expect(run.stderr.contains("16384 UTF-16 units"), "\(run.stderr)")
        #expect(!run.stderr.contains("bytes"), "\(run.stderr)")
    }

    @Test func lineOneByteOverTheLimitIsRefusedAsALine() throws {
        let run = try shortcutpreview(["--json"], stdin: "summarize my grocery list in Demo\n" + String(repeating: "a", count: 16_385) + "\n")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdoutLines.count == 1, "\(run)")
        #expect(run.stderrLines == ["error: standard input, line 2: longer than 16384 bytes, too long for an utterance (send one utterance of at most 4096 UTF-16 units per line)"],
                "\(run.stderr)")
    }

    @Test func endlessInputWithoutNewlineIsRefusedAfterOneLine() throws {
        // /dev/zero never ends and has no newline: reading it whole would never finish.
        let run = try runProcess(Binary.url, ["match", "--json"], stdin: .file("/dev/zero"))
        let message = run.stderr
        #expect(run.status == 2)
        #expect(run.stdoutBytes.isEmpty)
        #expect(message.hasPrefix("error: standard input, line 1: longer than 16384 bytes"), "\(message)")
    }

    /// A catalog folder whose manifest has one shortcut and a type of `values` values.
    static func catalog(values: Int, templates: Int, plain: Int = 0) throws -> TempFolder {
        let folder = try TempFolder()
        let phrases = (0..<templates).map { "\"Open ${item} number \($0) in ${applicationName}\"" }
            + (0..<plain).map { "\"Open the list \($0) in ${applicationName}\"" }
        let entries = (0..<values).map { "{\"id\":\"v\($0)\",\"title\":\"Item \($0)\"}" }
        try folder.write("AppShortcuts.json", """
        {"sourceLanguage":"en","application":{"name":"Demo"},
         "shortcuts":[{"intent":"OpenItem","shortTitle":"Open","phrases":[\(phrases.joined(separator: ","))],"parameters":{"item":"Item"}}],
         "types":{"Item":{"kind":"entity","values":[\(entries.joined(separator: ","))]}}}
        """)
        return folder
    }

    @Test func valuesPerTypeAtAndOverTheLimit() throws {
        let atLimit = try Self.catalog(values: 10_000, templates: 1)
        defer { atLimit.remove() }
        let run = try shortcutpreview(["Open Item 9999 in Demo", "--catalog", atLimit.path, "--json"])
        #expect(run.status == 0, "\(run)")
        let over = try Self.catalog(values: 10_001, templates: 1)
        defer { over.remove() }
        expectUsageError(try shortcutpreview(["Open Item 9999 in Demo", "--catalog", over.path]),
                         naming: "at $.types.Item.values: type Item has 10001 values, over the limit of 10000")
    }

    @Test func expandedPhrasesOverTheLimitAreRefused() throws {
        // 10 × 10,000 + 1 phrases; the at-limit case (100,000) loads in the library tests.
        let over = try Self.catalog(values: 10_000, templates: 10, plain: 1)
        defer { over.remove() }
        for arguments in [["Open Item 5 in Demo"], ["expand"], ["lint"]] {
            expectUsageError(try shortcutpreview(arguments + ["--catalog", over.path]), naming: "locale en: the phrases expand to 100001")
        }
    }

    @Test func catalogFileOverFiftyMegabytesIsRefused() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("AppShortcuts.json", "{}")
        #expect(truncate(path, 50 * 1024 * 1024 + 1) == 0)  // sparse: nothing written
        expectUsageError(try shortcutpreview(["hello", "--catalog", folder.path]),
                         naming: "AppShortcuts.json: file is 52428801 bytes, over the 50 MB limit")
    }
}
