import Foundation
import TestSupport
import Testing

/// One space across languages: a shortcut untranslated in the asked locale is found by meaning
/// through its source-language phrases and reported as `sourceLanguageMatch`, never as a match.
@Suite("Cross-lingual source-language fallback")
struct CrossLingualCLITests {
    /// Demo with SummarizeList's Japanese phrases removed (untranslated there).
    private func partialDemo(in folder: TempFolder) throws -> URL {
        try partial("Demo", removingJapaneseOf: { $0.hasPrefix("Summarize") }, in: folder)
    }

    /// A bundled catalog with the Japanese phrases of the keys `removed` picks taken out.
    private func partial(_ name: String, removingJapaneseOf removed: (String) -> Bool, in folder: TempFolder) throws -> URL {
        let demo = Repo.root.appendingPathComponent("Catalogs/\(name)")
        let target = folder.url.appendingPathComponent("\(name)Partial")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: demo.appendingPathComponent("AppShortcuts.json"), to: target.appendingPathComponent("AppShortcuts.json"))
        let data = try Data(contentsOf: demo.appendingPathComponent("AppShortcuts.xcstrings"))
        var strings = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var entries = try #require(strings["strings"] as? [String: Any])
        for (key, value) in entries where removed(key) {
            var entry = try #require(value as? [String: Any])
            var localizations = try #require(entry["localizations"] as? [String: Any])
            localizations["ja"] = nil
            entry["localizations"] = localizations
            entries[key] = entry
        }
        strings["strings"] = entries
        try JSONSerialization.data(withJSONObject: strings).write(to: target.appendingPathComponent("AppShortcuts.xcstrings"))
        return target
    }

    /// A two-dimensional `shortcutpreview-unigram-1` table in which only "summarize"/"要約"
    /// (one direction) and "open"/"開" (the other) have vectors; every other character is
    /// unknown, so the outcome depends on meaning alone, not on the shipped table's quality.
    private func tinyTable(in folder: TempFolder) throws -> URL {
        let pieces = ["<unk>", "▁Summarize", "▁summarize", "要約", "▁Open", "▁open", "開"]
        let mapping: [Int32] = [-1, 0, 0, 0, 1, 1, 1]
        let scores: [Float] = [0, -1, -1, -1, -1, -1, -1]
        var blob: [UInt8] = []
        var offsets: [Int32] = [0]
        for piece in pieces {
            blob += Array(piece.utf8)
            offsets.append(Int32(blob.count))
        }
        func bytes<T>(_ values: [T]) -> [UInt8] { values.withUnsafeBytes { Array($0) } }
        let tensors: [(String, String, [Int], [UInt8])] = [
            ("embeddings", "I8", [2, 2], [127, 0, 0, 127].map { UInt8(bitPattern: $0) }),
            ("scales", "F32", [2], bytes([Float(1) / 127, Float(1) / 127])),
            ("piece_offsets", "I32", [offsets.count], bytes(offsets)),
            ("piece_scores", "F32", [scores.count], bytes(scores)),
            ("mapping", "I32", [mapping.count], bytes(mapping)),
            ("pieces", "U8", [blob.count], blob),
        ]
        var header = #"{"__metadata__":{"format":"shortcutpreview-unigram-1","unk_piece":"0","dimension":"2","normalization":"nfkc","pooling":"mean"}"#
        var data: [UInt8] = []
        for (name, dtype, shape, content) in tensors {
            header += #","\#(name)":{"dtype":"\#(dtype)","shape":[\#(shape.map(String.init).joined(separator: ","))],"data_offsets":[\#(data.count),\#(data.count + content.count)]}"#
            data += content
        }
        header += "}"
        var headerBytes = Array(header.utf8)
        while headerBytes.count % 8 != 0 { headerBytes.append(0x20) }
        let length = bytes([UInt64(headerBytes.count).littleEndian])
        let url = folder.url.appendingPathComponent("tiny.safetensors")
        try Data(length + headerBytes + data).write(to: url)
        return url
    }

    /// The README's own example with the shipped table: static vectors align "要約" with
    /// "summarize" less well than the shared words, so meaning alone points at OpenList; but
    /// the locale's "no" names the action word, and SummarizeList's English phrases say that
    /// action, so the note names it.
    @Test func anUntranslatedShortcutIsFoundByItsActionWord() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let catalog = try partialDemo(in: folder)
        let run = try shortcutpreview(["Demoで買い物リストを要約して", "--locale", "ja", "--catalog", catalog.path, "--json"])
        let result = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(result["reason"] as? String == "action-mismatch", "\(run.stdout)")
        let source = try #require(result["sourceLanguageMatch"] as? [String: Any], "\(run.stdout)")
        #expect(source["crossLingual"] as? Bool == true)
        #expect(source["byAction"] as? String == "要約")
        #expect((source["match"] as? [String: Any])?["intent"] as? String == "SummarizeList", "\(source)")
        let text = try shortcutpreview(["Demoで買い物リストを要約して", "--locale", "ja", "--catalog", catalog.path])
        #expect(text.stdout.contains("Untranslated in ja: \"要約\" is what SummarizeList does (no ja phrase)"), "\(text)")
        // An action no untranslated shortcut says gets no such note.
        let other = try shortcutpreview(["Demoで買い物リストを削除して", "--locale", "ja", "--catalog", catalog.path, "--json"])
        #expect(!other.stdout.contains("byAction"), "\(other)")
    }

    /// With OrderSoup untranslated in ja, a request for a soup goes to the closest translated
    /// shortcut (what the device would do), and the preview adds that OrderSoup, by meaning,
    /// scores higher: the words the missing translation would have caught. The shipped
    /// multilingual table, as a user runs it.
    @Test func aMatchCloserByMeaningToAnUntranslatedShortcutSaysSo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let orderSoup: Set<String> = ["Order ${soup} from ${applicationName}", "Get me ${soup} from ${applicationName}",
                                      "I'd like ${soup} from ${applicationName}", "Order a soup from ${applicationName}"]
        let catalog = try partial("SoupChef", removingJapaneseOf: { orderSoup.contains($0) }, in: folder)
        let utterance = "Soup Chefでトマトスープを一杯届けて"
        let run = try shortcutpreview([utterance, "--locale", "ja", "--catalog", catalog.path, "--json"])
        #expect(run.status == 0, "a match in ja itself: \(run)")
        let result = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let match = try #require(result["match"] as? [String: Any], "\(run.stdout)")
        #expect(match["intent"] as? String == "OrderUsual")
        let source = try #require(result["sourceLanguageMatch"] as? [String: Any], "\(run.stdout)")
        #expect(source["crossLingual"] as? Bool == true)
        let closer = try #require(source["match"] as? [String: Any], "\(source)")
        #expect(closer["intent"] as? String == "OrderSoup")
        #expect(try #require(closer["score"] as? Double) > (try #require(match["score"] as? Double)))
        let text = try shortcutpreview([utterance, "--locale", "ja", "--catalog", catalog.path])
        #expect(text.stdout.contains("Untranslated in ja: by meaning, OrderSoup (no ja phrase) is closer than OrderUsual"), "\(text)")
        // A request the translated shortcuts answer well gets no such note…
        let usual = try shortcutpreview(["Soup Chefでいつものを注文して", "--locale", "ja", "--catalog", catalog.path, "--json"])
        #expect(usual.stdout.contains("\"OrderUsual\"") && !usual.stdout.contains("sourceLanguageMatch"), "\(usual)")
        // …nor does a sentence that asks for nothing OrderSoup does, however close by meaning
        // the app's name brings it ("I like cats": no word of an order).
        let cats = try shortcutpreview(["Soup Chefで猫が好きです", "--locale", "ja", "--catalog", catalog.path, "--json"])
        #expect(!cats.stdout.contains("crossLingual"), "\(cats)")
        // …and with OrderSoup translated, the same request is judged in ja alone.
        let full = try shortcutpreview([utterance, "--locale", "ja", "--catalog", Repo.root.appendingPathComponent("Catalogs/SoupChef").path, "--json"])
        #expect(!full.stdout.contains("crossLingual"), "\(full)")
    }
}
