public import ArgumentParser

/// The arguments of `shortcutpreview widgets DIR`, declared once for both tools that take them:
/// `shortcutpreview-widgets` reads them, and `shortcutpreview widgets` forwards them unchanged.
public struct WidgetsArguments: ParsableArguments, Sendable {
    /// The help text both tools print.
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check an app's widget wiring: kinds, relevant shortcuts, donations, relevance scores.",
        discussion: """
            DIR is an Xcode project or Swift package folder; its Swift sources are parsed, not compiled. \
            Test folders, #Preview blocks, comments and strings never count.
            Exit status: 0 no errors (warnings and notes may remain), 1 an error finding \
            (unknown-widget-kind, duplicate-widget-kind), 2 unusable input (a missing folder, \
            a file of the widget wiring that does not parse).
            """
    )

    /// The app's project folder.
    @Argument(help: "The app's project folder.")
    public var directory: String

    /// Whether to print one JSON object instead of text.
    @Flag(help: "Print one JSON object (CONTRACTS.md, \"Widgets\").")
    public var json = false

    /// Creates empty arguments (ArgumentParser fills them in).
    public init() {}

    /// The same arguments as a command line, for running `shortcutpreview-widgets`.
    public var commandLine: [String] {
        [directory] + (json ? ["--json"] : [])
    }
}
