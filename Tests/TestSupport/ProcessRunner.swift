public import Foundation

/// What a process reads on standard input.
public enum StandardInput: Sendable {
    /// These bytes, then end of file.
    case bytes(Data)
    /// This text as UTF-8, then end of file.
    case text(String)
    /// The file at this path, read by the process itself (`/dev/zero` never ends).
    case file(String)
}

/// Runs `executable` with `arguments` to its end and returns what it printed.
///
/// Standard error is drained on another thread, so that a chatty process cannot block on a
/// full pipe. `environment` is merged over this process's own; `directory` is the working
/// directory (this process's own when nil).
public func runProcess(
    _ executable: URL?, _ arguments: [String], stdin: StandardInput = .text(""),
    directory: URL? = nil, environment: [String: String]? = nil
) throws -> Run {
    guard let executable else { throw RunFailure("the executable was not built beside the tests") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe(), error = Pipe()
    var input: Pipe?
    switch stdin {
    case .file(let path):
        guard let handle = FileHandle(forReadingAtPath: path) else { throw RunFailure("cannot read \(path)") }
        process.standardInput = handle
    case .bytes, .text:
        let pipe = Pipe()
        process.standardInput = pipe
        input = pipe
    }
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorData = PipeCollector(error.fileHandleForReading)
    if let input {
        // The process may stop reading early (an over-long line is refused after 16 KB): a
        // broken pipe is then expected, not a failure of the test process.
        ignoreBrokenPipes
        let bytes: Data
        switch stdin {
        case .bytes(let data): bytes = data
        case .text(let text): bytes = Data(text.utf8)
        case .file: bytes = Data()
        }
        try? input.fileHandleForWriting.write(contentsOf: bytes)
        try? input.fileHandleForWriting.close()
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let err = errorData.wait()
    return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
               stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
}

/// Runs the built `shortcutpreview` (or `executable`) with `arguments`, feeding `stdin`, or
/// `stdinBytes` when given; standard input is never a terminal.
public func shortcutpreview(
    _ arguments: [String], stdin: String = "", stdinBytes: Data? = nil, executable: URL? = nil, directory: URL? = nil,
    environment: [String: String]? = nil
) throws -> Run {
    try runProcess(executable ?? Binary.url, arguments, stdin: stdinBytes.map { .bytes($0) } ?? .text(stdin),
                   directory: directory, environment: environment)
}

/// SIGPIPE ignored once per test process, so that writing to a process that exited returns EPIPE.
let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Reads a pipe to its end on a background thread.
final class PipeCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
