import Hummingbird
import PreviewSession
import ShortcutCatalog
import ShortcutPreviewCore
import StrictJSON

/// The routes: the page's three embedded files and the JSON API (CONTRACTS.md §9). Nothing a
/// request says becomes a path: the page is compiled in, and a suite is picked by name from
/// the list the server made itself.
enum PreviewRoutes {
    /// The longest utterance matched, in UTF-16 code units.
    static let maximumUtteranceLength = 4096

    static func router(_ state: PreviewState) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: APIErrorMiddleware())
        router.get("/") { _, _ in PageAssets.response(PageAssets.html, type: "text/html; charset=utf-8") }
        router.get("/app.js") { _, _ in PageAssets.response(PageAssets.script, type: "text/javascript; charset=utf-8") }
        router.get("/app.css") { _, _ in PageAssets.response(PageAssets.style, type: "text/css; charset=utf-8") }
        router.post("/api/match") { request, _ in try await match(request, state.snapshot) }
        router.get("/api/catalog") { _, _ in
            let snapshot = state.snapshot
            return JSONResponse.make(snapshot.catalogJSON, version: snapshot.version)
        }
        router.get("/api/lint") { _, _ in
            let snapshot = state.snapshot
            return JSONResponse.make(snapshot.lintJSON, version: snapshot.version)
        }
        router.get("/api/suites") { _, _ in
            let snapshot = state.snapshot
            let value = JSONValue.object([("suites", .array(snapshot.suites.map(JSONValue.string)))])
            return JSONResponse.make(JSONWriter.write(value, style: .compact), version: snapshot.version)
        }
        router.post("/api/test") { request, _ in try await test(request, state.snapshot) }
        addWidgetRoutes(router, state)
        router.get("/api/version") { _, _ in
            let snapshot = state.snapshot
            let value = JSONValue.object([
                ("version", .number(Double(snapshot.version))),
                ("error", snapshot.reloadError.map(JSONValue.string) ?? .null),
            ])
            return JSONResponse.make(JSONWriter.write(value, style: .compact), version: snapshot.version)
        }
        return router
    }

    /// `POST /api/match {"utterance", "locale"}`: the object `match --json` prints.
    static func match(_ request: Request, _ snapshot: CatalogSnapshot) async throws(APIError) -> Response {
        let body = try await RequestJSON(request)
        guard let utterance = try body.string("utterance") else { throw APIError(400, "the member \"utterance\" is missing") }
        var session = snapshot.session
        let locale = try body.string("locale", required: false) ?? session.catalog.sourceLanguage
        guard utterance.utf16.count <= maximumUtteranceLength else {
            throw APIError(400, "the utterance is \(utterance.utf16.count) UTF-16 units long, over the limit of \(maximumUtteranceLength)")
        }
        guard !utterance.allSatisfy(\.isWhitespace) else { throw APIError(400, "the utterance is empty") }
        try checkLocale(locale, in: &session)
        do {
            let outcome = try session.match(utterance, tag: locale, exactOnly: false, top: 3)
            return JSONResponse.make(bytes: JSONWriter.utf8(outcome.jsonValue, style: .compact), version: snapshot.version)
        } catch {
            throw APIError(422, "\(error)")
        }
    }

    /// A tag that is not a locale, or that the catalog has no phrases for, is refused.
    static func checkLocale(_ tag: String, in session: inout MatchSession) throws(APIError) {
        let known = session.catalog.locales.joined(separator: ", ")
        let resolved: String?
        do {
            resolved = try session.resolveLocale(tag)
        } catch {
            throw APIError(400, "\"\(MatchSession.excerpt(tag))\" is not a locale; this catalog has \(known)")
        }
        guard resolved != nil else { throw APIError(400, "the catalog has no locale \"\(MatchSession.excerpt(tag))\"; it has \(known)") }
    }

    /// `POST /api/test {"suite"}`: runs one of the suites `/api/suites` lists.
    static func test(_ request: Request, _ snapshot: CatalogSnapshot) async throws(APIError) -> Response {
        let body = try await RequestJSON(request)
        guard let name = try body.string("suite") else { throw APIError(400, "the member \"suite\" is missing") }
        // Only a name from the server's own listing reaches the file system.
        guard let listed = snapshot.suites.first(where: { $0 == name }) else {
            let known = snapshot.suites.isEmpty ? "none" : snapshot.suites.joined(separator: ", ")
            throw APIError(404, "no suite \"\(MatchSession.excerpt(name))\" in the catalog folder; it has \(known)")
        }
        var session = snapshot.session
        let path = session.catalog.directory + "/" + listed
        do {
            let cases = try SuiteFile.load(path)
            try SuiteRun.checkNames(cases, suite: path, against: session.catalog)
            let run = try SuiteRun(cases, session: &session, exactOnly: false)
            let value = JSONValue.object([
                ("suite", .string(listed)),
                ("passed", .number(Double(run.passed))),
                ("failed", .number(Double(run.failures.count))),
                ("failures", .array(run.failures.map { failure in
                    .object([
                        ("line", .number(Double(failure.line))), ("locale", .string(failure.locale)),
                        ("utterance", .string(failure.utterance)), ("message", .string(failure.message)),
                    ])
                })),
            ])
            return JSONResponse.make(JSONWriter.write(value, style: .compact), version: snapshot.version)
        } catch {
            throw APIError(422, "\(error)")
        }
    }
}

/// The page: HTML, CSS and JavaScript compiled into the binary.
enum PageAssets {
    static func response(_ text: String, type: String) -> Response {
        let headers: HTTPFields = [
            .contentType: type,
            .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
            .init("X-Content-Type-Options")!: "nosniff",
        ]
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
