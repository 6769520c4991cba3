import Foundation
import ShortcutCatalog
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// Each bundled catalog has the app's Swift sources beside it (`Catalogs/X/Sources`), from
/// which `import` regenerates its manifest.
@Suite struct BundledCatalogImportTests {
    static func imported(_ name: String) throws -> ImportedProject {
        let folder = Repo.catalogFolder(name)
        let valuesURL = folder.appendingPathComponent("Sources/Values.json")
        let values = FileManager.default.fileExists(atPath: valuesURL.path) ? try ValuesFile.read(valuesURL, display: "Values.json") : nil
        return try ProjectImporter(directory: folder, values: values).run()
    }

    static func manifestText(_ name: String) throws -> String {
        try String(contentsOf: Repo.catalogFolder(name).appendingPathComponent("AppShortcuts.json"), encoding: .utf8)
    }

    @Test(arguments: ["Demo", "Cards", "Theater"])
    func regeneratesTheManifestByteForByte(_ name: String) throws {
        let imported = try Self.imported(name)
        #expect(imported.manifestText == (try Self.manifestText(name)))
        #expect(imported.stringCatalog?.display.hasSuffix("AppShortcuts.xcstrings") == true)
        #expect(imported.findings.allSatisfy { $0.severity == .note }, "\(imported.findings)")
    }

    /// SoupChef's manifest gives miso soup two synonyms in ja and vi but one in en. An AppEnum's
    /// synonyms are LocalizedStringResources translated one by one, so Swift sources cannot
    /// say that; everything else matches.
    @Test func soupChefDiffersOnlyWhereSwiftCannotExpressTheManifest() throws {
        let imported = try Self.imported("SoupChef")
        let expected = try JSONParser.parse(try Self.manifestText("SoupChef"))
        #expect(imported.manifestText != (try Self.manifestText("SoupChef")))
        func withoutMisoSynonyms(_ value: JSONValue) -> JSONValue {
            guard case .object(var root) = value, let typesIndex = root.firstIndex(where: { $0.0 == "types" }),
                  case .object(var types) = root[typesIndex].1, case .object(var soup) = types[0].1,
                  let valuesIndex = soup.firstIndex(where: { $0.0 == "values" }), case .array(var values) = soup[valuesIndex].1 else { return value }
            for (index, item) in values.enumerated() where item["id"] == .string("miso") {
                guard case .object(var members) = item else { continue }
                members.removeAll { $0.0 == "synonyms" }
                values[index] = .object(members)
            }
            soup[valuesIndex].1 = .array(values)
            types[0].1 = .object(soup)
            root[typesIndex].1 = .object(types)
            return .object(root)
        }
        #expect(withoutMisoSynonyms(imported.manifest) == withoutMisoSynonyms(expected))
        let misoSynonyms = { (manifest: JSONValue) -> JSONValue? in
            guard case .array(let values)? = manifest["types"]?["Soup"]?["values"] else { return nil }
            return values.first { $0["id"] == .string("miso") }?["synonyms"]
        }
        #expect(misoSynonyms(expected)?["ja"] == .array([.string("みそ汁"), .string("お味噌汁")]))
        #expect(misoSynonyms(imported.manifest)?["ja"] == .array([.string("みそ汁")]))
    }

    @Test func importedCatalogMatchesLikeTheBundledOne() throws {
        let catalog = try Self.imported("Demo").catalog()
        let bundled = try Catalog.load(directory: Repo.catalogFolder("Demo"))
        #expect(catalog.locales == bundled.locales)
        #expect(catalog.shortcuts.map(\.intent) == bundled.shortcuts.map(\.intent))
        for locale in bundled.locales {
            #expect(catalog.content(for: locale).phrasesByIntent.mapValues { $0.map(\.template.text) }
                == bundled.content(for: locale).phrasesByIntent.mapValues { $0.map(\.template.text) })
        }
    }
}
