import ArgumentParser
import CommandLineSupport
import ShortcutImport
import ShortcutPreviewCore
import StrictJSON

/// `shortcutpreview-import intent-phrases DIR` (run by `shortcutpreview intents DIR`): the
/// suggested invocation phrases the app's Swift code sets on custom intents, as JSON.
struct IntentPhrasesTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcutpreview-import intent-phrases",
        abstract: "Print the suggested invocation phrases Swift code sets on SiriKit custom intents, as JSON."
    )

    @Argument(help: "The app's folder.")
    var directory: String

    @Option(help: "The locale of string literals in the code.")
    var developmentLocale = "en"

    func run() throws {
        let phrases = try IntentPhraseReader.read(URL(fileURLWithPath: directory), developmentLocale: developmentLocale)
        printJSON(JSONValue.object([("phrases", .array(phrases.map { phrase in
            .object([
                ("intent", .string(phrase.intent)),
                ("text", phrase.text.map(JSONValue.string) ?? .null),
                ("key", phrase.key.map(JSONValue.string) ?? .null),
                ("texts", .object(phrase.texts.map { ($0.locale, JSONValue.string($0.text)) })),
                ("file", .string(phrase.file)),
                ("line", .number(Double(phrase.line))),
            ])
        }))]), style: .pretty)
    }
}
