#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutPreviewCore
import TestSupport
import Testing

@Suite struct InputFileTests {
    private func code(_ body: () throws(ShortcutPreviewError) -> Void) -> ShortcutPreviewError.Code? {
        do throws(ShortcutPreviewError) {
            try body()
            return nil
        } catch {
            return error.code
        }
    }

    @Test func readsBytesAndRefusesMissingFoldersEmptyAndOversizeFiles() throws {
        let folder = try TempFolder().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: file)
        #expect(try InputFile.read(file, displayName: "a.json") == Array("{}".utf8))
        #expect(code { () throws(ShortcutPreviewError) in _ = try InputFile.read(folder.appendingPathComponent("b.json"), displayName: "b.json") } == .missingFile)
        #expect(code { () throws(ShortcutPreviewError) in _ = try InputFile.read(folder, displayName: "folder") } == .unreadableFile)
        let empty = folder.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(code { () throws(ShortcutPreviewError) in _ = try InputFile.read(empty, displayName: "empty.json") } == .emptyFile)
        // At the limit it reads; one byte over, it refuses before reading.
        #expect(try InputFile.read(file, displayName: "a.json", maximumSize: 2).count == 2)
        #expect(code { () throws(ShortcutPreviewError) in _ = try InputFile.read(file, displayName: "a.json", maximumSize: 1) } == .fileTooLarge)
    }
}
