import ArgumentParser
import CommandLineSupport
import ShortcutPreviewCore
import IntentDefinitions
import PreviewSession
import ShortcutCatalog
import StrictJSON

/// `shortcutpreview intents PATH`: the SiriKit custom intents of `.intentdefinition` files,
/// with their titles, suggested invocation phrases and enum cases in every locale; with
/// `--report`, what they become in App Intents and what their old phrases trigger; with
/// `--out`, a starter App Shortcuts catalog.
struct IntentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intents",
        abstract: "Read SiriKit custom intents (.intentdefinition); report their migration to App Shortcuts.",
        discussion: """
            PATH is an .intentdefinition file or a folder searched for them (skipping .build, Pods, \
            Carthage and DerivedData). Texts in the file are in the Xcode project's development \
            region (en when there is no project); <lang>.lproj/<Name>.strings and <Name>.xcstrings \
            beside it add the other locales. --report runs every title and suggested phrase through \
            the matcher against the App Shortcuts of --catalog or --project. --out DIR writes a \
            starter AppShortcuts.json and AppShortcuts.xcstrings. See Docs/intents.md.
            """
    )

    @Argument(help: "An .intentdefinition file, or a folder to search.")
    var path: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "Report what each intent becomes in App Intents and what its title and phrases trigger.")
    var report = false

    @Option(help: "With --report: the App Shortcuts catalog folder to check against.")
    var catalog: String?

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "Write a starter AppShortcuts.json and AppShortcuts.xcstrings into this folder.")
    var out: String?

    @Flag(help: "With --out: replace existing files.")
    var force = false

    func validate() throws {
        if report && out != nil { throw ValidationError("pass either --report or --out, not both") }
        if !report && out == nil && (catalog != nil || projectOptions.project != nil) {
            throw ValidationError("--catalog and --project go with --report or --out")
        }
    }

    func run() throws {
        var definitions = try IntentDefinitionFinder.readAll(path)
        if InputFile.isDirectory(URL(fileURLWithPath: path)) {
            try IntentCodePhrases.add(from: path, to: &definitions)
        }
        for definition in definitions {
            for warning in definition.warnings { printError("warning: \(definition.path): \(warning)") }
        }
        if report {
            let matching = catalog != nil || projectOptions.project != nil
                ? MatchSession(catalog: try projectOptions.load(catalog: catalog, matchable: true), dense: try DenseOptions.parse([]), acceptance: try AcceptanceOptions.parse([])) : nil
            let built = try IntentsReport.build(definitions, matching: matching)
            if json { printJSON(built.json, style: .pretty) } else { print(built.text, terminator: "") }
        } else if let out {
            try StarterCatalogOutput.write(definitions, to: out, force: force, catalog: catalog, projectOptions: projectOptions, json: json)
        } else if json {
            printJSON(IntentDefinition.json(definitions), style: .pretty)
        } else {
            print(IntentsText.render(definitions), terminator: "")
        }
    }
}
