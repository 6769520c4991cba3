import Foundation
import TestSupport
import Testing

/// What the tool loads before it reads a catalog: a one-shot match must stay small, and full
/// Foundation (with its own copy of ICU's data) cost about 6 MB of resident memory.
@Suite struct FootprintTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "needs ldd (Linux)"))
    func toolLinksFoundationEssentialsOnly() throws {
        let tool = try #require(Binary.url, "shortcutpreview is not built")
        let run = try shortcutpreview([tool.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(run.status == 0, "\(run)")
        let libraries = run.stdoutLines.compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) }
        #expect(libraries.contains("libFoundationEssentials.so"), "\(run.stdout)")
        #expect(!libraries.contains("libFoundation.so"), "full Foundation is linked again:\n\(run.stdout)")
        #expect(!libraries.contains("libFoundationInternationalization.so"), "\(run.stdout)")
    }
}
