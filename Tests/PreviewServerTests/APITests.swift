import Foundation
import ShortcutPreviewCore
import StrictJSON
import TestSupport
import Testing

/// The JSON API of `shortcutpreview-serve` (CONTRACTS.md §9), over a real socket.
@Suite(.serialized) struct APITests {
    let server: ServerProcess

    init() throws {
        server = try ServerProcess(["--catalog", Repo.catalog("Demo")])
    }

    /// The `error` object of a refusal, checked for its shape.
    private func refusal(_ reply: HTTPReply, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        #expect(reply.status == status, "\(reply.text)", sourceLocation: sourceLocation)
        let value = try JSONParser.parse([UInt8](reply.body))
        let error = try #require(value["error"], "no error object in \(reply.text)", sourceLocation: sourceLocation)
        #expect(error["status"] == .number(Double(status)), sourceLocation: sourceLocation)
        guard case .string(let message)? = error["message"] else {
            Issue.record("no message in \(reply.text)", sourceLocation: sourceLocation)
            return ""
        }
        #expect(!message.isEmpty, sourceLocation: sourceLocation)
        return message
    }

    @Test func matchAnswersWhatTheCommandLinePrints() throws {
        for (utterance, locale) in [("summarize my grocery list in Demo", "en"), ("Demoの買い物リストを要約", "ja"), ("order a pizza", "en")] {
            let reply = try HTTPClient.post(server.port, "/api/match", json: JSONWriter.write(.object([("utterance", .string(utterance)), ("locale", .string(locale))]), style: .compact))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
            let cli = try runProcess(Binary.url, ["match", utterance, "--locale", locale, "--json", "--catalog", Repo.catalog("Demo")])
            #expect(reply.text == cli.stdout)
        }
    }

    @Test func japaneseMatchNamesTheShortcut() throws {
        let reply = try HTTPClient.post(server.port, "/api/match", json: #"{"utterance": "Demoの買い物リストを要約", "locale": "ja"}"#)
        let value = try JSONParser.parse([UInt8](reply.body))
        #expect(value["match"]?["intent"] == .string("SummarizeList"))
        #expect(value["locale"] == .string("ja"))
    }

    @Test func badRequestsGetFourHundredsWithAMessage() throws {
        let port = server.port
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"utterance\": "), 400).contains("not valid JSON"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "[1, 2]"), 400).contains("object"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"locale\": \"en\"}"), 400).contains("utterance"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"utterance\": 42}"), 400).contains("must be a string"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"utterance\": \"hi Demo\", \"locale\": \"fr\"}"), 400).contains("no locale"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"utterance\": \"hi Demo\", \"locale\": \"not a tag!\"}"), 400).contains("not a locale"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: ""), 400).contains("empty"))
        #expect(try refusal(HTTPClient.post(port, "/api/match", body: Data([0x7B, 0x22, 0x75, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])), 400).contains("UTF-8"))
        let long = String(repeating: "a", count: 4097)
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: "{\"utterance\": \"\(long)\"}"), 400).contains("4096"))
        let huge = "{\"utterance\": \"" + String(repeating: "x", count: 70_000) + "\"}"
        #expect(try refusal(HTTPClient.post(port, "/api/match", json: huge), 413).contains("KB"))
        _ = try refusal(HTTPClient.get(port, "/api/nothing"), 404)
        _ = try refusal(HTTPClient.get(port, "/../Catalogs/Demo/AppShortcuts.json"), 404)
        #expect(try refusal(HTTPClient.post(port, "/api/test", json: "{\"suite\": \"../Demo/Tests.jsonl\"}"), 404).contains("no suite"))
        // Still serving after all of that.
        #expect(try HTTPClient.post(port, "/api/match", json: "{\"utterance\": \"summarize my grocery list in Demo\"}").status == 200)
    }

    @Test func catalogLintSuitesAndVersion() throws {
        let catalog = try JSONParser.parse([UInt8](HTTPClient.get(server.port, "/api/catalog").body))
        #expect(catalog["sourceLanguage"] == .string("en"))
        guard case .array(let locales)? = catalog["locales"] else { Issue.record("no locales"); return }
        #expect(locales.contains(.string("ja")))
        let lint = try JSONParser.parse([UInt8](HTTPClient.get(server.port, "/api/lint").body))
        #expect(lint["errors"] == .number(0))
        let suites = try JSONParser.parse([UInt8](HTTPClient.get(server.port, "/api/suites").body))
        #expect(suites["suites"] == .array([.string("Refusals.jsonl"), .string("Tests.jsonl")]))
        let run = try JSONParser.parse([UInt8](HTTPClient.post(server.port, "/api/test", json: "{\"suite\": \"Tests.jsonl\"}").body))
        #expect(run["failed"] == .number(0), "\(run)")
        let version = try JSONParser.parse([UInt8](HTTPClient.get(server.port, "/api/version").body))
        #expect(version["version"] == .number(1))
        #expect(version["error"] == .null)
        let page = try HTTPClient.get(server.port, "/?utterance=x&locale=ja")
        #expect(page.status == 200)
        #expect(page.text.contains("<script src=\"/app.js\""))
        #expect(page.headers["content-security-policy"]?.contains("default-src 'self'") == true)
    }
}

/// `shortcutpreview serve` is the server itself (it replaces its process with it).
@Test func theMainToolServesToo() throws {
    let server = try ServerProcess(["serve", "--catalog", Repo.catalog("Demo")], tool: "shortcutpreview")
    let version = try JSONParser.parse([UInt8](HTTPClient.get(server.port, "/api/version").body))
    #expect(version["version"] == .number(1))
    server.stop()
    #expect(!server.process.isRunning)
}

/// A catalog that cannot be previewed stops the server before it listens, with the `match` error.
@Test func anUnusableCatalogExitsTwo() throws {
    let run = try runProcess(Binary.locate("shortcutpreview-serve"), ["--catalog", "/nonexistent-catalog", "--port", "0"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: "), "\(run)")
}
