import Hummingbird
import StrictJSON

/// A request the API refuses, answered as `{"error": {"status": N, "message": "…"}}`
/// (CONTRACTS.md §9) with that status.
struct APIError: Error, Sendable {
    /// The HTTP status, 4xx for the client's mistakes.
    var status: Int
    /// One sentence: what is wrong and, where it helps, what to send instead.
    var message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The JSON body of the error.
    var json: JSONValue {
        .object([("error", .object([("status", .number(Double(status))), ("message", .string(message))]))])
    }

    /// The response that carries it.
    var response: Response {
        JSONResponse.make(JSONWriter.write(json, style: .compact), status: .init(code: status))
    }
}

/// JSON responses, one way for every route.
enum JSONResponse {
    /// `text` (already JSON) with the JSON content type.
    static func make(_ text: String, status: HTTPResponse.Status = .ok, version: Int? = nil) -> Response {
        make(bytes: Array(text.utf8), status: status, version: version)
    }

    /// `bytes` (already JSON, UTF-8) with the JSON content type.
    static func make(bytes: [UInt8], status: HTTPResponse.Status = .ok, version: Int? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let version { headers[.init("X-Catalog-Version")!] = String(version) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// Turns every error on its way out, the router's own 404 among them, into the API's JSON
/// error, so that no request gets an HTML page or a dropped connection instead.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return error.response
        } catch let error as HTTPError {
            let message = error.body ?? (error.status == .notFound ? "no such page or API route: \(request.uri.path)" : error.status.reasonPhrase)
            return APIError(error.status.code, message).response
        } catch let error as any HTTPResponseError {
            return APIError(error.status.code, error.status.reasonPhrase).response
        } catch {
            return APIError(500, "internal error: \(error)").response
        }
    }
}
