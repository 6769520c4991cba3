import Hummingbird
import CommandLineSupport
import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The browser preview's HTTP server (CONTRACTS.md §9).
public enum PreviewServer {
    /// Serves `state` on `host`:`port` (0 for any free port) until SIGINT or SIGTERM. Prints
    /// the URL as the first line of standard output once listening, and polls the catalog
    /// files every `pollInterval` for live reload.
    public static func run(_ state: PreviewState, host: String, port: Int, pollInterval: Duration = .seconds(1)) async throws {
        if !isLoopback(host) {
            printError("warning: --host \(host) serves the preview to the network; anyone who can reach it can read the catalog (bind 127.0.0.1 to keep it local)")
        }
        let watcher = Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                state.reloadIfChanged()
            }
        }
        defer { watcher.cancel() }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let app = Application(
            router: PreviewRoutes.router(state),
            configuration: .init(address: .hostname(host, port: port), serverName: "shortcutpreview"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                print("http://\(shownHost):\(bound)/")
                fflush(nil)  // standard output is a pipe under tests: the line must not wait in a buffer
            }
        )
        try await app.runService()
    }

    /// True for the addresses only this machine reaches.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
