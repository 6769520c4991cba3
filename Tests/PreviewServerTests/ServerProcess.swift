// Process and the tool's path are Foundation's; these tests run the built server.
import Foundation
import TestSupport
import Testing

/// `shortcutpreview-serve` on an ephemeral loopback port, stopped when the value is.
final class ServerProcess {
    let process = Process()
    /// `http://127.0.0.1:PORT/`, as the server printed it.
    let url: String
    let port: UInt16
    private let errors = Pipe()

    /// Starts `tool` (the server, or `shortcutpreview` with `serve` first in `arguments`).
    init(_ arguments: [String], tool: String = "shortcutpreview-serve") throws {
        process.executableURL = Binary.locate(tool)
        process.arguments = arguments + ["--host", "127.0.0.1", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The first line of standard output is the URL, printed once the port is bound.
        var line = Data()
        let handle = output.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        url = String(decoding: line, as: UTF8.self)
        let portText = url.split(separator: ":").last?.filter(\.isNumber) ?? ""
        guard url.hasPrefix("http://127.0.0.1:"), let port = UInt16(portText) else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ServerFailure("the server printed \"\(url)\", not its URL; stderr: \(stderr)")
        }
        self.port = port
    }

    /// What the server printed on standard error; stops it first.
    func stopAndReadErrors() -> String {
        stop()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func stop() {
        if process.isRunning {
            process.interrupt()
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}

struct ServerFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
