import Foundation
import TestSupport
import Testing

/// The interactive preview needs a terminal on standard input; `script` gives it one.
@Suite("Interactive preview")
struct InteractiveTests {
    static let script = "/usr/bin/script"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: InteractiveTests.script), "needs /usr/bin/script (util-linux) for a pseudo-terminal"))
    func typedPhrasesAndLocaleSwitch() throws {
        let binary = try #require(Binary.url, "shortcutpreview binary not found next to the tests")
        let input = "summarize my grocery list in Demo\n:locale ja\nDemoの買い物リストを要約\n:locale xx\n:frobnicate\n:quit\n"
        let run = try shortcutpreview(["-q", "-c", binary.path, "/dev/null"], stdin: input, executable: URL(fileURLWithPath: Self.script))
        let text = run.stdout.replacingOccurrences(of: "\u{1B}[1;32m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(run.status == 0, "\(run)")
        #expect(text.contains(":locale TAG switches locale"))
        #expect(text.contains("en> SummarizeList (Summarize List): flexible match"))
        #expect(text.contains("ja> SummarizeList (Summarize List): exact match, score 1.00"))
        #expect(text.contains("No such locale in this catalog; it has: en, ja, vi, zh-Hans"))
        #expect(text.contains("Unknown command :frobnicate"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: InteractiveTests.script), "needs /usr/bin/script (util-linux) for a pseudo-terminal"))
    func noColorTurnsStylingOff() throws {
        let binary = try #require(Binary.url, "shortcutpreview binary not found next to the tests")
        func run(noColor: String) throws -> Run {
            try shortcutpreview(["-q", "-c", "\(binary.path) 'summarize my grocery list in Demo'", "/dev/null"],
                                executable: URL(fileURLWithPath: Self.script), environment: ["NO_COLOR": noColor])
        }
        // An empty NO_COLOR counts as unset (no-color.org): a terminal gets colour.
        let colored = try run(noColor: "")
        #expect(colored.status == 0, "\(colored)")
        #expect(colored.stdout.contains("\u{1B}[1;32msummarize\u{1B}[0m"), "\(colored)")
        let plain = try run(noColor: "1")
        #expect(plain.stdout.contains("[summarize] my [grocery] [list]"), "\(plain)")
        #expect(!plain.stdout.contains("\u{1B}["), "NO_COLOR output has no escape sequences: \(plain)")
    }
}
