import Foundation
import StrictJSON
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// it reads commands on fd 3 and writes replies and events on fd 4, each JSON message ended
/// by a NUL byte.
final class DevToolsPipe {
    /// Debian's `chromium`, or nil when it is not installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    private var pid: pid_t = 0
    private let commands: Int32
    private let replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: URL

    init() throws {
        guard let chromium = Self.chromium else { throw ServerFailure("chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutpreview-chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw ServerFailure("pipe failed") }
        // Only the copies dup2'd to 3 and 4 reach the browser (dup2 clears close-on-exec there).
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--user-data-dir=\(profile.path)", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, chromium, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        commands = toBrowser[1]
        replies = fromBrowser[0]
        guard spawned == 0 else { throw ServerFailure("cannot start \(chromium): error \(spawned)") }
    }

    deinit {
        close(commands)
        close(replies)
        if pid > 0 {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends `method` and returns its result; a DevTools error throws.
    @discardableResult
    func send(_ method: String, _ parameters: [(String, JSONValue)] = [], session: String? = nil) throws -> JSONValue {
        nextID += 1
        var members: [(String, JSONValue)] = [("id", .number(Double(nextID))), ("method", .string(method)), ("params", .object(parameters))]
        if let session { members.append(("sessionId", .string(session))) }
        var bytes = Array(JSONWriter.write(.object(members), style: .compact).utf8)
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ServerFailure("chromium closed its command pipe") }
            written += count
        }
        while true {
            let message = try readMessage()
            guard message["id"] == .number(Double(nextID)) else { continue }  // an event
            if let error = message["error"] { throw ServerFailure("\(method): \(error)") }
            return message["result"] ?? .null
        }
    }

    private func readMessage() throws -> JSONValue {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONParser.parse(message)
            }
            // A browser that stops answering fails the test instead of hanging it.
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 60_000) > 0 else { throw ServerFailure("chromium did not answer within a minute") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw ServerFailure("chromium closed its reply pipe") }
            buffer += chunk[0..<count]
        }
    }
}

/// One page (tab) of the browser.
struct DevToolsPage {
    let browser: DevToolsPipe
    let session: String

    init(_ browser: DevToolsPipe, width: Int = 1100, height: Int = 760) throws {
        self.browser = browser
        guard case .string(let target)? = try browser.send("Target.createTarget", [("url", .string("about:blank"))])["targetId"] else {
            throw ServerFailure("no target id")
        }
        guard case .string(let session)? = try browser.send("Target.attachToTarget", [("targetId", .string(target)), ("flatten", .bool(true))])["sessionId"] else {
            throw ServerFailure("no session id")
        }
        self.session = session
        try resize(width: width, height: height)
    }

    func resize(width: Int, height: Int) throws {
        try browser.send("Emulation.setDeviceMetricsOverride", [
            ("width", .number(Double(width))), ("height", .number(Double(height))),
            ("deviceScaleFactor", .number(1)), ("mobile", .bool(false)),
        ], session: session)
    }

    func navigate(_ url: String) throws {
        try browser.send("Page.navigate", [("url", .string(url))], session: session)
    }

    /// The value of a JavaScript expression (JSON-serialisable), awaiting a promise.
    func evaluate(_ expression: String) throws -> JSONValue {
        let reply = try browser.send("Runtime.evaluate", [
            ("expression", .string(expression)), ("returnByValue", .bool(true)), ("awaitPromise", .bool(true)),
        ], session: session)
        return reply["result"]?["value"] ?? .null
    }

    /// Polls `expression` until it is not null (the page renders asynchronously); gives up
    /// after `attempts` tries a tenth of a second apart.
    func waitFor(_ expression: String, attempts: Int = 300) throws -> JSONValue {
        for _ in 0..<attempts {
            let value = try evaluate(expression)
            if value != .null { return value }
            usleep(100_000)
        }
        throw ServerFailure("the page never satisfied: \(expression)")
    }

    func insertText(_ text: String) throws {
        try browser.send("Input.insertText", [("text", .string(text))], session: session)
    }

    func screenshot() throws -> Data {
        guard case .string(let base64)? = try browser.send("Page.captureScreenshot", [("format", .string("png"))], session: session)["data"],
              let data = Data(base64Encoded: base64) else { throw ServerFailure("no screenshot") }
        return data
    }
}
