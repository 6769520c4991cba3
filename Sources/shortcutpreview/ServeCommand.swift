import ArgumentParser
import PreviewSession

/// `shortcutpreview serve`: runs `shortcutpreview-serve`, the browser preview built beside this
/// tool, with the same arguments. It is a separate executable so that SwiftNIO and Hummingbird,
/// which it serves HTTP with, are not built by `swift run shortcutpreview`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the preview pane to a browser (options: shortcutpreview serve --help).",
        discussion: """
            [--catalog DIR | --project DIR] [--host 127.0.0.1] [--port 8080]. Prints the URL, then \
            serves the page and its JSON API (CONTRACTS.md §9) until interrupted.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "The server's options; see `shortcutpreview serve --help`.")
    var arguments: [String] = []

    func run() throws {
        try SiblingTool.server.replaceProcess(arguments)
    }
}
