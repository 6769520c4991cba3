import ArgumentParser
import CommandLineSupport
import IntentDefinitions
import PreviewSession
import ShortcutPreviewCore
import StrictJSON

/// The suggested invocation phrases that an app's Swift code sets, read by
/// `shortcutpreview-import intent-phrases` (swift-syntax stays out of this tool) and put on
/// the intents they belong to, each with its source (`file:line`, and the key it looks up).
enum IntentCodePhrases {
    /// Adds the phrases found under `folder` to `definitions`; a locale's phrase from the
    /// definition itself wins. Without the importer, says so and leaves them unchanged.
    static func add(from folder: String, to definitions: inout [IntentDefinition]) throws {
        guard SiblingTool.importer.url != nil else {
            printError("warning: \(SiblingTool.importer.name) is not built: phrases set in Swift code are not read (swift build --product \(SiblingTool.importer.name))")
            return
        }
        let locale = definitions.first?.developmentLocale ?? "en"
        let run = try SiblingTool.importer.run(["intent-phrases", folder, "--development-locale", locale], captureOutput: true)
        // The importer has printed its one-line error.
        if run.status != 0 { throw ExitCode(run.status) }
        guard case .array(let phrases)? = try JSONParser.parse([UInt8](run.output))["phrases"] else { return }
        for phrase in phrases {
            guard case .string(let intent)? = phrase["intent"], case .string(let file)? = phrase["file"],
                  case .number(let line)? = phrase["line"], case .object(let texts)? = phrase["texts"] else { continue }
            var source = "\(folder)/\(file):\(Int(line))"
            if case .string(let key)? = phrase["key"] { source += " (key \(JSONString.quoted(key)))" }
            var used = false
            for definitionIndex in definitions.indices {
                for intentIndex in definitions[definitionIndex].intents.indices where definitions[definitionIndex].intents[intentIndex].name == intent {
                    used = true
                    for (locale, value) in texts {
                        guard case .string(let text) = value,
                              definitions[definitionIndex].intents[intentIndex].suggestedInvocationPhrase[locale] == nil else { continue }
                        let first = locale == definitions[definitionIndex].developmentLocale
                        definitions[definitionIndex].intents[intentIndex].suggestedInvocationPhrase.set(text, locale: locale, first: first)
                        definitions[definitionIndex].intents[intentIndex].phraseSources[locale] = source
                    }
                }
            }
            if !used { printError("warning: \(source): sets the phrase of \(intent)Intent, which no definition read here has") }
            if texts.isEmpty, case .string(let key)? = phrase["key"] {
                printError("warning: \(source): key \(JSONString.quoted(key)) is in no Localizable table; the phrase is left out")
            }
        }
    }
}
