import Foundation
import TestSupport
import Testing

/// The multilingual table on the command line: `embed`, damaged tables, and matching by
/// meaning in Japanese.
@Suite("Multilingual vectors on the command line")
struct MultilingualCLITests {
    private func vectors(_ run: Run) throws -> [[Double]] {
        try run.stdoutLines.map { line in try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Double], "\(line.prefix(80))") }
    }

    @Test func embedPrintsOneUnitVectorPerLine() throws {
        let run = try shortcutpreview(["embed", "--locale", "ja"], stdin: "Demoの買い物リストを要約\n\nsummarize my list\n")
        #expect(run.status == 0, "\(run)")
        let lines = try vectors(run)
        #expect(lines.count == 3)
        #expect(lines[0].count == 256 && lines[2].count == 256)
        #expect(lines[1].isEmpty, "a blank line gives an empty array")
        for vector in [lines[0], lines[2]] {
            #expect(abs(vector.reduce(0) { $0 + $1 * $1 } - 1) < 1e-3)
        }
        // English uses the English table, whose vectors are 256 long as well, but differ.
        let english = try vectors(try shortcutpreview(["embed", "--locale", "en"], stdin: "summarize my list\n"))
        #expect(english.count == 1 && english[0] != lines[2])
        let pieces = try shortcutpreview(["embed", "--locale", "ja", "--pieces"], stdin: "Demoの買い物リストを要約\n")
        #expect(pieces.stdoutLines == [#"["▁Demo","の","買い物","リスト","を","要","約"]"#], "\(pieces)")
    }

    @Test func embedRefusesBadInputWithExitTwo() throws {
        let invalid = try shortcutpreview(["embed", "--locale", "ja"], stdinBytes: Data([0x61, 0xFF, 0x0A]))
        #expect(invalid.status == 2 && invalid.stderr.hasPrefix("error: "), "\(invalid)")
        let long = try shortcutpreview(["embed", "--locale", "vi"], stdin: String(repeating: "a", count: 4_097) + "\n")
        #expect(long.status == 2 && long.stderr.contains("4097 UTF-16 units"), "\(long)")
    }

    @Test func aDamagedOrMissingTableIsExitTwo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let table = Repo.root.appendingPathComponent("Models/multilingual/model.safetensors")
        let bytes = try Data(contentsOf: table)
        let truncated = folder.url.appendingPathComponent("truncated.safetensors")
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        let garbage = folder.url.appendingPathComponent("garbage.safetensors")
        try Data("not a table at all".utf8).write(to: garbage)
        for path in [truncated.path, garbage.path, folder.url.appendingPathComponent("missing.safetensors").path] {
            let run = try shortcutpreview(["Demoの買い物リストを要約", "--locale", "ja"], environment: ["SHORTCUTPREVIEW_MULTILINGUAL_MODEL": path])
            #expect(run.status == 2, "\(path): \(run)")
            #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("error: ") && run.stderr.contains(path), "\(run)")
            // English reranks its leaders with the multilingual table: the same error there,
            // and without dense vectors English never opens it.
            let english = try shortcutpreview(["summarize my grocery list in Demo"], environment: ["SHORTCUTPREVIEW_MULTILINGUAL_MODEL": path])
            #expect(english.status == 2 && english.stderr.contains(path), "\(english)")
            let sparse = try shortcutpreview(["summarize my grocery list in Demo", "--no-dense"], environment: ["SHORTCUTPREVIEW_MULTILINGUAL_MODEL": path])
            #expect(sparse.status == 0, "\(sparse)")
        }
    }
}
