import Foundation

/// python3 with the modules a check needs, for tests that validate output with a reference
/// implementation (the SARIF schema, the GitHub workflow schema). `missing` names what is not
/// installed, so that the test can skip with that message.
enum Python {
    /// Runs `python3 -c code arguments…`; nil when python3 cannot be started.
    static func run(_ code: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether python3 can import `module`.
    static func has(_ module: String) -> Bool {
        run("import \(module)", [])?.status == 0
    }
}
