import Foundation
import StrictJSON
import TestSupport
import Testing

/// Editing the catalog on disk while the server runs (a temporary copy of Demo).
@Suite(.serialized) struct LiveReloadTests {
    private func match(_ port: UInt16, _ utterance: String) throws -> JSONValue {
        let body = JSONWriter.write(.object([("utterance", .string(utterance)), ("locale", .string("en"))]), style: .compact)
        return try JSONParser.parse([UInt8](HTTPClient.post(port, "/api/match", json: body).body))
    }

    /// Polls `/api/version` until it passes `version` (the server polls the files every second).
    private func waitForVersion(after version: Double, port: UInt16) throws -> JSONValue {
        for _ in 0..<300 {
            let state = try JSONParser.parse([UInt8](HTTPClient.get(port, "/api/version").body))
            if case .number(let now)? = state["version"], now > version { return state }
            usleep(100_000)
        }
        throw ServerFailure("the server never reloaded the catalog")
    }

    @Test func anEditIsServedAndABrokenCatalogKeepsTheLastGoodOne() throws {
        let scratch = try TempFolder()
        defer { scratch.remove() }
        let folder = URL(fileURLWithPath: try scratch.copyCatalog("Demo"))
        let manifest = folder.appendingPathComponent("AppShortcuts.json")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let server = try ServerProcess(["--catalog", folder.path])
        let phrase = "Create a new list in ${applicationName}"
        #expect(original.contains(phrase))
        let utterance = "Conjure a roster in Demo"
        #expect(try match(server.port, utterance)["match"]?["intent"] != .string("CreateList"))

        // A new phrase: the same utterance now matches it exactly.
        try original.replacingOccurrences(of: "\"\(phrase)\"", with: "\"\(phrase)\", \"Conjure a roster in ${applicationName}\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let reloaded = try waitForVersion(after: 1, port: server.port)
        #expect(reloaded["error"] == .null)
        let after = try match(server.port, utterance)
        #expect(after["match"]?["intent"] == .string("CreateList"))
        #expect(after["match"]?["kind"] == .string("exact"))

        // A broken manifest: the error is reported, the last good catalog still answers.
        try "{ not json".write(to: manifest, atomically: true, encoding: .utf8)
        let broken = try waitForVersion(after: 2, port: server.port)
        guard case .string(let message)? = broken["error"] else {
            Issue.record("no reload error reported: \(broken)")
            return
        }
        #expect(message.contains("AppShortcuts.json"))
        #expect(try match(server.port, utterance)["match"]?["intent"] == .string("CreateList"))
        // The server never writes: the broken file is left as it was.
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "{ not json")
        #expect(server.stopAndReadErrors().contains("still serving the last good one"))
    }
}
