/// Small `.intentdefinition` files written for the tests, in the shape Xcode writes: an
/// XML property list with `INIntents` and `INEnums`, texts beside their `…ID` keys.
enum IntentsFixture {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        """

    /// One intent named `name` with `title` (ID `<name>T`), an optional phrase (ID `<name>P`),
    /// and parameters given as (name, INIntentParameterType).
    static func intent(_ name: String, title: String, phrase: String? = nil, parameters: [(String, String)] = []) -> String {
        let phraseKeys = phrase.map {
            "<key>INIntentSuggestedInvocationPhrase</key><string>\($0)</string><key>INIntentSuggestedInvocationPhraseID</key><string>\(name)P</string>"
        } ?? ""
        let parameterItems = parameters.map {
            "<dict><key>INIntentParameterName</key><string>\($0.0)</string><key>INIntentParameterType</key><string>\($0.1)</string></dict>"
        }.joined()
        return """
            <dict><key>INIntentCategory</key><string>generic</string><key>INIntentName</key><string>\(name)</string>
            <key>INIntentParameters</key><array>\(parameterItems)</array>\(phraseKeys)
            <key>INIntentTitle</key><string>\(title)</string><key>INIntentTitleID</key><string>\(name)T</string></dict>
            """
    }

    /// A whole file holding `intents` (from ``intent(_:title:phrase:parameters:)``).
    static func definition(_ intents: [String]) -> String {
        header + """
            <dict><key>INIntentDefinitionModelVersion</key><string>1.2</string>
            <key>INIntents</key><array>\(intents.joined())</array></dict></plist>
            """
    }

    /// A project.pbxproj whose project object has `developmentRegion` and refers to `files`.
    static func project(developmentRegion: String, files: [String]) -> String {
        let references = files.enumerated().map { "F\($0.offset) = {isa = PBXFileReference; path = \($0.element); };" }.joined(separator: "\n")
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; developmentRegion = \(developmentRegion); knownRegions = (en, Base, ja); targets = (); };
                    \(references)
                };
                rootObject = P1;
            }
            """
    }
}
