import ArgumentParser
import CommandLineSupport
import PreviewServer
import PreviewSession

/// `shortcutpreview-serve`, which `shortcutpreview serve` runs: the preview pane in a browser.
struct ServeTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcutpreview serve",
        abstract: "Serve the preview pane to a browser: match as you type, the catalog, lint, suites.",
        discussion: """
            Prints the URL on the first line of standard output once listening, then serves until \
            interrupted. The catalog files are polled every second; an edit is live on the page. \
            The server only reads files. Exit status: 2 when the catalog cannot be previewed or \
            the address cannot be bound.
            """
    )

    @Option(help: "The catalog folder. Default: the bundled Demo catalog.")
    var catalog: String?

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var dense: DenseOptions

    @OptionGroup var acceptance: AcceptanceOptions

    @Option(help: "The address to listen on. Anything but loopback opens the preview to the network.")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port; the URL printed says which).")
    var port = 8080

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (for example --port 8080)") }
    }

    static func main() async {
        do {
            var command = try parseAsRoot()
            guard let serve = command as? ServeTool else {
                try command.run()
                return
            }
            try await serve.run()
        } catch {
            exit(reporting: error, help: "shortcutpreview serve --help")
        }
    }

    func run() async throws {
        try requireUTF8Arguments()
        let options = projectOptions, path = catalog, dense = dense, acceptance = acceptance
        let state = try PreviewState(
            load: { try options.load(catalog: path, matchable: false) },
            makeSession: { MatchSession(catalog: $0, dense: dense, acceptance: acceptance) })
        do {
            try await PreviewServer.run(state, host: host, port: port)
        } catch {
            throw CommandFailure("cannot serve on \(host):\(port): \(error)", remedy: "pick another --port, or 0 for any free one")
        }
    }
}
