#if canImport(FoundationEssentials)
import ShortcutPreviewCore
import FoundationEssentials
#else
import Foundation
#endif
import ShortcutCatalog
import StrictJSON
import TestSupport
import Testing

/// Every catalog limit (Docs/hardening.md, "Limits"), at the limit and one over it.
@Suite("Catalog limits")
struct LimitTests {
    /// A manifest with one shortcut: `templates` phrases naming `${item}`, `plain` phrases
    /// that do not, and a type of `values` values, without synonyms or app-name synonyms.
    static func manifest(values: Int, templates: Int = 1, plain: Int = 0) -> String {
        let phrases = (0..<templates).map { "\"Open ${item} number \($0) in ${applicationName}\"" }
            + (0..<plain).map { "\"Open the list \($0) in ${applicationName}\"" }
        let entries = (0..<values).map { "{\"id\":\"v\($0)\",\"title\":\"Item \($0)\"}" }
        return """
        {"sourceLanguage":"en","application":{"name":"Demo"},
         "shortcuts":[{"intent":"OpenItem","shortTitle":"Open","phrases":[\(phrases.joined(separator: ","))],"parameters":{"item":"Item"}}],
         "types":{"Item":{"kind":"entity","values":[\(entries.joined(separator: ","))]}}}
        """
    }

    static func load(_ manifest: String) throws -> Result<Catalog, ShortcutPreviewError> {
        let directory = try TempFolder()
        defer { directory.remove() }
        try directory.write("AppShortcuts.json", manifest)
        do {
            return .success(try Catalog.load(directory: directory.url))
        } catch {
            return .failure(error)
        }
    }

    @Test func typeWithTheMostValuesLoads() throws {
        let catalog = try Self.load(Self.manifest(values: CatalogLimits.maximumValuesPerType)).get()
        #expect(catalog.types[0].values.count == 10_000)
    }

    @Test func typeWithOneValueTooManyIsRefused() throws {
        guard case .failure(let error) = try Self.load(Self.manifest(values: CatalogLimits.maximumValuesPerType + 1)) else {
            Issue.record("10,001 values were accepted")
            return
        }
        #expect(error.code == .overLimit)
        #expect(error.jsonPath?.description == "$.types.Item.values")
        #expect(error.description.contains("type Item has 10001 values, over the limit of 10000"), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    @Test func localeWithTheMostPhrasesLoads() throws {
        // 10 templates × 10,000 values = 100,000 phrases.
        let catalog = try Self.load(Self.manifest(values: 10_000, templates: 10)).get()
        #expect(PhraseExpander(catalog: catalog).counts(locale: "en").totalWithSynonyms == CatalogLimits.maximumExpandedPhrases)
    }

    @Test func localeWithOnePhraseTooManyIsRefused() throws {
        guard case .failure(let error) = try Self.load(Self.manifest(values: 10_000, templates: 10, plain: 1)) else {
            Issue.record("100,001 phrases were accepted")
            return
        }
        #expect(error.code == .overLimit)
        #expect(error.locale == "en")
        #expect(error.description.contains("expand to 100001"), "\(error)")
    }

    @Test func multiplyingParametersSaturatesInsteadOfOverflowing() throws {
        // Two parameters of 10,000 values each in one phrase: 10^8 phrases, refused by count alone.
        var manifest = Self.manifest(values: 10_000)
        manifest = manifest.replacing("Open ${item} number 0 in", with: "Move ${item} to ${other} in")
            .replacing("\"parameters\":{\"item\":\"Item\"}", with: "\"parameters\":{\"item\":\"Item\",\"other\":\"Item\"}")
        guard case .failure(let error) = try Self.load(manifest) else {
            Issue.record("10^8 phrases were accepted")
            return
        }
        #expect(error.description.contains("expand to 100000000"), "\(error)")
    }

    /// A manifest padded with spaces to exactly `size` bytes.
    static func padded(to size: Int) -> [UInt8] {
        var bytes = Array(manifest(values: 2).utf8)
        bytes += [UInt8](repeating: 0x20, count: size - bytes.count)
        return bytes
    }

    @Test func fileOfExactlyFiftyMegabytesLoads() throws {
        let directory = try TempFolder()
        defer { directory.remove() }
        try directory.write("AppShortcuts.json", bytes: Self.padded(to: CatalogLimits.maximumFileSize))
        let catalog = try Catalog.load(directory: directory.url)
        #expect(catalog.types[0].values.count == 2)
    }

    @Test func fileOneByteOverFiftyMegabytesIsRefused() throws {
        let directory = try TempFolder()
        defer { directory.remove() }
        try directory.write("AppShortcuts.json", bytes: Self.padded(to: CatalogLimits.maximumFileSize + 1))
        let error = expectCatalogError(.fileTooLarge) { () throws(ShortcutPreviewError) in _ = try Catalog.load(directory: directory.url) }
        #expect(error?.file.hasSuffix("AppShortcuts.json") == true)
    }
}
