import Hummingbird
import ShortcutPreviewCore
import StrictJSON

/// The API's request bodies: size-limited, UTF-8, one JSON object, typed fields.
struct RequestJSON: Sendable {
    /// The most a request body may hold: an utterance is at most 4,096 UTF-16 units.
    static let maximumBodySize = 64 * 1024

    private let object: JSONValue

    /// Reads `request`'s body; throws an ``APIError`` for a body that is too large, not UTF-8,
    /// not JSON, or not an object.
    init(_ request: Request) async throws(APIError) {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.maximumBodySize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError(413, "the request body is over \(Self.maximumBodySize / 1024) KB")
        } catch {
            throw APIError(400, "the request body could not be read")
        }
        let bytes = Array(buffer.readableBytesView)
        guard !bytes.isEmpty else { throw APIError(400, "the request body is empty; send a JSON object") }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw APIError(400, "the request body is not valid UTF-8")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw APIError(400, "the request body is not valid JSON: \(error.reason)")
        }
        guard case .object = value else { throw APIError(400, "the request body must be a JSON object") }
        object = value
    }

    /// The whole object, for a route that reads a document of its own format.
    var value: JSONValue { object }

    /// The string member `key`; throws when it is missing (and `required`) or not a string.
    func string(_ key: String, required: Bool = true) throws(APIError) -> String? {
        switch object[key] {
        case .string(let text)?: return text
        case nil, .null?:
            if required { throw APIError(400, "the member \"\(key)\" is missing; it must be a string") }
            return nil
        default: throw APIError(400, "the member \"\(key)\" must be a string")
        }
    }
}
