import IntentDefinitions
import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `.intentdefinition` reader: the input is `Base.lproj/Intents.intentdefinition` beside
/// SoupChef's Japanese table. A file that reads is mapped to App Intents and seeded into a
/// starter catalog, whose JSON must parse again.
extension FuzzTarget {
    static let intentdefinition = FuzzTarget(
        name: "intentdefinition", maximumLength: 65536,
        setUp: {
            let folder = ScratchFolder(name: "intentdefinition")
            folder.write(FuzzSupport.repositoryFile("Catalogs/SoupChef/SiriKit/ja.lproj/Intents.strings"), to: "ja.lproj/Intents.strings")
            intentFolder = folder
        },
        run: { data, size in
            guard let folder = intentFolder else { return 0 }
            folder.write(Data(FuzzSupport.bytes(data, size)), to: "Base.lproj/Intents.intentdefinition")
            let url = folder.url.appendingPathComponent("Base.lproj/Intents.intentdefinition")
            guard let definition = try? IntentDefinitionReader.read(url, path: "Intents.intentdefinition", developmentRegion: "en") else { return 0 }
            for intent in definition.intents {
                if intent.name.isEmpty { FuzzSupport.fail("an intent without a name was kept") }
                if AppIntentsMapping(intent, in: definition).parameters.count != intent.parameters.count {
                    FuzzSupport.fail("the mapping of \(intent.name) lost a parameter")
                }
            }
            let starter = StarterCatalog([definition], applicationName: "App")
            for value in [definition.jsonValue, starter.manifest] + (starter.stringCatalog.map { [$0] } ?? []) {
                let text = JSONWriter.write(value, style: .xcode)
                if (try? JSONParser.parse(Array(text.utf8))) == nil { FuzzSupport.fail("wrote JSON that does not parse: \(text.prefix(200))") }
            }
            return 0
        })
}

/// The scratch folder of this target, made by its `setUp`.
nonisolated(unsafe) private var intentFolder: ScratchFolder?
